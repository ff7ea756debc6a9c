import { availableLeaveActions, isLeaveEditable, LEAVE_ACTIONS, LEAVE_STATUSES, PERIODS } from '@staff/shared';
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
  precision: z.string().nullable(),
  comment: z.string().nullable(),
  submission_date: z.string().nullable(),
  modified: z.string(),
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

export function presentLeave(row: LeaveRow, viewer: Viewer): LeaveOut {
  const { leave, owner, type } = row;
  const isOwner = leave.owner_id === viewer.userId;
  const isValidator = decidesFor(viewer.scope, leave.owner_id);
  const masked = type.display_as_confidential && !isOwner && !isValidator;
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
    precision: masked ? null : leave.precision,
    comment: masked ? null : leave.comment,
    submission_date: leave.submission_date?.toISOString() ?? null,
    modified: leave.modified.toISOString(),
    version: leave.version,
    attachments_count: row.attachments_count,
    actions: isOwner || isValidator ? availableLeaveActions(leave, { isOwner, isValidator }, viewer.today) : [],
    editable: (isOwner || isValidator) && isLeaveEditable(leave.status, isValidator),
  };
}
