import { z } from 'zod';
import { PERIODS } from '../calendar/business-days';
import { isDateInRange } from '../calendar/dates';
import { isoDateSchema } from '../calendar/schemas';
import { ID_MAX, idSchema } from '../ids';
import { multilineText, plainText, TEXT_LIMITS } from '../text/schemas';
import { LEAVE_COMMENT_MAX, LEAVE_MESSAGES, LEAVE_PRECISION_MAX, leaveSpanFits } from './rules';
import { LEAVE_ACTIONS, LEAVE_STATES } from './status';

const isoDate = isoDateSchema;
/** Begin before end, and a span of at most LEAVE_MAX_SPAN_DAYS (reports and claims are one month by construction). */
const spanIsValid = (l: { begin_date: string; end_date: string }, ctx: z.RefinementCtx) => {
  // A date its own schema refused has its message already (and may not be a calendar date at all).
  if (!isDateInRange(l.begin_date) || !isDateInRange(l.end_date)) return;
  if (l.begin_date > l.end_date) {
    ctx.addIssue({ code: 'custom', message: LEAVE_MESSAGES.beginAfterEnd, path: ['end_date'] });
  } else if (!leaveSpanFits(l.begin_date, l.end_date)) {
    ctx.addIssue({ code: 'custom', message: LEAVE_MESSAGES.spanTooLong, path: ['end_date'] });
  }
};

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
      .positive({ error: LEAVE_MESSAGES.typeRequired })
      .max(ID_MAX, { error: LEAVE_MESSAGES.typeRequired }),
    precision: plainText(LEAVE_PRECISION_MAX).nullish(),
    comment: multilineText(LEAVE_COMMENT_MAX).nullish(),
    status: z.enum(['draft', 'submitted']).default('draft'),
    /** The requester confirmed counting one day for dates that deduct none (a public holiday chosen, spec/3 §5). */
    count_one_day: z.boolean().default(false),
    /** The owner when a manager creates the leave for someone else (delegation); the signed-in user otherwise. */
    owner: idSchema.optional(),
    /** The version the editor started from (PUT): a stale one gets 412. */
    version: z.number().int().positive().optional(),
  })
  .superRefine(spanIsValid);
export type LeaveInput = z.input<typeof leaveInputSchema>;

/**
 * PATCH /api/leave/{id}/: a status change. Refusing may say why (`reason`, optional, plain text): the requester reads
 * it on the leave, in its history and in the refusal mail.
 */
export const leaveStatusPatchSchema = z
  .object({
    /** A status, or `cancellation_requested`: the requester asks to cancel an accepted leave (issue 28). */
    status: z.enum(LEAVE_STATES),
    reason: multilineText(TEXT_LIMITS.reason).nullish(),
    /**
     * The action the client means, as the leave's `actions` listed it (optional). When the leave changed meanwhile so
     * that the target now means another action, the change is refused (409) rather than taken in another sense: a
     * validator accepting a cancellation another just refused must not unsubmit the leave.
     */
    action: z.enum(LEAVE_ACTIONS).optional(),
    /**
     * The step of the approval circuit the client decides (the leave's `circuit.step`, optional): when the leave no
     * longer waits at it (another decider of the step was first), 409 `leave.stepDecided` (issue 28).
     */
    step: z.number().int().min(1).max(9).optional(),
  })
  .refine((patch) => !patch.reason || patch.status === 'refused', {
    error: LEAVE_MESSAGES.reasonOnlyWhenRefusing,
    path: ['reason'],
  });
export type LeaveStatusPatch = z.input<typeof leaveStatusPatchSchema>;

/** The delegation form (spec/3 "Leave delegation form"): a service or employees, one leave each. */
export const leaveDelegationSchema = z
  .object({
    service: idSchema.nullish(),
    employees: z.array(idSchema).max(1000).default([]),
    begin_date: isoDate,
    begin_period: z.enum(PERIODS).default('AM'),
    end_date: isoDate,
    end_period: z.enum(PERIODS).default('PM'),
    type_of_leave: z.number({ error: LEAVE_MESSAGES.typeRequired }).int().positive().max(ID_MAX),
    precision: plainText(LEAVE_PRECISION_MAX).nullish(),
    comment: multilineText(LEAVE_COMMENT_MAX).nullish(),
    /** true: saved accepted at once; false: saved as drafts (spec/3 §4 Leave). */
    submit: z.boolean().default(false),
    /** Dates that deduct no day count one for each person, once confirmed (spec/3 §5, as in leaveInputSchema). */
    count_one_day: z.boolean().default(false),
  })
  .superRefine(spanIsValid)
  .refine((l) => !!l.service || l.employees.length > 0, {
    error: 'Choose a service or employees.',
    path: ['employees'],
  });
export type LeaveDelegationInput = z.input<typeof leaveDelegationSchema>;
