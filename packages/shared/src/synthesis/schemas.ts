import { z } from 'zod';
import { ACTIVITY_REPORT_STATUSES } from '../activities/status';
import { PERIODS } from '../calendar/business-days';
import { isoMonthSchema } from '../calendar/schemas';
import { idSchema } from '../ids';
import { PageQuery } from '../lists/schemas';
import { plainText, TEXT_LIMITS } from '../text/schemas';

/**
 * The wire contract of the monthly synthesis (spec/3 §2 "Monthly synthesis", §7 "Monthly summary", "send-reminder-mail",
 * "Export plugins"): the synthesis table, the leaves table, the reminder and the payroll exports.
 * docs/api-monthly-synthesis.md describes them for the web page.
 */

/** The synthesis and leave tables show 10 rows a page (spec/3 §9). */
export const SYNTHESIS_PAGE_SIZE = 10;

/** The month, the employee search (first name, last name, employee number) and the paging of both tables. */
export const MonthlySummaryQuery = PageQuery.extend({
  for_month: isoMonthSchema,
  limit: z.coerce.number().int().min(1).max(1000).default(SYNTHESIS_PAGE_SIZE),
  search_query: plainText(TEXT_LIMITS.search).optional(),
});
export type MonthlySummaryQuery = z.infer<typeof MonthlySummaryQuery>;

/**
 * A report's id and status, or null when the employee has none for the month. A weekly month's is the week that holds
 * it back (its least advanced week), null while one of its week parts has no report (shared weekHoldingMonthBack).
 */
export const SynthesisReport = z.object({ id: z.number().int(), status: z.enum(ACTIVITY_REPORT_STATUSES) }).nullable();

/** One weekly report of the month (its week's part of the month), in order; none for a monthly report. */
export const SynthesisWeek = z.object({
  id: z.number().int(),
  status: z.enum(ACTIVITY_REPORT_STATUSES),
  first_day: z.string(),
  last_day: z.string(),
  week: z.number().int(),
});
export type SynthesisWeek = z.infer<typeof SynthesisWeek>;

/**
 * An extra column of the synthesis: one per type of leave shown in activity reports (days) and one per type of
 * overtime (hours). `code` keys the rows' `values`; `label` is the type's own name (reference data, not translated).
 */
export const SynthesisColumn = z.object({
  code: z.string(),
  label: z.string(),
  kind: z.enum(['leave', 'overtime']),
  unit: z.enum(['days', 'hours']),
  type_id: z.number().int(),
  /** Overtime: the type's short name and its rate (percentage); leave: the type's pay_export code. */
  short_name: z.string().nullable(),
  rate: z.number().nullable(),
  pay_export: z.string().nullable(),
});
export type SynthesisColumn = z.infer<typeof SynthesisColumn>;

/** One employee's month: HC, W, IC, the report card's leave and empty days, and the extra columns by code. */
export const SynthesisRow = z.object({
  user_id: z.number().int(),
  employee_number: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  report: SynthesisReport,
  weeks: z.array(SynthesisWeek),
  charged: z.number(),
  worked: z.number(),
  not_charged: z.number(),
  leave_days: z.number(),
  not_validated_leave_days: z.number(),
  empty_days: z.number(),
  expected_days: z.number(),
  /** The meals of the month: the days worked less those spent whole on a leave that takes the meal away (issue 28). */
  meals: z.number(),
  has_overtime: z.boolean(),
  /** Column code → value (days or hours); a column without a value for this employee is absent (read 0). */
  values: z.record(z.string(), z.number()),
});
export type SynthesisRow = z.infer<typeof SynthesisRow>;

export const MonthlySummaryOut = z.object({
  for_month: z.string(),
  count: z.number().int(),
  columns: z.array(SynthesisColumn),
  results: z.array(SynthesisRow),
});
export type MonthlySummaryOut = z.infer<typeof MonthlySummaryOut>;

