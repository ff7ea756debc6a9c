/** Leave statuses (spec/2 §4.1) and their display: labels LeaveDraft…, classes warning/info/success/error. */
export const LEAVE_STATUSES = ['draft', 'submitted', 'accepted', 'refused'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/**
 * The order the totals and the dashboard's recap show the statuses in (here, away from the Zod contract, so that the dashboard's first load carries no Zod; spec/1 §2 "accepted, submitted, draft,
 * refused", spec/3 "leave-days summary (accepted, sent, draft, refused)").
 */
export const LEAVE_TOTALS_ORDER = ['accepted', 'submitted', 'draft', 'refused'] as const;

export const LEAVE_STATUS_COLORS: Record<LeaveStatus, 'warning' | 'info' | 'success' | 'error'> = {
  draft: 'warning',
  submitted: 'info',
  accepted: 'success',
  refused: 'error',
};

/** What a person is to a leave, as the transition table needs it. */
export type LeaveActor = {
  /** The requester. */
  isOwner: boolean;
  /** Holds leaves.validate and may decide on this owner's leaves (manager of the service, hr, administrator). */
  isValidator: boolean;
};

/**
 * What `viewerId` is to a leave of `ownerId`, given whether the viewer decides on that owner's leaves. Nobody is the
 * validator of their own leave, whatever their role: hr, accounting and administrators decide on everybody's leaves
 * but their own, so that no path (PATCH, PUT of a submitted leave, delegation) lets one decide on one's own request.
 */
export const leaveActor = (viewerId: number, ownerId: number, decidesForOwner: boolean): LeaveActor => ({
  isOwner: viewerId === ownerId,
  isValidator: decidesForOwner && viewerId !== ownerId,
});

export const LEAVE_ACTIONS = ['submit', 'validate', 'refuse', 'unsubmit', 'cancel'] as const;
export type LeaveAction = (typeof LEAVE_ACTIONS)[number];

type Transition = {
  from: readonly LeaveStatus[];
  to: LeaveStatus;
  /** Who may, given the leave as it is. `today` is Europe/Paris's, as YYYY-MM-DD. */
  allowed: (actor: LeaveActor, leave: { begin_date: string }, today: string) => boolean;
};

/**
 * The leave status machine (spec/2 §4.1, spec/3 §4 Leave), used by the server to decide and by the web app to show
 * buttons. Nobody validates or refuses their own leave.
 */
export const LEAVE_TRANSITIONS: Record<LeaveAction, Transition> = {
  submit: { from: ['draft'], to: 'submitted', allowed: (a) => a.isOwner || a.isValidator },
  validate: { from: ['submitted'], to: 'accepted', allowed: (a) => a.isValidator && !a.isOwner },
  refuse: { from: ['submitted'], to: 'refused', allowed: (a) => a.isValidator && !a.isOwner },
  unsubmit: { from: ['submitted', 'accepted'], to: 'draft', allowed: (a) => a.isValidator && !a.isOwner },
  // The requester takes back a read-only request that is not accepted and has not begun (then edits or deletes it).
  cancel: {
    from: ['submitted', 'refused'],
    to: 'draft',
    allowed: (a, leave, today) => a.isOwner && leave.begin_date > today,
  },
};

/** The actions an actor may take on a leave now. */
export function availableLeaveActions(
  leave: { status: LeaveStatus; begin_date: string },
  actor: LeaveActor,
  today: string,
): LeaveAction[] {
  return LEAVE_ACTIONS.filter((action) => {
    const t = LEAVE_TRANSITIONS[action];
    return t.from.includes(leave.status) && t.allowed(actor, leave, today);
  });
}

/**
 * The action a PATCH {status} asks for: the first allowed action from the current status to the target.
 * A validator who owns nothing here unsubmits; an owner going back to draft cancels.
 */
export function leaveActionFor(
  leave: { status: LeaveStatus; begin_date: string },
  target: LeaveStatus,
  actor: LeaveActor,
  today: string,
): LeaveAction | null {
  return availableLeaveActions(leave, actor, today).find((action) => LEAVE_TRANSITIONS[action].to === target) ?? null;
}

/** A leave's form is editable when draft, or when submitted and the editor is a manager (spec/2 §4.1). */
export const isLeaveEditable = (status: LeaveStatus, editorIsManager: boolean): boolean =>
  status === 'draft' || (status === 'submitted' && editorIsManager);
