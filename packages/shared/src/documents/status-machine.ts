/**
 * The status machine of a monthly document owned by an employee and decided by validators (leaves, activity reports,
 * expense claims; next, mission orders). One definition per document: its statuses, its actions (each from some
 * statuses to one, and who may take it), its editability rule. The server decides with it, the web app draws its
 * buttons and lock icons from it, so that the two never disagree. No Zod here: the dashboard's first load reads it.
 */

/** What a person is to one document: its owner, and/or one who decides on the owner's documents. */
export type DocumentRole = { isOwner: boolean; isValidator: boolean };

/**
 * What `viewerId` is to a document of `ownerId`, given whether they decide on that owner's documents. Nobody is the
 * validator of their own document, whatever their role: hr, accounting and administrators decide on everybody's but
 * their own, so that no path lets one decide on one's own request.
 */
export const documentRole = (viewerId: number, ownerId: number, decidesForOwner: boolean): DocumentRole => ({
  isOwner: viewerId === ownerId,
  isValidator: decidesForOwner && viewerId !== ownerId,
});

/**
 * One action: the statuses it is taken from, the status it leads to, and who may take it. `context` is what a rule
 * needs beyond the role (a leave's first day and today, for its requester's cancel); most machines need none.
 */
export type StatusTransition<S extends string, C = void> = {
  from: readonly S[];
  to: S;
  allowed: (role: DocumentRole, context: C) => boolean;
};

/** What a PATCH {status: target} means for one actor: the action, or why not (403 forbidden, 409 conflict). */
export type ActionVerdict<A extends string> = A | 'forbidden' | 'conflict';

export type StatusMachine<S extends string, A extends string, C = void> = {
  readonly statuses: readonly S[];
  /** In the order the answers list them (and a PATCH picks the first that fits). */
  readonly actions: readonly A[];
  readonly transitions: Readonly<Record<A, StatusTransition<S, C>>>;
  /** The actions the role may take now, from `status`. */
  available(status: S, role: DocumentRole, context: C): A[];
  /**
   * The actions a screen offers: `available` without those leading back to the same status (accepting an accepted
   * claim, paying a paid one), which the spec's table allows but which change nothing a person would see (issue 25).
   */
  offered(status: S, role: DocumentRole, context: C): A[];
  /**
   * The action that takes the document from `current` to `target` for this role: `forbidden` when no action to the
   * target is ever theirs, `conflict` when one is but not from the current status.
   */
  actionTo(role: DocumentRole, current: S, target: S, context: C): ActionVerdict<A>;
  /** Whether the document's own content (lines, fields, attachments) may change now, by this role. */
  isEditable(status: S, role: DocumentRole): boolean;
};

export function defineStatusMachine<const S extends string, const A extends string, C = void>(definition: {
  statuses: readonly S[];
  actions: readonly A[];
  transitions: Record<A, StatusTransition<S, C>>;
  editable: (status: S, role: DocumentRole) => boolean;
}): StatusMachine<S, A, C> {
  const { statuses, actions, transitions, editable } = definition;
  const available = (status: S, role: DocumentRole, context: C) =>
    actions.filter((a) => transitions[a].from.includes(status) && transitions[a].allowed(role, context));
  return {
    statuses,
    actions,
    transitions,
    available,
    offered: (status, role, context) => available(status, role, context).filter((a) => transitions[a].to !== status),
    actionTo(role, current, target, context) {
      const theirs = actions.filter((a) => transitions[a].to === target && transitions[a].allowed(role, context));
      if (theirs.length === 0) return 'forbidden';
      return theirs.find((a) => transitions[a].from.includes(current)) ?? 'conflict';
    },
    isEditable: editable,
  };
}
