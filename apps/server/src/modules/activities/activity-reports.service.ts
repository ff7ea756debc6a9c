import {
  ACTIVITY_FIRST_YEAR,
  ACTIVITY_REPORT_TRANSITIONS,
  type ActivityReportCreateInput,
  type ActivityReportDetailOut,
  type ActivityReportSendInput,
  type ActivityReportStatus,
  hasPermission,
  periodColumnsOf,
  periodOfRow,
  type WellnessPeriod,
} from '@staff/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { type CompanyAuth, featureDisabled } from '../../platform/access';
import { now, todayInParis } from '../../platform/clock';
import { appError, fieldError, notFound } from '../../platform/errors';
import { LOCK_NAMESPACE, lockKey } from '../../platform/locks';
import { refusalColumns } from '../../platform/mail/refusal-mail';
import { companies } from '../companies/companies.tables';
import { contracts } from '../contracts/contracts.tables';
import { checkReportBudgets } from '../projects';
import { users } from '../users/users.tables';
import { wellnessMarks } from '../wellness/wellness.tables';
import { activitiesOfReports } from './activities.queries';
import { reportSpans } from './activities.slots';
import { activityReports } from './activities.tables';
import { mailReportRefused, mailReportSent } from './activity-reports.mails';
import { type ActivityReportRow, type ReportActor, reportActorOf, reportPolicy } from './activity-reports.policy';
import {
  leavesOfMonth,
  leavesOfReports,
  presentReport,
  type ReportWithOwner,
  reportFigures,
  reportWithOwner,
  totalsOf,
} from './activity-reports.queries';

/**
 * The writes on activity reports (creating the month, the remark, the status machine, sending with its wellness mark
 * and mail) and the detail read. One transaction per operation; a writer locks the report row, then checks.
 */
export type ReportContext = ReportActor & { auth: CompanyAuth; publicUrl: string };

/** The months a report may be made for: January 2015 to December of the current year, in Paris. */
export function monthOfReport(date: string, today = todayInParis()): string {
  const month = `${date.slice(0, 7)}-01`;
  if (month < `${ACTIVITY_FIRST_YEAR}-01-01` || month > `${today.slice(0, 4)}-12-01`) {
    throw fieldError('date', 'activity.reportMonthInvalid');
  }
  return month;
}

/** The company's grid and period and the owner's contract cap, as a new report takes them: one statement. */
export async function reportSettings(tx: Db, companyId: number, ownerId: number) {
  const [row] = await tx
    .select({
      preferences: companies.preferences,
      max_worked_days: contracts.max_worked_days_per_month,
      can_overflow: contracts.can_overflow_max_worked_days,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.company_id))
    .leftJoin(contracts, and(eq(contracts.id, users.contract_id), eq(contracts.company_id, users.company_id)))
    .where(inCompany(users, companyId, [eq(users.id, ownerId)]));
  if (!row) throw notFound();
  return {
    period: row.preferences.activity?.report_period ?? 'month',
    frozen: {
      slices_per_day: row.preferences.activity?.slices_per_day ?? 2,
      // No contract: no cap (the month's business days).
      max_worked_days: row.max_worked_days ?? null,
      can_overflow_max_worked_days: row.can_overflow ?? true,
    },
  };
}

/** The owner's reports of a month, in period order (one, or its weeks): one statement. */
function reportsOfOwnerMonth(tx: Db, companyId: number, ownerId: number, month: string) {
  return tx
    .select({
      id: activityReports.id,
      week_start_day: activityReports.week_start_day,
      slices_per_day: activityReports.slices_per_day,
      max_worked_days: activityReports.max_worked_days,
      can_overflow_max_worked_days: activityReports.can_overflow_max_worked_days,
    })
    .from(activityReports)
    .where(
      inCompany(activityReports, companyId, [eq(activityReports.owner_id, ownerId), eq(activityReports.month, month)]),
    )
    .orderBy(asc(activityReports.week_start_day));
}

/**
 * What a new report of the owner's month takes: the period its reports already have (a month is one report or weeks,
 * never both: the synthesis adds what falls in it, so a change of the company's setting acts on months not yet begun)
 * and the grid and cap its weeks share (the synthesis counts the month's weeks on one grid); else the company's.
 */
function periodAndFrozenOf(
  reports: Awaited<ReturnType<typeof reportsOfOwnerMonth>>,
  settings: Awaited<ReturnType<typeof reportSettings>>,
) {
  const [first] = reports;
  if (!first) return settings;
  const { id: _, week_start_day, ...frozen } = first;
  return { period: periodOfRow({ week_start_day }), frozen };
}

/**
 * The viewer's report of the period of `date` (its month, or its week's part of the month): created (true) with the
 * company's slices and the contract's cap frozen, or the one the period already has (false). The period is the one
 * the owner's month already has, else the company's. The owner's lock makes the month's period and the insert one
 * step; INSERT … ON CONFLICT on the unique (owner, month, week_start_day) index: of twenty racing requests one
 * inserts, the others find its row, and none fails.
 */
