import { z } from 'zod';
import { DEDUCTING_MODES, PERIODS } from '../calendar/business-days';
import { isoDateSchema, isoMonthSchema, isoYearSchema } from '../calendar/schemas';
import { queryIdSchema } from '../ids';
import { PageQuery, queryBoolean } from '../lists/schemas';
import { ReferenceListQuery } from '../reference/schemas';
import { plainText, TEXT_LIMITS } from '../text/schemas';
import { LEAVE_CIRCUIT_ROLES } from './circuit';
import { LEAVE_ACTIONS, LEAVE_STATUSES } from './status';

/*
 * What the leaves routes answer and the queries their lists take: the server validates and serializes with these,
 * the web app's types are their `z.infer`. The request bodies are in schemas.ts. The OpenAPI at /api/docs is built
 * from them, so docs/api-leaves.md does not repeat their fields.
 */

export const LeaveOut = z.object({
  id: z.number(),
  owner: z.number(),
  owner_object: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    employee_number: z.string().nullable(),
  }),
  /** The owner's service (spec/3 §3): their first by name, as the employees list shows it; null when in none. */
  service: z.object({ id: z.number(), name: z.string() }).nullable(),
  begin_date: z.string(),
  begin_period: z.enum(PERIODS),
  end_date: z.string(),
  end_period: z.enum(PERIODS),
  /** Computed by the server, in steps of 0.5. */
  number_of_days: z.number(),
  /** Null when the type is confidential and the viewer is neither the owner nor one who decides. */
  type_of_leave: z.number().nullable(),
  type: z.object({ value: z.string(), count_as_worked: z.boolean(), automatically_accept: z.boolean() }).nullable(),
  status: z.enum(LEAVE_STATUSES),
  /** This and the fields below up to attachments_count: null (0) for a colleague, who sees dates and days only. */
  precision: z.string().nullable(),
  comment: z.string().nullable(),
  /** Why it was refused, when the validator said so; null unless refused. */
  refusal_reason: z.string().nullable(),
  submission_date: z.string().nullable(),
  /**
   * When its requester asked to cancel this accepted leave (ISO instant), waiting for a validator; null otherwise and
   * for a colleague. The status stays `accepted` meanwhile (issue 28).
   */
  cancellation_requested_at: z.string().nullable(),
  /**
   * The step of its approval circuit a submitted leave waits at ("étape 2 sur 2 (RH)"), for its owner and those who
   * decide; null when it waits in no circuit, and for a colleague (issue 28).
   */
  circuit: z.object({ step: z.number(), steps: z.number(), role: z.enum(LEAVE_CIRCUIT_ROLES) }).nullable(),
  modified: z.string().nullable(),
  version: z.number(),
  attachments_count: z.number(),
  /** What the viewer may do now, from the shared transition table. */
  actions: z.array(z.enum(LEAVE_ACTIONS)),
  /** Whether the form is editable for the viewer. */
  editable: z.boolean(),
  /** Whether the viewer may open the leave (its owner, one who decides on the owner); a colleague may not (404). */
  viewable: z.boolean(),
});
export type LeaveOut = z.infer<typeof LeaveOut>;

/** GET leave/ and leave/totals/: the filters of the list (the totals ignore the paging). */
export const LeaveListQuery = PageQuery.extend({
  /** A user id, or `me`. */
  owner: z.union([z.literal('me'), queryIdSchema]).optional(),
  /** One status or several, comma-separated. */
  status: z
    .string()
    .max(TEXT_LIMITS.enumList)
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.enum(LEAVE_STATUSES)))
    .optional(),
  type_of_leave: queryIdSchema.optional(),
  /** Leaves still running on or after this day. */
  begin_date: isoDateSchema.optional(),
  /** Leaves begun on or before this day. */
  end_date: isoDateSchema.optional(),
  for_year: isoYearSchema.optional(),
  /** YYYY-MM */
  for_month: isoMonthSchema.optional(),
  names: plainText(TEXT_LIMITS.search).optional(),
  employee_number: plainText(TEXT_LIMITS.employeeNumber).optional(),
  /** The leaves of this service's members (a member of several services is found under each). */
  service: queryIdSchema.optional(),
  /** Only the leaves the viewer decides on (the back office's list). */
  managed: queryBoolean.optional(),
  /** Only the accepted leaves whose cancellation is requested (true), or none of them (false). */
  cancellation_requested: queryBoolean.optional(),
});
export type LeaveListQuery = z.infer<typeof LeaveListQuery>;

/** GET leave/totals/: the days of the visible leaves in each status; with for_year, of those beginning that year. */
export const LeaveTotalsOut = z.object({
  draft: z.number(),
  submitted: z.number(),
  accepted: z.number(),
  refused: z.number(),
});
export type LeaveTotals = z.infer<typeof LeaveTotalsOut>;

/** GET leave/years/: the first and last years in which the leaves the filters select begin (null: none). */
export const LeaveYearsOut = z.object({ first: z.number().nullable(), last: z.number().nullable() });
export type LeaveYears = z.infer<typeof LeaveYearsOut>;

/** GET leave/balance/: the owner (default: the viewer) and the day whose reference period is read (default: today). */
export const LeaveBalanceQuery = z.object({ owner: queryIdSchema.optional(), date: isoDateSchema.optional() });

