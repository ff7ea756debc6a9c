import { type DocumentRole, defineStatusMachine, documentRole } from '../documents/status-machine';

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
export type LeaveActor = DocumentRole;

/** What `viewerId` is to a leave of `ownerId` (documentRole: nobody is the validator of their own leave). */
export const leaveActor = documentRole;

export const LEAVE_ACTIONS = ['submit', 'validate', 'refuse', 'unsubmit', 'cancel'] as const;
export type LeaveAction = (typeof LEAVE_ACTIONS)[number];

/** What a leave's rules read beyond the role: its first day, and today in Europe/Paris (YYYY-MM-DD). */
export type LeaveTransitionContext = { begin_date: string; today: string };

/**
 * The leave status machine (spec/2 §4.1, spec/3 §4 Leave), used by the server to decide and by the web app to show
 * buttons. Nobody validates or refuses their own leave. A leave's form is editable when draft, or when submitted and
 * the editor is a manager (spec/2 §4.1).
 */
export const LEAVE_MACHINE = defineStatusMachine<LeaveStatus, LeaveAction, LeaveTransitionContext>({
  statuses: LEAVE_STATUSES,
  actions: LEAVE_ACTIONS,
  transitions: {
    submit: { from: ['draft'], to: 'submitted', allowed: (a) => a.isOwner || a.isValidator },
    validate: { from: ['submitted'], to: 'accepted', allowed: (a) => a.isValidator && !a.isOwner },
    refuse: { from: ['submitted'], to: 'refused', allowed: (a) => a.isValidator && !a.isOwner },
    unsubmit: { from: ['submitted', 'accepted'], to: 'draft', allowed: (a) => a.isValidator && !a.isOwner },
    // The requester takes back a read-only request that is not accepted and has not begun (then edits or deletes it).
    cancel: {
      from: ['submitted', 'refused'],
      to: 'draft',
      allowed: (a, leave) => a.isOwner && leave.begin_date > leave.today,
    },
  },
  editable: (status, role) => status === 'draft' || (status === 'submitted' && role.isValidator),
});

export const LEAVE_TRANSITIONS = LEAVE_MACHINE.transitions;

/** The actions an actor may take on a leave now. */
export const availableLeaveActions = (
  leave: { status: LeaveStatus; begin_date: string },
  actor: LeaveActor,
  today: string,
): LeaveAction[] => LEAVE_MACHINE.available(leave.status, actor, { begin_date: leave.begin_date, today });

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
  LEAVE_MACHINE.isEditable(status, { isOwner: false, isValidator: editorIsManager });
