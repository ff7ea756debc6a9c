import { z } from 'zod';
import { isDateInRange } from '../calendar/dates';
import { isoDateSchema } from '../calendar/schemas';
import { queryIdSchema } from '../ids';
import { PageQuery, queryBoolean } from '../lists/schemas';
import { plainText, TEXT_LIMITS } from '../text/schemas';
import { PROJECT_SUMMARY_MESSAGES as M } from './messages';
import { PROJECT_SUMMARY_MAX_DAYS, periodLength } from './rules';

/**
 * The wire contract of the project summaries (spec/2 §2.5, §3 "Project summary row", §7.3; issue 27):
 * docs/api-project-summaries.md lists the routes. Days are man-days to 2 decimals; `worktime` is the billable part
 * (days on chargeable projects), `noneworktime` the rest, `total` both.
 */

/**
 * The period (both days included) and which reports count: validated ones only by default, also the sent ones
 * (`include_submitted`) when the screen's choice says so. At most PROJECT_SUMMARY_MAX_DAYS days.
 */
const periodFields = {
  from: isoDateSchema,
  to: isoDateSchema,
  include_submitted: queryBoolean.optional().default(false),
};
export type SummaryPeriod = { from: string; to: string; include_submitted: boolean };

function checkPeriod(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  // A date its own schema refused has its message already.
  if (!q.from || !q.to || !isDateInRange(q.from) || !isDateInRange(q.to)) return;
  if (q.to < q.from) ctx.addIssue({ code: 'custom', message: M.rangeInvalid, path: ['to'] });
  else if (periodLength(q.from, q.to) > PROJECT_SUMMARY_MAX_DAYS)
    ctx.addIssue({ code: 'custom', message: M.rangeTooLong, path: ['to'] });
}

/** A query with the period's fields and check. */
const withPeriod = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, ...periodFields }).superRefine((q, ctx) => checkPeriod(q as Partial<SummaryPeriod>, ctx));

/** The period alone. */
export const SummaryPeriodQuery = withPeriod({});

/** Orderings of the summaries: name (default) and worktime, either way (spec/2 §2.5). */
export const SUMMARY_ORDERINGS = ['name', '-name', 'worktime', '-worktime'] as const;
const ordering = z.enum(SUMMARY_ORDERINGS).optional().default('name');

/** A customer filter: a customer's id, or `0` for the projects without customer (the summary's `id: null` row). */
const customerFilter = z.union([z.literal('0').transform(() => 0), queryIdSchema]);

const pageShape = PageQuery.omit({ ordering: true, search: true }).shape;
const nameFilter = plainText(TEXT_LIMITS.search).optional();

/** Budget figures of one project (issue 27 "Budgets"), null on a project without a budget. */
export const BudgetOut = z.object({
  /** The days sold. */
  budget_days: z.number(),
  /** Days of counted reports on the project, all time up to the period's end. */
  consumed_days: z.number(),
  /** budget − consumed, below 0 when overrun. */
  remaining_days: z.number(),
  /** consumed ÷ budget × 100, rounded to a whole percent (above 100 when overrun). */
  percent: z.number(),
  end_date: z.string().nullable(),
  /** At the pace since the first counted day: the day the budget runs out (null: no pace yet, or already out). */
  forecast_exhausted_on: z.string().nullable(),
  /** At the same pace: the days consumed on the end date (null without end date or pace). */
  forecast_at_end_date: z.number().nullable(),
});
export type BudgetOut = z.infer<typeof BudgetOut>;

/** Man-days of a row: billable (worktime), non-billable (noneworktime) and both. */
const dayFigures = {
  worktime: z.number(),
  noneworktime: z.number(),
  total: z.number(),
};

/**
 * GET projects-summary/: one row per project; `customer_id` keeps one customer's (spec/2 §2.5 third route), `0` the
 * projects without customer.
 */
export const ProjectsSummaryQuery = withPeriod({
  ...pageShape,
  ordering,
  project_name: nameFilter,
  customer_id: customerFilter.optional(),
});
export type ProjectsSummaryQuery = z.infer<typeof ProjectsSummaryQuery>;

/** One project's row (spec/2 §3 "Project summary row"). */
export const ProjectSummaryRow = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  chargeable: z.boolean(),
  customer_model: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  service_model: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ...dayFigures,
  /** The people with days on it in the period. */
  nbrmembers: z.number().int(),
  budget: BudgetOut.nullable(),
});
export type ProjectSummaryRow = z.infer<typeof ProjectSummaryRow>;

/** GET project-summary-customer/: one row per customer (company projects and open activities under null). */
export const CustomerSummaryQuery = withPeriod({ ...pageShape, ordering, customer_name: nameFilter });
export type CustomerSummaryQuery = z.infer<typeof CustomerSummaryQuery>;

export const CustomerSummaryRow = z.object({
  /** null: the projects without customer (company projects and open activities), named by the web. */
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  ...dayFigures,
  /** Projects with days in the period. */
  nbrprojet: z.number().int(),
  nbrmembers: z.number().int(),
});
export type CustomerSummaryRow = z.infer<typeof CustomerSummaryRow>;

/** GET project-summary-salary/: one row per employee; `name` filters on first or last name. */
export const SalarySummaryQuery = withPeriod({ ...pageShape, ordering, name: nameFilter });
export type SalarySummaryQuery = z.infer<typeof SalarySummaryQuery>;

