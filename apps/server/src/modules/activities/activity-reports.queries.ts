import {
  type ActivityReportListQuery,
  type ActivityReportOut,
  availableActivityReportActions,
  daysOfReport,
  isActivityReportEditable,
  isoWeekOf,
  monthBounds,
  periodOfRow,
  type ReportLeave,
  reportTotals,
  type SliceSpan,
} from '@staff/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { RecordLoader } from '../../platform/access';
import { countOfList, orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import { type ReportLeaveRow, reportLeavesOf } from './activities.leaves';
import { activities, activityOvertimes, activityReports, activitySpan } from './activities.tables';
import { type ActivityReportRow, type ReportActor, reportPolicy } from './activity-reports.policy';

/**
 * The reads of activity reports: the list (filters, ordering and paging in SQL, what the viewer may see in the WHERE)
 * and the live totals of any number of reports in a constant number of statements (their activities' spans, their
 * owners' leaves): the year's home and the back office read twelve or a hundred reports the same way.
 */

/** A report with what every answer shows of its owner and whether it declares overtime. */
export type ReportWithOwner = ActivityReportRow & {
  owner_first_name: string;
  owner_last_name: string;
  owner_employee_number: string | null;
  has_overtime: boolean;
  /** The whole month's overtime, in minutes (the list shows it as hours). */
  overtime_minutes: number;
};

const hasOvertime = sql<boolean>`EXISTS (SELECT 1 FROM ${activityOvertimes} o JOIN ${activities} a ON a.id = o.activity_id
  WHERE a.report_id = ${activityReports.id})`;
const overtimeMinutes = sql<number>`(SELECT coalesce(sum(o.minutes), 0) FROM ${activityOvertimes} o
  JOIN ${activities} a ON a.id = o.activity_id WHERE a.report_id = ${activityReports.id})`.mapWith(Number);

function selectReports(db: Db) {
  return db
    .select({
      report: activityReports,
      owner_first_name: users.first_name,
      owner_last_name: users.last_name,
      owner_employee_number: users.employee_number,
      has_overtime: hasOvertime,
      overtime_minutes: overtimeMinutes,
    })
    .from(activityReports)
    .innerJoin(users, eq(users.id, activityReports.owner_id));
}

const flatten = (r: Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number]): ReportWithOwner => ({
  ...r.report,
  owner_first_name: r.owner_first_name,
  owner_last_name: r.owner_last_name,
  owner_employee_number: r.owner_employee_number,
  has_overtime: r.has_overtime,
  overtime_minutes: r.overtime_minutes,
});

/** One report of the company with its owner's names (one statement); undefined when there is none. */
export async function reportWithOwner(db: Db, companyId: number, id: number): Promise<ReportWithOwner | undefined> {
  const [row] = await selectReports(db).where(inCompany(activityReports, companyId, [eq(activityReports.id, id)]));
  return row && flatten(row);
}

/**
 * The access hook's check of the routes on one report that answer it (`loadRecord`): the report within the company
 * with its owner's names, in one statement, kept so that the policy and the handler do not read it again.
 */
export const loadReportWithOwnerOfRequest: RecordLoader = async (db, request, id, companyId) => {
  const row = await reportWithOwner(db, companyId, id);
  if (!row) return false;
  reportPolicy.remember(request, row);
  return true;
};

/** The report the access hook loaded with its owner (readers only: writers read it again under its lock). */
export function reportWithOwnerOfRequest(request: FastifyRequest): ReportWithOwner | undefined {
  const report = reportPolicy.recordOf(request);
  // The routes on one activity keep the report without its owner (reportPolicy.loadRecord).
  return report && 'owner_first_name' in report ? (report as ReportWithOwner) : undefined;
}

const SORTS = {
  date: activityReports.month,
  status: activityReports.status,
  owner: foldedColumn(sql`${users.last_name} || ' ' || ${users.first_name}`),
  employee_number: users.employee_number,
  validation_date: activityReports.validation_date,
  modified: activityReports.modified,
};

function listWhere(actor: ReportActor, q: ActivityReportListQuery): SQL {
  const where: (SQL | undefined)[] = reportPolicy.listFilters(actor, q);
  if (q.date) where.push(eq(activityReports.month, `${q.date}-01`));
  if (q.status) where.push(eq(activityReports.status, q.status));
  if (q.employee_number) where.push(eq(users.employee_number, q.employee_number));
  const term = q.names || q.search;
  if (term) where.push(sql`${users.search_text} LIKE ${containsPattern(term)}`);
  if (q.has_overtime !== undefined) where.push(q.has_overtime ? hasOvertime : sql`NOT ${hasOvertime}`);
  return and(...where)!;
}

/**
 * A page of the reports the viewer may see and the count of them all. The count runs only when the page cannot tell
 * it (a full page, or an empty one past the start), as for the leaves: the year's home is one statement.
 */
export async function listReports(
  db: Db,
  actor: ReportActor,
  q: ActivityReportListQuery,
): Promise<{ count: number; rows: ReportWithOwner[] }> {
  const where = listWhere(actor, q);
  const rows = (
    await selectReports(db)
      .where(where)
      .orderBy(...orderBy(q.ordering, SORTS, '-date', activityReports.id))
      .limit(q.limit)
      .offset(q.offset)
  ).map(flatten);
  return { count: await countOfList(rows, q, () => reportPolicy.countWhere(db, where)), rows };
}

/** The activities' extents of some reports, grouped by report: one statement. */
async function spansOfReports(db: Db, companyId: number, reportIds: number[]): Promise<Map<number, SliceSpan[]>> {
  const byReport = new Map<number, SliceSpan[]>(reportIds.map((id) => [id, []]));
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .select(activitySpan)
    .from(activities)
    .where(inCompany(activities, companyId, [inArray(activities.report_id, reportIds)]));
  for (const { report_id, ...span } of rows) byReport.get(report_id)?.push(span);
  return byReport;
}

