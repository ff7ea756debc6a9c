import { type DocumentRole, defineStatusMachine, documentRole } from '../documents/status-machine';
import type { LeaveCircuitPosition } from './circuit';

/** Leave statuses (spec/2 §4.1) and their display: labels LeaveDraft…, classes warning/info/success/error. */
export const LEAVE_STATUSES = ['draft', 'submitted', 'accepted', 'refused'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/**
 * The order the totals and the dashboard's recap show the statuses in (here, away from the Zod contract, so that the dashboard's first load carries no Zod; spec/1 §2 "accepted, submitted, draft,
 * refused", spec/3 "leave-days summary (accepted, sent, draft, refused)").
 */
export const LEAVE_TOTALS_ORDER = ['accepted', 'submitted', 'draft', 'refused'] as const;

/** Also of a leave's state: an accepted leave whose cancellation is asked waits for a decision (issue 28). */
export const LEAVE_STATUS_COLORS: Record<
  LeaveStatus | 'cancellation_requested',
  'warning' | 'info' | 'success' | 'error'
> = {
  draft: 'warning',
  submitted: 'info',
  accepted: 'success',
  refused: 'error',
  cancellation_requested: 'warning',
};

/** What a person is to a leave, as the transition table needs it. */
export type LeaveActor = DocumentRole;

/** What `viewerId` is to a leave of `ownerId` (documentRole: nobody is the validator of their own leave). */
export const leaveActor = documentRole;

/**
 * What a leave is in the status machine: its status, or `cancellation_requested` — an accepted leave whose requester
 * asked to cancel it, under a type with `activate_cancellation_workflow` (issue 28). The leave stays `accepted` on
 * the wire and in the database until a validator decides (its days still count everywhere); the request is the
 * column `cancellation_requested_at` (docs/decisions/leave-cancellation-workflow.md).
 */
export const LEAVE_STATES = [...LEAVE_STATUSES, 'cancellation_requested'] as const;
export type LeaveState = (typeof LEAVE_STATES)[number];

/** The state of a leave: its status, or the cancellation its requester asked for. */
export const leaveStateOf = (leave: { status: LeaveStatus; cancellation_requested_at?: unknown }): LeaveState =>
  leave.status === 'accepted' && leave.cancellation_requested_at ? 'cancellation_requested' : leave.status;

export const LEAVE_ACTIONS = [
  'submit',
  'validate',
  'approve_step',
  'refuse',
  'unsubmit',
  'cancel',
  'request_cancellation',
  'accept_cancellation',
  'refuse_cancellation',
] as const;
export type LeaveAction = (typeof LEAVE_ACTIONS)[number];

/**
 * What a leave's rules read beyond the role: its first day, today in Europe/Paris (YYYY-MM-DD), whether its type
 * turns the requester's cancellation of an accepted leave into a request (absent: it does not), and where a submitted
 * leave waits in its approval circuit (absent or null: in none, one decision accepts or refuses it).
 */
export type LeaveTransitionContext = {
  begin_date: string;
  today: string;
  cancellation_workflow?: boolean;
  circuit?: LeaveCircuitPosition | null;
};

/** Whether the actor's decision on a submitted leave is for them to take now: always, unless the circuit's step is not theirs. */
const decidesNow = (leave: LeaveTransitionContext) => !leave.circuit || leave.circuit.decides;
/** Whether the step the leave waits at is its circuit's last (or it waits in none): accepting it accepts the leave. */
const lastStep = (leave: LeaveTransitionContext) => !leave.circuit || leave.circuit.step >= leave.circuit.steps;

/**
 * The leave status machine (spec/2 §4.1, spec/3 §4 Leave), used by the server to decide and by the web app to show
 * buttons. Nobody validates or refuses their own leave. A leave's form is editable when draft, or when submitted and
 * the editor is a manager (spec/2 §4.1). Under a type with the cancellation workflow, the requester of an accepted
 * leave that has not begun asks for its cancellation; one who decides on them accepts it (the leave goes back to
 * draft, as their own unsubmit does) or refuses it (it stays accepted).
 */
export const LEAVE_MACHINE = defineStatusMachine<LeaveState, LeaveAction, LeaveTransitionContext>({
  statuses: LEAVE_STATES,
  actions: LEAVE_ACTIONS,
  transitions: {
    submit: { from: ['draft'], to: 'submitted', allowed: (a) => a.isOwner || a.isValidator },
    validate: {
      from: ['submitted'],
      to: 'accepted',
      allowed: (a, leave) => a.isValidator && !a.isOwner && decidesNow(leave) && lastStep(leave),
    },
    // A step of the approval circuit accepted by its people, not the last: the leave waits for the next step's.
    approve_step: {
      from: ['submitted'],
      to: 'submitted',
      allowed: (a, leave) => a.isValidator && !a.isOwner && decidesNow(leave) && !lastStep(leave),
    },
    refuse: {
      from: ['submitted'],
      to: 'refused',
      allowed: (a, leave) => a.isValidator && !a.isOwner && decidesNow(leave),
    },
    unsubmit: { from: ['submitted', 'accepted'], to: 'draft', allowed: (a) => a.isValidator && !a.isOwner },
    // The requester takes back a read-only request that is not accepted and has not begun (then edits or deletes it).
    cancel: {
      from: ['submitted', 'refused'],
      to: 'draft',
      allowed: (a, leave) => a.isOwner && leave.begin_date > leave.today,
    },
    request_cancellation: {
      from: ['accepted'],
      to: 'cancellation_requested',
      allowed: (a, leave) => a.isOwner && leave.cancellation_workflow === true && leave.begin_date > leave.today,
    },
    accept_cancellation: { from: ['cancellation_requested'], to: 'draft', allowed: (a) => a.isValidator && !a.isOwner },
    refuse_cancellation: {
      from: ['cancellation_requested'],
      to: 'accepted',
      allowed: (a) => a.isValidator && !a.isOwner,
    },
  },
  editable: (status, role) => status === 'draft' || (status === 'submitted' && role.isValidator),
});

/** A leave as the machine's helpers read it: its state, first day, and what its type and circuit add. */
type MachineLeave = {
  status: LeaveState;
  begin_date: string;
  cancellation_workflow?: boolean;
  circuit?: LeaveCircuitPosition | null;
};

export const LEAVE_TRANSITIONS = LEAVE_MACHINE.transitions;

/** The actions an actor may take on a leave now (its state: `leaveStateOf`). */
export const availableLeaveActions = (leave: MachineLeave, actor: LeaveActor, today: string): LeaveAction[] =>
  LEAVE_MACHINE.available(leave.status, actor, {
    begin_date: leave.begin_date,
    today,
    cancellation_workflow: leave.cancellation_workflow,
    circuit: leave.circuit,
  });

/**
 * The state a PATCH {status: target} asks for. Under the cancellation workflow, a requester asking their accepted
 * leave back to draft asks for its cancellation (the machine then allows it or not), so that the spec's `cancel/` and
 * a PATCH to draft mean the same thing to them. In an approval circuit, a validator accepting a leave at a step that
 * is not the last accepts that step: the leave stays submitted, for the next step. Without either, nothing changes.
 */
export function askedLeaveState(
  current: LeaveState,
  target: LeaveState,
  actor: LeaveActor,
  leave: Pick<MachineLeave, 'cancellation_workflow' | 'circuit'> = {},
): LeaveState {
  if (leave.cancellation_workflow && actor.isOwner && current === 'accepted' && target === 'draft') {
    return 'cancellation_requested';
  }
  const circuit = leave.circuit;
  const stepAccepted = actor.isValidator && current === 'submitted' && target === 'accepted';
  return stepAccepted && circuit && circuit.step < circuit.steps ? 'submitted' : target;
}

/**
 * The action a PATCH {status} asks for: the first allowed action from the current state to the (asked) target.
 * A validator who owns nothing here unsubmits; an owner going back to draft cancels.
 */
export function leaveActionFor(
  leave: MachineLeave,
  target: LeaveState,
  actor: LeaveActor,
  today: string,
): LeaveAction | null {
  const asked = askedLeaveState(leave.status, target, actor, leave);
  return availableLeaveActions(leave, actor, today).find((action) => LEAVE_TRANSITIONS[action].to === asked) ?? null;
}

/** A leave's form is editable when draft, or when submitted and the editor is a manager (spec/2 §4.1). */
export const isLeaveEditable = (status: LeaveState, editorIsManager: boolean): boolean =>
  LEAVE_MACHINE.isEditable(status, { isOwner: false, isValidator: editorIsManager });