/** One leave of the month in the leaves table. */
export const SynthesisLeaveRow = z.object({
  id: z.number().int(),
  owner: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    employee_number: z.string().nullable(),
  }),
  type_of_leave: z.object({ id: z.number().int(), name: z.string(), pay_export: z.string().nullable() }),
  status: z.enum(['submitted', 'accepted']),
  begin_date: z.string(),
  begin_period: z.enum(PERIODS),
  end_date: z.string(),
  end_period: z.enum(PERIODS),
  /** The days it deducts inside the month (its type's deducting mode, half days). */
  days_in_month: z.number(),
  /** The days it deducts in all. */
  number_of_days: z.number(),
  submission_date: z.string().nullable(),
});
export type SynthesisLeaveRow = z.infer<typeof SynthesisLeaveRow>;

/** The month's public holidays on working days: `key` names the holiday for translation (calendar/holidays.ts). */
export const SynthesisHoliday = z.object({ date: z.string(), key: z.string() });

export const MonthlyLeavesOut = z.object({
  for_month: z.string(),
  count: z.number().int(),
  holidays: z.array(SynthesisHoliday),
  results: z.array(SynthesisLeaveRow),
});
export type MonthlyLeavesOut = z.infer<typeof MonthlyLeavesOut>;

/** The reminder's month (GET preview and POST send). */
export const ReminderQuery = z.object({ for_month: isoMonthSchema });
/** The most people one reminder names (a company's whole staff, with room). */
export const REMINDER_CHOICE_MAX = 10_000;
/**
 * `force`: send also to those already reminded today (the web app asks the sender to confirm first); without it a
 * person gets at most one reminder a day (issue 21).
 */
export const ReminderInput = z.object({
  for_month: isoMonthSchema,
  force: z.boolean().optional().default(false),
  /**
   * Accounting's choice among the recipients (issue 25): only these get it; an id that is not a recipient now (their
   * report was sent meanwhile, or they are not the viewer's) is left out. Absent: every recipient.
   */
  user_ids: z.array(idSchema).max(REMINDER_CHOICE_MAX).optional(),
});
export type ReminderInput = z.input<typeof ReminderInput>;

export const ReminderRecipient = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** Empty when the employee has no address: the send reports them failed. */
  email: z.string(),
  report: SynthesisReport,
  /** Already reminded today (Paris day): the send skips them unless forced. */
  reminded_today: z.boolean(),
});

/** The preview: who gets the reminder and the mail as it will leave (subject without the company's prefix). */
export const ReminderPreviewOut = z.object({
  for_month: z.string(),
  subject: z.string(),
  text: z.string(),
  recipients: z.array(ReminderRecipient),
});
export type ReminderPreviewOut = z.infer<typeof ReminderPreviewOut>;

/** What became of one recipient's reminder. */
export const REMINDER_OUTCOMES = ['sent', 'failed', 'already_reminded'] as const;

/**
 * The send's answer: one line per recipient, sent, failed (no usable address) or skipped as already reminded today,
 * the last two with the coded message to show (`error`).
 */
export const ReminderSendOut = z.object({
  for_month: z.string(),
  sent: z.number().int(),
  failed: z.number().int(),
  already_reminded: z.number().int(),
  results: z.array(
    z.object({
      user_id: idSchema,
      email: z.string(),
      sent: z.boolean(),
      status: z.enum(REMINDER_OUTCOMES),
      error: z.object({ code: z.string(), detail: z.string(), params: z.record(z.string(), z.string()) }).nullable(),
    }),
  ),
});
export type ReminderSendOut = z.infer<typeof ReminderSendOut>;

/**
 * GET monthly_summary/export-check/?for_month=YYYY-MM (issue 25): before a payroll or overtime export, the people of
 * the month whose activity report is not validated (missing, draft, sent, suspended or refused), by last name.
 */
export const ExportCheckOut = z.object({
  for_month: z.string(),
  not_validated: z.array(
    z.object({ user_id: idSchema, first_name: z.string(), last_name: z.string(), report: SynthesisReport }),
  ),
});
export type ExportCheckOut = z.infer<typeof ExportCheckOut>;

/** GET exports/monthly|overtime/{pluginId}/?for_month=YYYY-MM. */
export const SynthesisExportQuery = z.object({ for_month: isoMonthSchema });
export type SynthesisExportQuery = z.infer<typeof SynthesisExportQuery>;