export async function createReport(
  db: Database,
  ctx: ReportContext,
  input: z.output<typeof ActivityReportCreateInput>,
): Promise<{ id: number; created: boolean }> {
  const month = monthOfReport(input.date);
  return db.transaction(async (tx) => {
    await lockKey(tx, LOCK_NAMESPACE.activityReportOwnerMonth, ctx.userId);
    const settings = await reportSettings(tx, ctx.companyId, ctx.userId);
    const reports = await reportsOfOwnerMonth(tx, ctx.companyId, ctx.userId, month);
    const { period, frozen } = periodAndFrozenOf(reports, settings);
    const columns = periodColumnsOf(period, input.date);
    const [inserted] = await tx
      .insert(activityReports)
      .values({ company_id: ctx.companyId, owner_id: ctx.userId, ...columns, ...frozen })
      .onConflictDoNothing({
        target: [activityReports.owner_id, activityReports.month, activityReports.week_start_day],
      })
      .returning({ id: activityReports.id });
    if (inserted) return { id: inserted.id, created: true };
    // Under the owner's lock the period's report, when there is one, was read above.
    const existing = reports.find((r) => r.week_start_day === columns.week_start_day);
    if (!existing) throw notFound();
    return { id: existing.id, created: false };
  });
}

/** The locked report of the company that the actor may see; 404 otherwise. */
const lockVisible = (tx: Db, ctx: ReportContext, id: number) => reportPolicy.load(tx, ctx, id, 'read', true);

/** PUT {remark}: the owner's draft only (403 for a validator, 409 activity.notEditable once sent). */
export async function updateRemark(db: Database, ctx: ReportContext, id: number, remark: string | null | undefined) {
  await db.transaction(async (tx) => {
    const report = await lockVisible(tx, ctx, id);
    reportPolicy.authorize(ctx, report, 'edit');
    await tx
      .update(activityReports)
      .set({ remark: remark?.trim() ? remark : null, modified: sql`now()` })
      .where(inCompany(activityReports, ctx.companyId, [eq(activityReports.id, report.id)]));
  });
}

/** The mark of the month, one per report: a second send (after an unlock) replaces the first. */
async function saveMark(tx: Db, report: ActivityReportRow, mark: number, period: WellnessPeriod) {
  const [row] = await tx
    .insert(wellnessMarks)
    .values({
      company_id: report.company_id,
      owner_id: report.owner_id,
      mark,
      wellness_period: period,
      activity_report_id: report.id,
      activity_date: report.month,
    })
    .onConflictDoUpdate({
      target: wellnessMarks.activity_report_id,
      targetWhere: sql`${wellnessMarks.activity_report_id} IS NOT NULL`,
      set: { mark, wellness_period: period, created: sql`now()` },
    })
    .returning();
  return row!;
}

/**
 * The contract's cap is a month's: a week is refused when the days worked in the owner's month, its other weeks as
 * they are now and this one, go over it (contract without overflow only). Three statements, none without a cap.
 */
async function monthExcessOfWeek(tx: Db, report: ActivityReportRow, totals: { workingDays: number }) {
  const max = report.max_worked_days;
  if (!max || report.can_overflow_max_worked_days) return 0;
  const month = await reportsOfOwnerMonth(tx, report.company_id, report.owner_id, report.month);
  const others = month.filter((r) => r.id !== report.id).map((r) => r.id);
  const figures = await reportFigures(tx, report.company_id, others);
  const elsewhere = [...figures.values()].reduce((sum, f) => sum + f.workedDays, 0);
  return Math.max(0, Math.round((elsewhere + totals.workingDays - max) * 100) / 100);
}

/**
 * Sending a locked draft (the transition is authorized already): refused with 400 activity.excessDays when the
 * contract forbids overflow and more days are worked than its cap; then the mark, the status with validation_date, and
 * the mail, all in the caller's transaction: a failure of any leaves nothing half-written.
 */
async function sendLocked(tx: Db, ctx: ReportContext, report: ActivityReportRow, mark: number | null | undefined) {
  const spans = await reportSpans(tx, report);
  const leaves = leavesOfMonth(await leavesOfReports(tx, ctx.companyId, [report]), report.owner_id, report.month);
  const totals = totalsOf(report, spans, leaves);
  const excessDays = report.week_start_day === 0 ? totals.excessDays : await monthExcessOfWeek(tx, report, totals);
  if (excessDays > 0) throw appError(400, 'activity.excessDays', { count: excessDays });
  if (mark !== null && mark !== undefined) {
    if (!ctx.auth.company.use_wellness) throw featureDisabled();
    await saveMark(tx, report, mark, 'wellness_month');
  }
  const sent = await reportPolicy.updateStatus(tx, report, 'submitted', { validation_date: now() });
  await mailReportSent(tx, {
    companyId: ctx.companyId,
    report: sent,
    workingDays: totals.workingDays,
    link: `${ctx.publicUrl}/activity/${report.id}`,
  });
}

