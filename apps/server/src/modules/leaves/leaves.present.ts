import {
  availableLeaveActions,
  isLeaveEditable,
  LEAVE_ACTIONS,
  LEAVE_STATUSES,
  leaveActor,
  PERIODS,
} from '@staff/shared';
import { z } from 'zod';
import type { typesOfLeave } from '../reference/reference.tables';
import type { users } from '../users/users.tables';
import { decidesFor, type ValidatorScope } from './leaves.scope';
import type { leaves } from './leaves.tables';

export const LeaveOut = z.object({
  id: z.number(),
  owner: z.number(),
  owner_object: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    employee_number: z.string().nullable(),
  }),
  begin_date: z.string(),
  begin_period: z.enum(PERIODS),
  end_date: z.string(),
  end_period: z.enum(PERIODS),
  number_of_days: z.number(),
  /** Null when the type is confidential and the viewer is neither the owner nor one who decides. */
  type_of_leave: z.number().nullable(),
  type: z.object({ value: z.string(), count_as_worked: z.boolean(), automatically_accept: z.boolean() }).nullable(),
  status: z.enum(LEAVE_STATUSES),
  /** This and the fields below up to attachments_count: null (0) for a colleague, who sees dates and days only. */
  precision: z.string().nullable(),
  comment: z.string().nullable(),
  submission_date: z.string().nullable(),
  modified: z.string().nullable(),
  version: z.number(),
  attachments_count: z.number(),
  /** What the viewer may do now, from the shared transition table. */
  actions: z.array(z.enum(LEAVE_ACTIONS)),
  editable: z.boolean(),
});
export type LeaveOut = z.infer<typeof LeaveOut>;

export type LeaveRow = {
  leave: typeof leaves.$inferSelect;
  owner: Pick<typeof users.$inferSelect, 'id' | 'first_name' | 'last_name' | 'employee_number'>;
  type: Pick<
    typeof typesOfLeave.$inferSelect,
    'id' | 'name' | 'count_as_worked' | 'automatically_accept' | 'display_as_confidential'
  >;
  attachments_count: number;
};

export type Viewer = { userId: number; scope: ValidatorScope; today: string };

/**
 * A leave as `viewer` may see it. Its owner and those who decide on the owner see it all; a colleague sees the dates,
 * the half days and that the owner is away: never the comment, precision, attachments, submission or change date, and
 * no type when the type is confidential (the list's filters, orderings and totals hide the same, leaves.queries.ts).
 */
export function presentLeave(row: LeaveRow, viewer: Viewer): LeaveOut {
  const { leave, owner, type } = row;
  const decides = decidesFor(viewer.scope, leave.owner_id);
  const { isOwner, isValidator } = leaveActor(viewer.userId, leave.owner_id, decides);
  const details = isOwner || decides;
  const masked = type.display_as_confidential && !details;
  return {
    id: leave.id,
    owner: leave.owner_id,
    owner_object: owner,
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
    comment: details ? leave.comment : null,
    submission_date: details ? (leave.submission_date?.toISOString() ?? null) : null,
    modified: details ? leave.modified.toISOString() : null,
    version: leave.version,
    attachments_count: details ? row.attachments_count : 0,
    actions: isOwner || isValidator ? availableLeaveActions(leave, { isOwner, isValidator }, viewer.today) : [],
    editable: (isOwner || isValidator) && isLeaveEditable(leave.status, isValidator),
  };
}
