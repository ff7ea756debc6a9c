import type { OvertimeInput, OvertimeListQuery, OvertimeOut } from '@staff/shared';
import { asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { CompanyAuth } from '../../platform/access';
import { fieldError, notFound } from '../../platform/errors';
import type { ValidatorScope } from '../../platform/validators';
import { typesOfOvertime } from '../reference/reference.tables';
import { OVERTIME_LINE_COLUMNS, presentOvertime } from './activities.queries';
import { activities, activityOvertimes, activityReports } from './activities.tables';
import { lockEditableReport } from './activity-reports.policy';
import { assertOvertimeTypes, overtimeMinutes } from './overtime.lines';

/** The lines of reports the viewer sees: their own (with activities.create) and those of the people they validate. */
function seenLines(viewer: { userId: number; declares: boolean; scope: ValidatorScope }): SQL | undefined {
  if (viewer.scope.all) return undefined;
  const owners = [...viewer.scope.ownerIds];
  if (viewer.declares) owners.push(viewer.userId);
  return inArray(activityReports.owner_id, owners.length ? owners : [0]);
}

/** GET activityOvertime/?activity=&user=: a page of the lines the viewer may see, with their type's names. */
export async function listOvertime(
  db: Db,
  viewer: { companyId: number; userId: number; declares: boolean; scope: ValidatorScope },
  q: z.infer<typeof OvertimeListQuery>,
): Promise<{ count: number; results: OvertimeOut[] }> {
  const where = inCompany(activityOvertimes, viewer.companyId, [
    seenLines(viewer),
    q.activity === undefined ? undefined : eq(activityOvertimes.activity_id, q.activity),
    q.user === undefined ? undefined : eq(activityOvertimes.user_id, q.user),
  ]);
  const [rows, [total]] = await Promise.all([
    db
      .select(OVERTIME_LINE_COLUMNS)
      .from(activityOvertimes)
      .innerJoin(activities, eq(activities.id, activityOvertimes.activity_id))
      .innerJoin(activityReports, eq(activityReports.id, activities.report_id))
      .innerJoin(typesOfOvertime, eq(typesOfOvertime.id, activityOvertimes.type_of_overtime_id))
      .where(where)
      .orderBy(asc(activityOvertimes.activity_id), asc(typesOfOvertime.rank), asc(activityOvertimes.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(activityOvertimes)
      .innerJoin(activities, eq(activities.id, activityOvertimes.activity_id))
      .innerJoin(activityReports, eq(activityReports.id, activities.report_id))
      .where(where),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map(presentOvertime) };
}

async function lineById(tx: Db, companyId: number, id: number): Promise<OvertimeOut> {
  const [row] = await tx
    .select(OVERTIME_LINE_COLUMNS)
    .from(activityOvertimes)
    .innerJoin(typesOfOvertime, eq(typesOfOvertime.id, activityOvertimes.type_of_overtime_id))
    .where(inCompany(activityOvertimes, companyId, [eq(activityOvertimes.id, id)]));
  if (!row) throw notFound();
  return presentOvertime(row);
}

/** The report of an activity of the company, locked as editable by the viewer (404 / 403 / 409 as for activities). */
async function lockReportOfActivity(tx: Db, auth: CompanyAuth, activityId: number) {
  const [row] = await tx
    .select({ report_id: activities.report_id })
    .from(activities)
    .where(inCompany(activities, auth.companyId, [eq(activities.id, activityId)]));
  if (!row) throw notFound();
  return lockEditableReport(tx, auth, row.report_id);
}

/**
 * POST activityOvertime/: one line on an activity of the viewer's draft report, for its owner (`user` must be the
 * report's owner). A type the activity has already is replaced (one line per type and activity).
 */
export function createOvertime(
  db: Database,
  auth: CompanyAuth,
  input: OvertimeInput & { activity: number; user: number },
): Promise<OvertimeOut> {
  return db.transaction(async (tx) => {
    const report = await lockReportOfActivity(tx, auth, input.activity);
    if (input.user !== report.owner_id) throw fieldError('user', 'activity.overtimeOwnerOnly');
    await assertOvertimeTypes(tx, auth.companyId, [input.type_of_overtime], 'type_of_overtime');
    const minutes = overtimeMinutes(input);
    const [row] = await tx
      .insert(activityOvertimes)
      .values({
        company_id: auth.companyId,
        activity_id: input.activity,
        user_id: report.owner_id,
        type_of_overtime_id: input.type_of_overtime,
        minutes,
      })
      .onConflictDoUpdate({
        target: [activityOvertimes.activity_id, activityOvertimes.type_of_overtime_id],
        set: { minutes },
      })
      .returning({ id: activityOvertimes.id });
    return lineById(tx, auth.companyId, row!.id);
  });
}

/** PATCH activityOvertime/{id}/: its hours and minutes (rounded), on the viewer's draft report. */
export function patchOvertime(
  db: Database,
  auth: CompanyAuth,
  id: number,
  input: { hours_overtime: number; minutes_overtime: number },
): Promise<OvertimeOut> {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({ activity_id: activityOvertimes.activity_id })
      .from(activityOvertimes)
      .where(inCompany(activityOvertimes, auth.companyId, [eq(activityOvertimes.id, id)]));
    if (!line) throw notFound();
    await lockReportOfActivity(tx, auth, line.activity_id);
    const changed = await tx
      .update(activityOvertimes)
      .set({ minutes: overtimeMinutes(input) })
      .where(inCompany(activityOvertimes, auth.companyId, [eq(activityOvertimes.id, id)]))
      .returning({ id: activityOvertimes.id });
    if (!changed.length) throw notFound();
    return lineById(tx, auth.companyId, id);
  });
}
