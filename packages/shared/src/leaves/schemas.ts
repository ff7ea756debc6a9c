import { z } from 'zod';
import { PERIODS } from '../calendar/business-days';
import { LEAVE_COMMENT_MAX, LEAVE_MESSAGES, LEAVE_PRECISION_MAX } from './rules';
import { LEAVE_STATUSES } from './status';

const isoDate = z.iso.date({ error: 'Invalid date' });

/**
 * The body of POST /api/leave/ and PUT /api/leave/{id}/ (spec/2 §3, §7.1). `number_of_days` is computed by the
 * server; what a client sends for it is ignored. `status` is `draft`, or `submitted` to save and submit.
 */
export const leaveInputSchema = z
  .object({
    begin_date: isoDate,
    begin_period: z.enum(PERIODS).default('AM'),
    end_date: isoDate,
    end_period: z.enum(PERIODS).default('PM'),
    type_of_leave: z
      .number({ error: LEAVE_MESSAGES.typeRequired })
      .int()
      .positive({ error: LEAVE_MESSAGES.typeRequired }),
    precision: z.string().trim().max(LEAVE_PRECISION_MAX).nullish(),
    comment: z.string().trim().max(LEAVE_COMMENT_MAX).nullish(),
    status: z.enum(['draft', 'submitted']).default('draft'),
    /** The owner when a manager creates the leave for someone else (delegation); the signed-in user otherwise. */
    owner: z.number().int().positive().optional(),
    /** The version the editor started from (PUT): a stale one gets 412. */
    version: z.number().int().positive().optional(),
  })
  .refine((l) => l.begin_date <= l.end_date, { error: LEAVE_MESSAGES.beginAfterEnd, path: ['end_date'] });
export type LeaveInput = z.input<typeof leaveInputSchema>;

/** PATCH /api/leave/{id}/: a status change. */
export const leaveStatusPatchSchema = z.object({ status: z.enum(LEAVE_STATUSES) });

/** The delegation form (spec/3 "Leave delegation form"): a service or employees, one leave each. */
export const leaveDelegationSchema = z
  .object({
    service: z.number().int().positive().nullish(),
    employees: z.array(z.number().int().positive()).default([]),
    begin_date: isoDate,
    begin_period: z.enum(PERIODS).default('AM'),
    end_date: isoDate,
    end_period: z.enum(PERIODS).default('PM'),
    type_of_leave: z.number({ error: LEAVE_MESSAGES.typeRequired }).int().positive(),
    precision: z.string().trim().max(LEAVE_PRECISION_MAX).nullish(),
    comment: z.string().trim().max(LEAVE_COMMENT_MAX).nullish(),
    /** true: saved accepted at once; false: saved as drafts (spec/3 §4 Leave). */
    submit: z.boolean().default(false),
  })
  .refine((l) => l.begin_date <= l.end_date, { error: LEAVE_MESSAGES.beginAfterEnd, path: ['end_date'] })
  .refine((l) => !!l.service || l.employees.length > 0, {
    error: 'Choose a service or employees.',
    path: ['employees'],
  });
export type LeaveDelegationInput = z.input<typeof leaveDelegationSchema>;