/**
 * PATCH {status}: the shared machine decides (404 unseen, 403 never the actor's, 409 activity.statusForbidden from
 * this status); the row is locked, then the UPDATE is conditional on the status decided from. Sending this way is
 * sending without a mark.
 */
export async function changeReportStatus(
  db: Database,
  ctx: ReportContext,
  id: number,
  change: { status: ActivityReportStatus; reason?: string | null },
) {
  await db.transaction(async (tx) => {
    const report = await lockVisible(tx, ctx, id);
    const action = reportPolicy.transition(ctx, report, change.status);
    if (action === 'send') return sendLocked(tx, ctx, report, null);
    const decided = ACTIVITY_REPORT_TRANSITIONS[action].to;
    const after = await reportPolicy.updateStatus(tx, report, decided, refusalColumns(decided, change.reason));
    if (decided === 'refused') {
      await mailReportRefused(tx, { companyId: ctx.companyId, report: after, link: `${ctx.publicUrl}/activity/${id}` });
    }
    // Its days now count in the projects' budgets: a threshold reached mails their owners (issue 27).
    if (decided === 'accepted') await checkReportBudgets(tx, ctx.companyId, report.id);
  });
}

/** POST send_mail_cra/ {report, mark?}: the owner sends their draft, with the month's wellness mark if given. */
export async function sendReport(db: Database, ctx: ReportContext, input: z.output<typeof ActivityReportSendInput>) {
  await db.transaction(async (tx) => {
    const report = await lockVisible(tx, ctx, input.report);
    reportPolicy.transition(ctx, report, 'submitted');
    await sendLocked(tx, ctx, report, input.mark);
  });
}

/**
 * POST wellness/ naming a report (the wellness module's route): the month's mark of a report of the caller's own, as
 * the send modal gives it: 403 without `activities.create` or while the company does not use activities, 404 when the
 * caller may not see the report, 403 when it is someone else's they see; replaced when given again.
 */
export async function markReport(
  db: Database,
  request: FastifyRequest,
  reportId: number,
  mark: number,
  period: WellnessPeriod,
) {
  const ctx = await reportActorOf(db, request);
  if (!ctx.auth.company.use_activities) throw featureDisabled();
  if (!hasPermission(ctx.auth.permissions, 'activities.create')) throw appError(403, 'permission_denied');
  return db.transaction(async (tx) => {
    const report = await reportPolicy.load(tx, ctx, reportId, 'read', true);
    if (report.owner_id !== ctx.userId) throw appError(403, 'permission_denied');
    return saveMark(tx, report, mark, period);
  });
}

/**
 * GET activity-report/{id}/: the report with everything its page draws, read in a constant number of statements:
 * the report with its owner, its activities (with projects and overtime), its owner's leaves, its wellness mark.
 */
export async function reportDetail(
  db: Database,
  ctx: ReportContext,
  id: number,
  loaded?: ReportWithOwner,
): Promise<ActivityReportDetailOut> {
  const report = loaded ?? (await reportWithOwner(db, ctx.companyId, id));
  if (!report) throw notFound();
  reportPolicy.authorize(ctx, report, 'read');
  const byReport = await activitiesOfReports(db, ctx.companyId, [report.id]);
  const list = byReport.get(report.id) ?? [];
  const leaves = leavesOfMonth(await leavesOfReports(db, ctx.companyId, [report]), report.owner_id, report.month);
  const [mark] = await db
    .select({ mark: wellnessMarks.mark })
    .from(wellnessMarks)
    .where(inCompany(wellnessMarks, ctx.companyId, [eq(wellnessMarks.activity_report_id, report.id)]));
  const totals = totalsOf(report, list, leaves);
  const mine = report.owner_id === ctx.userId;
  const presented = presentReport(report, totals, ctx);
  return {
    ...presented,
    activities: list,
    leaves: leaves.map((l) => ({
      id: l.id,
      begin_date: l.begin_date,
      begin_period: l.begin_period,
      end_date: l.end_date,
      end_period: l.end_period,
      status: l.status,
      // A confidential type's name is its owner's only (docs/decisions/leaves.md "Leave privacy").
      type_name: l.display_as_confidential && !mine ? null : l.type_name,
      removable: l.removable && presented.editable,
    })),
    // The month's wellness mark is its owner's: a validator never reads it (docs/decisions/wellness.md "Privacy").
    wellness_mark: mine ? (mark?.mark ?? null) : null,
    expected_days: totals.expectedDays,
    excess_days: totals.excessDays,
    overlap_days: totals.overlapDays,
  };
}
