import {
  type ActivityFillFromTimeOut,
  daysOfReport,
  daysToWrite,
  type FillDay,
  freeSlicesOfDay,
  hasPermission,
  planFromTrackedTime,
  spansOf,
} from '@staff/shared';
import { between, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { type CompanyAuth, featureDisabled } from '../../platform/access';
import { conflict, forbidden } from '../../platform/errors';
import { projects } from '../projects/projects.tables';
import { timeEntries } from '../time-tracking/time-tracking.tables';
import { offeredProjectIds } from './activities.projects';
import { type ActivityActor, insertFilled } from './activities.service';
import { cutActivities, reportSlots, spanColumns, workingSlotsOfReport } from './activities.slots';
import { type ActivityReportRow, lockEditableReport } from './activity-reports.policy';

/**
 * The activity report filled from tracked time (issue 23, `activity-report/{id}/from-time-tracking/`): the month's
 * finished time entries of the report's owner, summed per day and project by the database, planned by the shared
 * `planFromTrackedTime` (rounded to the report's slices, leaves, holidays and weekends left out) and, on POST, written
 * in one transaction. Only the owner reaches here (the routes check the time-tracking flag and permission, the policy
 * the owner and the draft).
 */

/**
 * The routes are the activities' (their flag and permissions); filling from tracked time also needs the company to use
 * time tracking (else 403 feature_disabled, as the access hook answers) and the caller to track time.
 */
export function requireTimeTracking(auth: CompanyAuth): void {
  if (!auth.company.use_time_tracking) throw featureDisabled();
  if (!hasPermission(auth.permissions, 'time_tracking.create')) throw forbidden();
}

/** The month's tracked seconds of the report's owner per day and project (one statement; running tasks left out). */
function trackedSecondsOfMonth(tx: Db, report: ActivityReportRow) {
  const { first, last } = daysOfReport(report);
  return tx
    .select({
      date: timeEntries.day,
      project_id: timeEntries.project_id,
      project_name: projects.name,
      seconds: sql<number>`sum(${timeEntries.duration})::int`,
    })
    .from(timeEntries)
    .leftJoin(projects, inCompany(projects, report.company_id, [eq(projects.id, timeEntries.project_id)]))
    .where(
      inCompany(timeEntries, report.company_id, [
        eq(timeEntries.owner_id, report.owner_id),
        between(timeEntries.day, first, last),
        isNotNull(timeEntries.end_time),
      ]),
    )
    .groupBy(timeEntries.day, timeEntries.project_id, projects.name);
}

type Plan = ActivityFillFromTimeOut & { absent: ReadonlySet<number> };

/**
 * What the month's tracked time would write. Time without a project, or on a project the owner may no longer choose
 * (closed, no longer theirs to see), cannot become an activity: it is counted in `unassigned_seconds`.
 */
async function planOf(tx: Db, actor: ActivityActor, report: ActivityReportRow): Promise<Plan> {
  const tracked = await trackedSecondsOfMonth(tx, report);
  const ids = tracked.flatMap((r) => (r.project_id === null ? [] : [r.project_id]));
  const offered = await offeredProjectIds(tx, actor.auth, ids, actor.today);
  const assigned = tracked.flatMap((r) =>
    r.project_id !== null && offered.has(r.project_id)
      ? [{ date: r.date, project_id: r.project_id, project_name: r.project_name ?? '', seconds: r.seconds }]
      : [],
  );
  const unassigned = tracked.reduce((sum, r) => sum + r.seconds, 0) - assigned.reduce((sum, r) => sum + r.seconds, 0);
  const { absent, taken } = await reportSlots(tx, report);
  const plan = planFromTrackedTime(assigned, { slices: report.slices_per_day, absent, taken });
  return { ...plan, unassigned_seconds: unassigned, absent };
}

/** GET: the preview, on a report the owner may edit (the route's policy check read it). */
export async function previewFromTimeTracking(
  db: Database,
  actor: ActivityActor,
  report: ActivityReportRow,
): Promise<ActivityFillFromTimeOut> {
  const { days, overwrites, unassigned_seconds } = await planOf(db, actor, report);
  return { days, overwrites, unassigned_seconds };
}

/** A day's activities on its free slices, in the plan's order (most time first: the morning), one row each. */
function rowsOfDay(report: ActivityReportRow, day: FillDay, absent: ReadonlySet<number>, working: readonly number[]) {
  const free = freeSlicesOfDay(day.date, report.slices_per_day, absent);
  let at = 0;
  return day.activities.flatMap((activity) => {
    const slots = free.slice(at, at + activity.slices);
    at += activity.slices;
    return spansOf(new Set(slots), working, report.slices_per_day).map((span) => ({
      company_id: report.company_id,
      report_id: report.id,
      project_id: activity.project_id,
      ...spanColumns(span),
    }));
  });
}

/**
 * POST: the plan written under the report's lock, in one transaction: the days it fills, and with `overwrite` the
 * days that had activities (theirs cut on that day only, as the day view does). 409 activity.noTrackedTime when
 * nothing is left to write. Answers the activities written.
 */
export function fillFromTimeTracking(db: Database, actor: ActivityActor, reportId: number, overwrite: boolean) {
  return db.transaction(async (tx) => {
    const report = await lockEditableReport(tx, actor.auth, reportId);
    const plan = await planOf(tx, actor, report);
    const days = daysToWrite(plan.days, overwrite);
    if (days.length === 0) throw conflict('activity.noTrackedTime', undefined, 'no_tracked_time');
    const slices = report.slices_per_day;
    const replaced = days
      .filter((day) => day.skipped_reason === 'already_filled')
      .flatMap((day) => freeSlicesOfDay(day.date, slices, plan.absent));
    await cutActivities(tx, report, new Set(replaced));
    const working = workingSlotsOfReport(report);
    const values = days.flatMap((day) => rowsOfDay(report, day, plan.absent, working));
    return insertFilled(tx, actor, report, values);
  });
}
