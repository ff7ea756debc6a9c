import { z } from 'zod';
import { ACTIVITY_REPORT_ACTIONS } from '../activities/status';
import { EXPENSE_CLAIM_ACTIONS } from '../expenses/status';
import { LEAVE_ACTIONS } from '../leaves/status';
import { listOf, PageQuery } from '../lists/schemas';
import { MISSION_ORDER_ACTIONS } from '../mission-orders/status';

/*
 * The validator's inbox (issue 25): GET /api/validation_inbox/ lists every document waiting for the caller, whatever
 * its module, oldest first; its `count` is the badges' figure. The decisions themselves stay each module's PATCH.
 */

/**
 * The kinds of documents the inbox holds, in the order a tie on the waiting date lists them. `leave_cancellation` is
 * an accepted leave whose requester asked to cancel it (a type with activate_cancellation_workflow, issue 28).
 */
export const INBOX_KINDS = [
  'leave',
  'leave_cancellation',
  'activity_report',
  'expense_claim',
  'mission_order',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * What waits for the caller: a decision (a sent leave, report or claim), a payment (an accepted claim, for
 * accounting), or a request to complete (a mission order asked by an employee of the caller, finished on its form).
 */
export const INBOX_STEPS = ['decide', 'pay', 'complete'] as const;
export type InboxStep = (typeof INBOX_STEPS)[number];

const ALL_ACTIONS = [
  ...new Set([...LEAVE_ACTIONS, ...ACTIVITY_REPORT_ACTIONS, ...EXPENSE_CLAIM_ACTIONS, ...MISSION_ORDER_ACTIONS]),
] as [string, ...string[]];

export const InboxItemOut = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.number(),
  step: z.enum(INBOX_STEPS),
  /** The document's status (its module's). */
  status: z.string(),
  owner: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }),
  /** The days it covers: a leave's or a mission's span, a report's or a claim's month (first and last day). */
  begin: z.string(),
  end: z.string(),
  /** Since when it waits (ISO instant): when it was sent, or last changed to the status it waits in. */
  waiting_since: z.string(),
  /** A leave's days (also of a leave whose cancellation is asked), a report's worked days; null for the other kinds. */
  days: z.number().nullable(),
  /** A report's overtime, in minutes (the web shows "3 h 15"); null for the other kinds. */
  overtime_minutes: z.number().nullable(),
  /** A claim's total in euros; null for the other kinds. */
  total: z.number().nullable(),
  /** The actions of the kind's status machine the caller may take now (the module's PATCH takes them). */
  actions: z.array(z.enum(ALL_ACTIONS)),
  /** A leave's step in its approval circuit, the caller's to decide (issue 28); null when it waits in none. */
  circuit: z.object({ step: z.number(), steps: z.number() }).nullable(),
});
export type InboxItemOut = z.infer<typeof InboxItemOut>;

export const InboxQuery = PageQuery.pick({ limit: true, offset: true });
export type InboxQuery = z.infer<typeof InboxQuery>;

/** The answer: a page, the count of it all (the Back Office entry's badge) and by kind (each management card's). */
export const InboxOut = listOf(InboxItemOut).extend({
  by_kind: z.object(
    Object.fromEntries(INBOX_KINDS.map((kind) => [kind, z.number()])) as Record<InboxKind, z.ZodNumber>,
  ),
});
export type InboxOut = z.infer<typeof InboxOut>;
