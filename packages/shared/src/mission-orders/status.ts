import { type DocumentRole, defineStatusMachine, documentRole } from '../documents/status-machine';

/**
 * Mission order statuses (spec/2 §4.2), in the spec's order, which is also the list's order "by status" (the
 * lifecycle, not the alphabet: see docs/decisions/mission-orders.md). `ask` is a travel request waiting for its
 * manager; `edition` an accepted order its manager reopened to change (a new version to sign again, issue 24);
 * `signed` is listed by the spec but no action of the spec leads to it ("accept and sign" sets accepted): an order in
 * it is read like an accepted one.
 */
export const MISSION_ORDER_STATUSES = [
  'draft',
  'submitted',
  'accepted',
  'refused',
  'edition',
  'signed',
  'ask',
] as const;
export type MissionOrderStatus = (typeof MISSION_ORDER_STATUSES)[number];

/** The manager list's status filter names the asked state "asked" (spec/2 §2.3); the wire takes both spellings. */
export const MISSION_ORDER_STATUS_FILTER_NAMES: Record<MissionOrderStatus, string> = {
  draft: 'draft',
  submitted: 'submitted',
  accepted: 'accepted',
  refused: 'refused',
  edition: 'edition',
  signed: 'signed',
  ask: 'asked',
};

export const MISSION_ORDER_STATUS_COLORS: Record<
  MissionOrderStatus,
  'warning' | 'info' | 'success' | 'error' | 'gray' | 'teal' | 'violet'
> = {
  draft: 'warning',
  submitted: 'info',
  accepted: 'success',
  refused: 'error',
  edition: 'gray',
  signed: 'teal',
  ask: 'violet',
};

/**
 * What a person is to a mission order: its owner (the employee it sends), and/or its current manager, who decides on
 * it. Nobody is the manager of their own order (documentRole).
 */
export type MissionOrderActor = DocumentRole;

/** What `viewerId` is to an order: its owner, and/or its current manager (never both, documentRole). */
export const missionOrderActor = (viewerId: number, order: { owner: number; current_manager: number }): DocumentRole =>
  documentRole(viewerId, order.owner, viewerId === order.current_manager);

export const MISSION_ORDER_ACTIONS = ['submit', 'redraft', 'accept', 'refuse', 'reopen'] as const;
export type MissionOrderAction = (typeof MISSION_ORDER_ACTIONS)[number];

/**
 * The transitions (spec/2 §4.2): the manager submits a draft or refused order (the list's submit), and an ask or a
 * reopened one (the form's "Save and Submit"); saving a refused or asked order on the manager form sends it back to
 * draft; the employee accepts and signs a submitted order, or refuses it. Issue 24's signature trail: the manager
 * reopens an accepted (or signed) order to change it, and submits it again for a new signature.
 */
export const MISSION_ORDER_MACHINE = defineStatusMachine({
  statuses: MISSION_ORDER_STATUSES,
  actions: MISSION_ORDER_ACTIONS,
  transitions: {
    submit: { from: ['draft', 'refused', 'ask', 'edition'], to: 'submitted', allowed: (a) => a.isValidator },
    redraft: { from: ['refused', 'ask'], to: 'draft', allowed: (a) => a.isValidator },
    accept: { from: ['submitted'], to: 'accepted', allowed: (a) => a.isOwner },
    refuse: { from: ['submitted'], to: 'refused', allowed: (a) => a.isOwner },
    reopen: { from: ['accepted', 'signed'], to: 'edition', allowed: (a) => a.isValidator },
  },
  // The manager edits what the list offers to edit (spec/2 §2.3), and a reopened order; the employee only their own
  // travel request while it waits for the manager. Accepted orders can only be viewed (§4.2).
  editable: (status, role) =>
    (role.isValidator && ['draft', 'submitted', 'refused', 'ask', 'edition'].includes(status)) ||
    (role.isOwner && status === 'ask'),
});

export const MISSION_ORDER_TRANSITIONS = MISSION_ORDER_MACHINE.transitions;

/**
 * Who deletes what (spec/2 §2.3 "delete: draft, ask, accepted, refused, submitted" for the manager; §4.2
 * "Employee-side delete only when status is ask"). An order being changed for a new signature, or a signed one, is
 * kept.
 */
export function isMissionOrderDeletable(status: MissionOrderStatus, role: MissionOrderActor): boolean {
  if (role.isValidator) return ['draft', 'ask', 'accepted', 'refused', 'submitted'].includes(status);
  return role.isOwner && status === 'ask';
}

/** The actions an actor may take on an order now. */
export const availableMissionOrderActions = (
  order: { status: MissionOrderStatus },
  actor: MissionOrderActor,
): MissionOrderAction[] => MISSION_ORDER_MACHINE.available(order.status, actor);

/** The action a PATCH {status: target} is: `forbidden` (403) when never theirs, `conflict` (409) when not from here. */
export const missionOrderActionTo = (
  status: MissionOrderStatus,
  target: MissionOrderStatus,
  actor: MissionOrderActor,
): MissionOrderAction | 'forbidden' | 'conflict' => MISSION_ORDER_MACHINE.actionTo(actor, status, target);

/** The manager list's row actions (spec/2 §2.3), by status: what the list draws, the machine and rules above decide. */
export const MISSION_ORDER_ROW_ACTIONS = ['edit', 'view', 'pdf', 'duplicate', 'submit', 'delete'] as const;
export type MissionOrderRowAction = (typeof MISSION_ORDER_ROW_ACTIONS)[number];

const MANAGER = { isOwner: false, isValidator: true } as const;

/** The row actions of an order in the manager list (only orders the viewer manages are listed there). */
export function missionOrderRowActions(status: MissionOrderStatus): MissionOrderRowAction[] {
  const editable = MISSION_ORDER_MACHINE.isEditable(status, MANAGER);
  const offered: Record<MissionOrderRowAction, boolean> = {
    edit: editable,
    view: !editable,
    pdf: true,
    duplicate: status !== 'ask',
    // The list's submit is for drafts and refused orders; an ask is completed on the form first.
    submit: status === 'draft' || status === 'refused',
    delete: isMissionOrderDeletable(status, MANAGER),
  };
  return MISSION_ORDER_ROW_ACTIONS.filter((action) => offered[action]);
}