/** The leaves of the reports' owners over the months they span: one statement (reportLeavesOf). */
export async function leavesOfReports(
  db: Db,
  companyId: number,
  reports: readonly Pick<ActivityReportRow, 'owner_id' | 'month'>[],
): Promise<ReportLeaveRow[]> {
  if (reports.length === 0) return [];
  const months = reports.map((r) => r.month).sort();
  const range = { from: months[0]!, to: monthBounds(months[months.length - 1]!).last };
  return reportLeavesOf(db, companyId, [...new Set(reports.map((r) => r.owner_id))], range);
}

/** The leaves of one owner that meet one month, as reportTotals reads them. */
export function leavesOfMonth(leaves: readonly ReportLeaveRow[], ownerId: number, month: string): ReportLeaveRow[] {
  const { first, last } = monthBounds(month);
  return leaves.filter((l) => l.owner_id === ownerId && l.begin_date <= last && l.end_date >= first);
}

export const capOf = (report: Pick<ActivityReportRow, 'max_worked_days' | 'can_overflow_max_worked_days'>) => ({
  max_worked_days_per_month: report.max_worked_days,
  can_overflow_max_worked_days: report.can_overflow_max_worked_days,
});

/** The figures of one report (a month, or a week part), live: from its activities and its owner's leaves as they are now. */
export function totalsOf(report: ActivityReportRow, spans: readonly SliceSpan[], leaves: readonly ReportLeave[]) {
  return reportTotals({
    month: report.month,
    days: report.week_start_day === 0 ? undefined : daysOfReport(report),
    slices: report.slices_per_day,
    activities: spans,
    leaves,
    cap: capOf(report),
  });
}

/** A report as the wire gives it, for this viewer. */
export function presentReport(
  report: ReportWithOwner,
  totals: ReturnType<typeof totalsOf>,
  actor: ReportActor,
): ActivityReportOut {
  const role = reportPolicy.role(actor, report.owner_id);
  const days = daysOfReport(report);
  return {
    id: report.id,
    owner: report.owner_id,
    owner_object: {
      id: report.owner_id,
      first_name: report.owner_first_name,
      last_name: report.owner_last_name,
      employee_number: report.owner_employee_number,
    },
    date: report.month,
    status: report.status,
    slices_per_day: report.slices_per_day,
    period: periodOfRow(report),
    first_day: days.first,
    last_day: days.last,
    week: report.week_start_day === 0 ? null : isoWeekOf(days.first).week,
    total_working_days: totals.expectedDays,
    max_worked_days: report.max_worked_days,
    can_overflow_max_worked_days: report.can_overflow_max_worked_days,
    has_overtime: report.has_overtime,
    overtime_minutes: report.overtime_minutes,
    remark: report.remark,
    validation_date: report.validation_date?.toISOString() ?? null,
    refusal_reason: report.refusal_reason,
    total: {
      workingDays: totals.workingDays,
      leaveDays: totals.leaveDays,
      emptyDays: totals.emptyDays,
      notValidatedLeaveDays: totals.notValidatedLeaveDays,
    },
    actions: availableActivityReportActions(report, role),
    editable: role.isOwner && isActivityReportEditable(report.status),
    modified: report.modified.toISOString(),
  };
}

/**
 * Reports as the wire gives them, each with its live totals: two statements whatever their number (the activities'
 * spans of all of them, the leaves of all their owners), none when there are no reports.
 */
export async function presentReports(
  db: Db,
  actor: ReportActor,
  reports: readonly ReportWithOwner[],
): Promise<ActivityReportOut[]> {
  if (reports.length === 0) return [];
  const spans = await spansOfReports(
    db,
    actor.companyId,
    reports.map((r) => r.id),
  );
  const leaves = await leavesOfReports(db, actor.companyId, reports);
  return reports.map((report) =>
    presentReport(
      report,
      totalsOf(report, spans.get(report.id) ?? [], leavesOfMonth(leaves, report.owner_id, report.month)),
      actor,
    ),
  );
}

/** The company's PDF file name format and footer (general preferences): one statement. */
export async function companyPdfSettings(db: Db, companyId: number) {
  const [row] = await db
    .select({ preferences: companies.preferences })
    .from(companies)
    .where(eq(companies.id, companyId));
  const general = row?.preferences.general;
  return { pdfNameFormat: general?.pdf_name_format, footer: general?.pdf_footer_center?.trim() || null };
}

/**
 * The validator's inbox figures of some reports of the company (issue 25): worked days, live as every answer gives
 * them, and overtime minutes. Three statements whatever their number (the reports, their spans, their owners' leaves).
 */
export async function reportFigures(
  db: Db,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, { workedDays: number; overtimeMinutes: number }>> {
  const figures = new Map<number, { workedDays: number; overtimeMinutes: number }>();
  if (ids.length === 0) return figures;
  const reports = (
    await selectReports(db).where(inCompany(activityReports, companyId, [inArray(activityReports.id, [...ids])]))
  ).map(flatten);
  const spans = await spansOfReports(db, companyId, [...ids]);
  const leaves = await leavesOfReports(db, companyId, reports);
  for (const report of reports) {
    const totals = totalsOf(report, spans.get(report.id) ?? [], leavesOfMonth(leaves, report.owner_id, report.month));
    figures.set(report.id, { workedDays: totals.workingDays, overtimeMinutes: report.overtime_minutes });
  }
  return figures;
}