/**
 * What a balance row is: a yearly allowance, paid leave's period that ended (N-1) or is being earned (N), or the days
 * used of a type without rights management that the balances show (`usage`: display_in_balance_summary, issue 28).
 */
export const LEAVE_BALANCE_KINDS = ['quota', 'previous', 'current', 'usage'] as const;

/**
 * GET leave/balance/: one row per type with rights management over its reference period; paid leave (a type with
 * period management) gives two, N-1 (`previous`: earned, being taken) then N (`current`: being earned). Days.
 */
export const LeaveBalanceOut = z.object({
  type_of_leave: z.number(),
  name: z.string(),
  kind: z.enum(LEAVE_BALANCE_KINDS),
  /** The reference period (for paid leave, the period the days are earned in). */
  period: z.object({ start: z.string(), end: z.string() }),
  /**
   * The days a full period gives. This, `acquired` and `remaining` are the counter: null for a `usage` row (no
   * allowance) and for the employee's own row of a type whose counter is hidden (do_not_display_counter, issue 28).
   */
  quota: z.number().nullable(),
  /** The days earned so far: the quota at once for `quota`, month by month for paid leave. */
  acquired: z.number().nullable(),
  /** Accepted leaves already begun. */
  taken: z.number(),
  /** Accepted leaves to come. */
  planned: z.number(),
  /** Submitted leaves, not decided yet. */
  pending: z.number(),
  /** acquired − taken − planned − pending; negative when more was asked than earned. */
  remaining: z.number().nullable(),
});
export type LeaveBalanceRow = z.infer<typeof LeaveBalanceOut>;

/** GET leave/{id}/history/: one entry per save. */
export const LeaveHistoryEntryOut = z.object({
  user: z.object({ first_name: z.string(), last_name: z.string(), username: z.string() }),
  action_time: z.string(),
  /** 1 created, 2 changed. */
  action_flag: z.number(),
  change_message: z.record(z.string(), z.unknown()),
});
export type LeaveHistoryEntry = z.infer<typeof LeaveHistoryEntryOut>;

export const LeaveAttachmentOut = z.object({
  id: z.number(),
  file_name: z.string(),
  size: z.number(),
  content_type: z.string(),
  created: z.string(),
});
export type LeaveAttachment = z.infer<typeof LeaveAttachmentOut>;

export const TypeOfLeaveOut = z.object({
  id: z.number(),
  /** The spec's clients read the label as `value`; `name` is the back office's field. */
  value: z.string(),
  name: z.string(),
  active: z.boolean(),
  deducting_mode: z.enum(DEDUCTING_MODES),
  rank: z.number(),
  requires_precision: z.boolean(),
  count_as_worked: z.boolean(),
  automatically_accept: z.boolean(),
  force_to_attach_file: z.boolean(),
  display_as_confidential: z.boolean(),
  prior_notice: z.number(),
  rights_management: z.boolean(),
  annual_quota: z.number(),
  period_management: z.boolean(),
  period_last_day: z.number(),
  period_last_month: z.number(),
  period_year_offset: z.number(),
  pay_export: z.string().nullable(),
  is_telework: z.boolean(),
  activate_validation_workflow: z.boolean(),
  activate_cancellation_workflow: z.boolean(),
  deprived_meal_ticket: z.boolean(),
  display_comment: z.boolean(),
  display_in_balance_summary: z.boolean(),
  do_not_display_counter: z.boolean(),
  display_in_activity_report: z.boolean(),
  can_delete_from_activity_report: z.boolean(),
  prevent_expense_entry: z.boolean(),
});
export type TypeOfLeave = z.infer<typeof TypeOfLeaveOut>;

/**
 * GET typeOfLeave/: a company has a handful of types and the forms want them all, so a page is the whole list unless
 * asked (the back office asks for 25). `active=true` is what pickers ask for; ordering name, active, deducting_mode,
 * rank (default rank).
 */
export const TypeOfLeaveListQuery = ReferenceListQuery.extend({ active: queryBoolean.optional() });
export type TypeOfLeaveListQuery = z.infer<typeof TypeOfLeaveListQuery>;

/** GET /api/leave/to_decide/: a page of the requests awaiting the viewer's decision, oldest submission first. */
export const LeavesToDecideQuery = PageQuery.pick({ limit: true, offset: true });
export type LeavesToDecideQuery = z.infer<typeof LeavesToDecideQuery>;

/** POST /api/leave/delegation/ answer: the leaves created, one per person. */
export const LeaveDelegationOut = z.object({ count: z.number(), results: z.array(LeaveOut) });
/** GET /api/leave/balance/ answer: one row per type with rights management. */
export const LeaveBalancesOut = z.array(LeaveBalanceOut);
/** GET /api/leave/{id}/history/ answer. */
export const LeaveHistoryOut = z.array(LeaveHistoryEntryOut);
/** GET /api/leave/{id}/attachment/ answer. */
export const LeaveAttachmentsOut = z.array(LeaveAttachmentOut);
/** The path of one attachment of a leave. */
export const LeaveAttachmentParams = z.object({ id: queryIdSchema, attachmentId: queryIdSchema });
/** GET /api/pdf/leave/{id} query: a ZIP of the PDF and the attachments when asked. */
export const LeavePdfQuery = z.object({ with_attachments: queryBoolean.optional() });
