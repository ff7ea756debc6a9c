import { type ActivityOut, type OvertimeOut, slotsToDays } from '@staff/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { customers, projects } from '../projects/projects.tables';
import { typesOfOvertime } from '../reference/reference.tables';
import { activities, activityOvertimes, activityReports } from './activities.tables';

/** Overtime minutes as the wire gives them: whole hours and the minutes left. */
export const splitMinutes = (minutes: number): { hours_overtime: number; minutes_overtime: number } => ({
  hours_overtime: Math.floor(minutes / 60),
  minutes_overtime: minutes % 60,
});

export type OvertimeRow = {
  id: number;
  activity_id: number;
  user_id: number;
  type_of_overtime_id: number;
  type_name: string;
  short_name: string;
  minutes: number;
};

export function presentOvertime(row: OvertimeRow): OvertimeOut {
  return {
    id: row.id,
    activity: row.activity_id,
    user: row.user_id,
    type_of_overtime: row.type_of_overtime_id,
    type_name: row.type_name,
    short_name: row.short_name,
    ...splitMinutes(row.minutes),
  };
}

const activityColumns = {
  id: activities.id,
  report_id: activities.report_id,
  project_id: activities.project_id,
  begin_date: activities.begin_date,
  begin_slice: activities.begin_slice,
  end_date: activities.end_date,
  end_slice: activities.end_slice,
  nb_slices: activities.nb_slices,
  description: activities.description,
  slices_per_day: activityReports.slices_per_day,
  project_name: projects.name,
  project_nickname: projects.nickname,
  project_color: projects.color,
  project_chargeable: projects.chargeable,
  customer_name: customers.name,
  customer_nickname: customers.nickname,
  customer_id: projects.customer_id,
};

/** The activities with their report's grid, project and customer: one statement whatever the number of rows. */
function selectActivities(db: Db) {
  return db
    .select(activityColumns)
    .from(activities)
    .innerJoin(activityReports, eq(activityReports.id, activities.report_id))
    .innerJoin(projects, eq(projects.id, activities.project_id))
    .leftJoin(customers, eq(customers.id, projects.customer_id));
}

export type ActivityRow = Awaited<ReturnType<ReturnType<typeof selectActivities>['execute']>>[number];

export function presentActivity(row: ActivityRow, overtime: readonly OvertimeRow[]): ActivityOut {
  return {
    id: row.id,
    report: row.report_id,
    project: row.project_id,
    project_object: {
      id: row.project_id,
      name: row.project_name,
      nickname: row.project_nickname,
      color: row.project_color,
      customer_name: row.customer_name,
      customer_nickname: row.customer_nickname,
      customer: row.customer_id,
      chargeable: row.project_chargeable,
    },
    begin_date: row.begin_date,
    begin_slice: row.begin_slice,
    end_date: row.end_date,
    end_slice: row.end_slice,
    nb_slices: row.nb_slices,
    nb_days: slotsToDays(row.nb_slices, row.slices_per_day),
    description: row.description,
    overtime: overtime.map(presentOvertime),
  };
}

/** What every read of overtime lines selects (joined to their type): what `presentOvertime` answers. */
export const OVERTIME_LINE_COLUMNS = {
  id: activityOvertimes.id,
  activity_id: activityOvertimes.activity_id,
  user_id: activityOvertimes.user_id,
  type_of_overtime_id: activityOvertimes.type_of_overtime_id,
  type_name: typesOfOvertime.name,
  short_name: typesOfOvertime.short_name,
  minutes: activityOvertimes.minutes,
};

/** The overtime lines of some activities with their type's names, one statement. */
export async function overtimeOfActivities(db: Db, companyId: number, activityIds: readonly number[]) {
  if (activityIds.length === 0) return [];
  return db
    .select(OVERTIME_LINE_COLUMNS)
    .from(activityOvertimes)
    .innerJoin(typesOfOvertime, eq(typesOfOvertime.id, activityOvertimes.type_of_overtime_id))
    .where(inCompany(activityOvertimes, companyId, [inArray(activityOvertimes.activity_id, [...activityIds])]))
    .orderBy(asc(typesOfOvertime.rank), asc(activityOvertimes.id));
}

/** The activity rows of some reports (or of some activities), with their project, customer and the report's grid. */
export async function activityRows(
  db: Db,
  companyId: number,
  by: { reportIds: readonly number[] } | { activityIds: readonly number[] },
): Promise<ActivityRow[]> {
  const ids = 'reportIds' in by ? by.reportIds : by.activityIds;
  if (ids.length === 0) return [];
  return selectActivities(db)
    .where(
      inCompany(activities, companyId, [
        'reportIds' in by ? inArray(activities.report_id, [...ids]) : inArray(activities.id, [...ids]),
      ]),
    )
    .orderBy(asc(activities.begin_date), asc(activities.begin_slice), asc(activities.id));
}

/** Rows and their overtime → the wire's activities, grouped by report, in date order. */
async function presentRows(db: Db, companyId: number, rows: ActivityRow[]): Promise<Map<number, ActivityOut[]>> {
  const overtime = await overtimeOfActivities(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  const overtimeByActivity = new Map<number, OvertimeRow[]>();
  for (const line of overtime) {
    const list = overtimeByActivity.get(line.activity_id) ?? [];
    list.push(line);
    overtimeByActivity.set(line.activity_id, list);
  }
  const byReport = new Map<number, ActivityOut[]>();
  for (const row of rows) {
    const list = byReport.get(row.report_id) ?? [];
    list.push(presentActivity(row, overtimeByActivity.get(row.id) ?? []));
    byReport.set(row.report_id, list);
  }
  return byReport;
}

/**
 * The activities of some reports, as the wire gives them (project with its customer's names, overtime lines with
 * their type's names): two statements whatever the number of reports and activities (one when there are none).
 * Every report asked for has an entry, empty when it has no activity.
 */
export async function activitiesOfReports(
  db: Db,
  companyId: number,
  reportIds: readonly number[],
): Promise<Map<number, ActivityOut[]>> {
  const rows = await activityRows(db, companyId, { reportIds });
  const byReport = rows.length === 0 ? new Map<number, ActivityOut[]>() : await presentRows(db, companyId, rows);
  for (const id of reportIds) if (!byReport.has(id)) byReport.set(id, []);
  return byReport;
}

/** Some activities by id (the pieces just saved), as the wire gives them, in date order. */
export async function activitiesByIds(db: Db, companyId: number, ids: readonly number[]): Promise<ActivityOut[]> {
  const rows = await activityRows(db, companyId, { activityIds: ids });
  if (rows.length === 0) return [];
  return [...(await presentRows(db, companyId, rows)).values()].flat();
}
