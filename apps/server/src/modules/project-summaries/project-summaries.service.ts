import {
  addDays,
  type BudgetOut,
  budgetFigures,
  type DayFigures,
  dayFigures,
  FINEST_GRID,
  type IsoDate,
  monthBounds,
  monthsOfPeriod,
  type ProjectSummaryRow,
  type ProjectViewOut,
  type SummaryDatatableOut,
  type SummaryGroup,
  type SummaryPeriod,
  type SummaryTableRow,
} from '@staff/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { budgetConsumption, type Consumption } from '../projects';
import { groupedFigures, projectInScope } from './project-summaries.details.queries';
import { projectsSummary } from './project-summaries.queries';
import type { SummaryScope } from './project-summaries.scope';

/** The summaries as the screens show them: SQL's slot sums turned into man-days by the shared rules. */

/** The billable split of slot sums in the finest grid (the shared dayFigures, on the billable and the other slots). */
export function figuresOf(finest: number | string, billable: number | string): DayFigures {
  const all = Number(finest);
  const charged = Number(billable);
  return dayFigures([
    { slots: charged, slices: FINEST_GRID, chargeable: true },
    { slots: all - charged, slices: FINEST_GRID, chargeable: false },
  ]);
}

type ProjectBase = NonNullable<Awaited<ReturnType<typeof projectInScope>>>;

/** The budget of a project as of the period's end (null without one). */
function budgetOf(project: ProjectBase, consumption: Consumption | undefined, today: IsoDate): BudgetOut | null {
  return budgetFigures({
    budget_days: project.budget_days === null ? null : Number(project.budget_days),
    end_date: project.end_date,
    consumed_days: consumption?.consumed_days ?? 0,
    first_day: consumption?.first_day ?? null,
    today,
  });
}

export function presentProjectRow(
  project: ProjectBase,
  figures: DayFigures & { members: number },
  budget: BudgetOut | null,
): ProjectSummaryRow {
  return {
    id: project.id,
    name: project.name,
    color: project.color,
    chargeable: project.chargeable,
    customer_model:
      project.customer_id === null ? null : { id: project.customer_id, name: project.customer_name ?? '' },
    service_model: project.service_id === null ? null : { id: project.service_id, name: project.service_name ?? '' },
    worktime: figures.worktime,
    noneworktime: figures.noneworktime,
    total: figures.total,
    nbrmembers: figures.members,
    budget,
  };
}

/** The consumption of the budgeted projects among some rows, up to the period's end: one statement. */
async function consumptionOf(db: Db, scope: SummaryScope, rows: ProjectBase[], period: SummaryPeriod) {
  const budgeted = rows.filter((r) => r.budget_days !== null).map((r) => r.id);
  return budgetConsumption(db, scope.companyId, budgeted, {
    until: period.to,
    includeSubmitted: period.include_submitted,
  });
}

/** GET projects-summary/ (and the export's projects): a page of project rows with their budgets. */
export async function projectSummaryPage(
  db: Db,
  scope: SummaryScope,
  q: Parameters<typeof projectsSummary>[2],
  today: IsoDate,
) {
  const rows = await projectsSummary(db, scope, q);
  const consumption = await consumptionOf(db, scope, rows, q);
  return {
    count: rows[0]?.full_count ?? 0,
    results: rows.map((r) =>
      presentProjectRow(
        r,
        { ...figuresOf(r.finest, r.billable), members: r.members },
        budgetOf(r, consumption.get(r.id), today),
      ),
    ),
  };
}

const byName = (a: { name: string | null }, b: { name: string | null }) =>
  a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name, 'fr') || 0;

