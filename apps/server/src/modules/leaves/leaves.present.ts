import {
  availableLeaveActions,
  circuitPosition,
  isLeaveEditable,
  type LeaveOut,
  leaveActor,
  leaveStateOf,
} from '@staff/shared';
import { decidesFor, type ValidatorScope } from '../../platform/validators';
import type { typesOfLeave } from '../reference/reference.tables';
import type { users } from '../users/users.tables';
import type { leaves } from './leaves.tables';

export type LeaveRow = {
  /** The leave's columns a list reads (not its company, creation instant, nor the reports' removal flag). */
  leave: Omit<typeof leaves.$inferSelect, 'company_id' | 'created' | 'removed_from_activity_report'>;
  owner: Pick<typeof users.$inferSelect, 'id' | 'first_name' | 'last_name' | 'employee_number'>;
  type: Pick<
    typeof typesOfLeave.$inferSelect,
    | 'id'
    | 'name'
    | 'count_as_worked'
    | 'automatically_accept'
    | 'display_as_confidential'
    | 'display_comment'
    | 'activate_cancellation_workflow'
  >;
  /** The owner's first service by name (spec/3 §3), null when in none. */
  service: { id: number; name: string } | null;
  attachments_count: number;
};

export type Viewer = { userId: number; scope: ValidatorScope; today: string };

/**
 * A leave as `viewer` may see it. Its owner and those who decide on the owner see it all; a colleague sees the dates,
 * the half days and that the owner is away: never the precision, attachments, submission or change date, and no type
 * when the type is confidential (the list's filters, orderings and totals hide the same, leaves.queries.ts). The comment
 * is the owner's word to colleagues (the calendar) only when the type says so (`display_comment`) and is not
 * confidential: a confidential type's comment could name what the type hides.
 */
export function presentLeave(row: LeaveRow, viewer: Viewer): LeaveOut {
  const { leave, owner, type } = row;
  const decides = decidesFor(viewer.scope, leave.owner_id);
  const { isOwner, isValidator } = leaveActor(viewer.userId, leave.owner_id, decides);
  const details = isOwner || decides;
  const masked = type.display_as_confidential && !details;
  const commentShown = details || (type.display_comment && !type.display_as_confidential);
  const state = { status: leaveStateOf(leave), begin_date: leave.begin_date };
  const cancellation_workflow = type.activate_cancellation_workflow;
  const circuit = circuitPosition(leave, viewer.userId);
  return {
    id: leave.id,
    owner: leave.owner_id,
    owner_object: owner,
    service: row.service,
    begin_date: leave.begin_date,
    begin_period: leave.begin_period,
    end_date: leave.end_date,
    end_period: leave.end_period,
    number_of_days: leave.half_days / 2,
    type_of_leave: masked ? null : type.id,
    type: masked
      ? null
      : { value: type.name, count_as_worked: type.count_as_worked, automatically_accept: type.automatically_accept },
    status: leave.status,
    precision: details ? leave.precision : null,
    comment: commentShown ? leave.comment : null,
    refusal_reason: details ? leave.refusal_reason : null,
    submission_date: details ? (leave.submission_date?.toISOString() ?? null) : null,
    cancellation_requested_at: details ? (leave.cancellation_requested_at?.toISOString() ?? null) : null,
    circuit:
      details && circuit
        ? { step: circuit.step, steps: circuit.steps, role: leave.circuit![circuit.step - 1]!.role }
        : null,
    modified: details ? leave.modified.toISOString() : null,
    version: leave.version,
    attachments_count: details ? row.attachments_count : 0,
    actions:
      isOwner || isValidator
        ? availableLeaveActions({ ...state, cancellation_workflow, circuit }, { isOwner, isValidator }, viewer.today)
        : [],
    editable: (isOwner || isValidator) && isLeaveEditable(state.status, isValidator),
    viewable: details,
  };
}