export const SalarySummaryRow = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  employee_number: z.string().nullable(),
  /** "Last First", what the name ordering sorts on. */
  name: z.string(),
  ...dayFigures,
  nbrproject: z.number().int(),
});
export type SalarySummaryRow = z.infer<typeof SalarySummaryRow>;

/** What the details modal groups by (spec/2 §2.5 "by employee, project or customer"). */
export const SUMMARY_GROUPS = ['employee', 'project', 'customer'] as const;
export type SummaryGroup = (typeof SUMMARY_GROUPS)[number];

/**
 * GET project-summary-datatable/: the figures behind one row, filtered by `customer` (0: no customer), `project`,
 * `owner` (an employee), grouped by `group_by`; `chart=1` gives them month by month for the chart, `chart=0` the
 * table. The rows are bounded by the company's size, not paged.
 */
export const SummaryDatatableQuery = withPeriod({
  customer: customerFilter.optional(),
  project: queryIdSchema.optional(),
  owner: queryIdSchema.optional(),
  group_by: z.enum(SUMMARY_GROUPS).optional().default('project'),
  chart: z.enum(['0', '1']).optional().default('0'),
});
export type SummaryDatatableQuery = z.infer<typeof SummaryDatatableQuery>;

/** Days and non-billed days (spec/2 §2.5 "days and non-billed days per range"). */
const rangeFigures = { days: z.number(), non_billed_days: z.number() };

export const SummaryTableRow = z.object({
  /** The employee's, project's or customer's id (null: no customer). */
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  ...rangeFigures,
});
export type SummaryTableRow = z.infer<typeof SummaryTableRow>;

/** One month of one series; the months run over the whole period, empty months at 0. */
export const SummaryMonth = z.object({ month: z.string(), ...rangeFigures });
export type SummaryMonth = z.infer<typeof SummaryMonth>;

export const SummarySeries = SummaryTableRow.omit({ days: true, non_billed_days: true }).extend({
  months: z.array(SummaryMonth),
});
export type SummarySeries = z.infer<typeof SummarySeries>;

/** chart=0: `rows` (sorted by name) and their total; chart=1: `months` (YYYY-MM) and one series per row. */
export const SummaryDatatableOut = z.object({
  group_by: z.enum(SUMMARY_GROUPS),
  total: z.object(rangeFigures),
  rows: z.array(SummaryTableRow),
  months: z.array(z.string()),
  series: z.array(SummarySeries),
});
export type SummaryDatatableOut = z.infer<typeof SummaryDatatableOut>;

/** GET project-view/{id}/: the period is optional, the 12 months ending with this month by default. */
export const ProjectViewQuery = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    include_submitted: queryBoolean.optional().default(false),
  })
  .superRefine(checkPeriod);
export type ProjectViewQuery = z.infer<typeof ProjectViewQuery>;

/** The project view (spec/2 §2.5): the project's row, its months for the bar chart and its people for the tables. */
export const ProjectViewOut = z.object({
  project: ProjectSummaryRow,
  from: z.string(),
  to: z.string(),
  months: z.array(SummaryMonth),
  members: z.array(SummaryTableRow),
});
export type ProjectViewOut = z.infer<typeof ProjectViewOut>;

/** GET project-summary-activities/: the activities one figure is made of (issue 27 "Click through"), paged. */
export const SummaryActivitiesQuery = withPeriod({
  ...pageShape,
  project: queryIdSchema.optional(),
  customer: customerFilter.optional(),
  owner: queryIdSchema.optional(),
});
export type SummaryActivitiesQuery = z.infer<typeof SummaryActivitiesQuery>;

export const SummaryActivityRow = z.object({
  id: z.number().int(),
  owner: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  project: z.object({ id: z.number().int(), name: z.string(), chargeable: z.boolean() }),
  begin_date: z.string(),
  begin_slice: z.number().int(),
  end_date: z.string(),
  end_slice: z.number().int(),
  slices_per_day: z.number().int(),
  days: z.number(),
  report: z.object({ id: z.number().int(), status: z.string() }),
  description: z.string().nullable(),
});
export type SummaryActivityRow = z.infer<typeof SummaryActivityRow>;

/** GET /api/export/projects-summary/?kind=customer|salary&from&to: the XLSX named by Content-Disposition. */
export const SUMMARY_EXPORT_KINDS = ['customer', 'salary'] as const;
export const SummaryExportQuery = withPeriod({ kind: z.enum(SUMMARY_EXPORT_KINDS) });
export type SummaryExportQuery = z.infer<typeof SummaryExportQuery>;

/** The budget fields of POST and PUT project/ (issue 27): man-days with 2 decimals and an optional end date. */
export const PROJECT_BUDGET_MAX_DAYS = 100_000;
export const ProjectBudgetInput = z.object({
  budget_days: z
    .number({ error: M.budgetInvalid })
    .gt(0, { error: M.budgetInvalid })
    .max(PROJECT_BUDGET_MAX_DAYS, { error: M.budgetInvalid })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: M.budgetInvalid })
    .nullish()
    .transform((v) => v ?? null),
  end_date: isoDateSchema.nullish().transform((v) => v ?? null),
});
export type ProjectBudgetInput = z.input<typeof ProjectBudgetInput>;