/** GET project-summary-datatable/: the details table (chart=0) or the months of each row (chart=1). */
export async function summaryDatatable(
  db: Db,
  scope: SummaryScope,
  q: SummaryPeriod & { customer?: number; project?: number; owner?: number; group_by: SummaryGroup; chart: '0' | '1' },
): Promise<SummaryDatatableOut> {
  const byMonth = q.chart === '1';
  const { rows, names } = await groupedFigures(db, scope, { ...q, byMonth });
  const groups = new Map<number | null, { finest: number; billable: number; months: Map<string, [number, number]> }>();
  const sums = { finest: 0, billable: 0 };
  for (const row of rows) {
    sums.finest += Number(row.finest);
    sums.billable += Number(row.billable);
    const group = groups.get(row.key) ?? { finest: 0, billable: 0, months: new Map() };
    group.finest += Number(row.finest);
    group.billable += Number(row.billable);
    if (byMonth) group.months.set(row.month, [Number(row.finest), Number(row.billable)]);
    groups.set(row.key, group);
  }
  const range = (finest: number, billable: number) => {
    const f = figuresOf(finest, billable);
    return { days: f.total, non_billed_days: f.noneworktime };
  };
  const tableRows: (SummaryTableRow & { months: Map<string, [number, number]> })[] = [...groups].map(([id, g]) => ({
    id,
    name: id === null ? null : (names.get(id) ?? null),
    ...range(g.finest, g.billable),
    months: g.months,
  }));
  tableRows.sort(byName);
  const months = byMonth ? monthsOfPeriod(q.from, q.to) : [];
  return {
    group_by: q.group_by,
    total: range(sums.finest, sums.billable),
    rows: byMonth ? [] : tableRows.map(({ months: _, ...row }) => row),
    months,
    series: byMonth
      ? tableRows.map((row) => ({
          id: row.id,
          name: row.name,
          months: months.map((month) => {
            const [finest, billable] = row.months.get(month) ?? [0, 0];
            return { month, ...range(finest, billable) };
          }),
        }))
      : [],
  };
}

/**
 * The project view's period: the one asked; without any, the 12 months ending with today's month; with one end only,
 * the year that begins or ends there (always within PROJECT_SUMMARY_MAX_DAYS).
 */
export function projectViewPeriod(q: { from?: IsoDate; to?: IsoDate }, today: IsoDate): { from: IsoDate; to: IsoDate } {
  if (q.from && q.to) return { from: q.from, to: q.to };
  if (q.from) return { from: q.from, to: addDays(addYear(q.from, 1), -1) };
  if (q.to) return { from: addDays(addYear(q.to, -1), 1), to: q.to };
  const to = monthBounds(today).last;
  return { from: addDays(addYear(to, -1), 1), to };
}

/** The same day a year later or earlier (29 February → 28 February or 1 March, as Date.UTC rolls it). */
const addYear = (date: IsoDate, years: number): IsoDate =>
  new Date(Date.UTC(Number(date.slice(0, 4)) + years, Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))))
    .toISOString()
    .slice(0, 10);

/** GET project-view/{id}/: the project's row, its months and its people over the period (404 outside the scope). */
export async function projectView(
  db: Db,
  scope: SummaryScope,
  id: number,
  period: SummaryPeriod,
  today: IsoDate,
): Promise<ProjectViewOut> {
  const project = await projectInScope(db, scope, id);
  if (!project) throw notFound();
  const [byMonth, byMember, consumption] = await Promise.all([
    summaryDatatable(db, scope, { ...period, project: id, group_by: 'project', chart: '1' }),
    summaryDatatable(db, scope, { ...period, project: id, group_by: 'employee', chart: '0' }),
    consumptionOf(db, scope, [project], period),
  ]);
  const total = byMonth.total;
  const figures = {
    total: total.days,
    noneworktime: total.non_billed_days,
    worktime: Math.round((total.days - total.non_billed_days) * 100) / 100,
    members: byMember.rows.length,
  };
  return {
    project: presentProjectRow(project, figures, budgetOf(project, consumption.get(id), today)),
    from: period.from,
    to: period.to,
    months: byMonth.series[0]?.months ?? byMonth.months.map((month) => ({ month, days: 0, non_billed_days: 0 })),
    members: byMember.rows,
  };
}
