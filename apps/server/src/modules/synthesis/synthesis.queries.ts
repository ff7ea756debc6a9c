import { type ActivityReportStatus, ROLE_PERMISSIONS, ROLES, type SynthesisActivity } from '@staff/shared';
import { and, asc, count, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { inScope, type ValidatorScope } from '../../platform/validators';
import { activities, activityOvertimes, activityReports } from '../activities/activities.tables';
import { companies } from '../companies/companies.tables';
import { leaves } from '../leaves/leaves.tables';
import { contracts, projects, typesOfLeave, typesOfOvertime } from '../reference/reference.tables';
import { users } from '../users/users.tables';

/**
 * The reads of the monthly synthesis (spec/3 §2), each one statement whatever the number of employees: the people of
 * the month with their report and contract, their activities with the project's chargeable flag, their overtime by
 * type, and the types of leave and overtime that make the extra columns.
 */

/** Who looks at the synthesis: their company and whose months they see (validatorScope). */
export type SynthesisActor = { companyId: number; scope: ValidatorScope };

/** The roles whose holders declare activity (activities.create): collaborator and hr today, read from the matrix. */
const DECLARING_ROLES = ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('activities.create'));

export type SynthesisPerson = {
  user_id: number;
  employee_number: string | null;
  first_name: string;
  last_name: string;
  email: string;
  report_id: number | null;
  report_status: ActivityReportStatus | null;
  /** The report's frozen grid and cap, or (no report) the company's grid and the contract's cap as a report would take. */
  slices_per_day: number;
  max_worked_days: number | null;
  can_overflow_max_worked_days: boolean;
};

const SORTS = {
  last_name: foldedColumn(sql`${users.last_name} || ' ' || ${users.first_name}`),
  first_name: foldedColumn(sql`${users.first_name} || ' ' || ${users.last_name}`),
  employee_number: users.employee_number,
  status: activityReports.status,
};

/**
 * The people of a month: everyone the viewer sees who has a report of that month (a departed employee's last month
 * still goes to payroll), and every active employee who declares activity and was employed during the month (hiring
 * and departure dates), with or without a report.
 */
function peopleWhere(actor: SynthesisActor, month: { first: string; last: string }, search?: string): SQL {
  const employed = and(
    eq(users.is_active, true),
    sql`${users.roles} && ARRAY[${sql.join(
      DECLARING_ROLES.map((r) => sql`${r}`),
      sql`, `,
    )}]::text[]`,
    or(sql`${users.hiring_date} IS NULL`, lte(users.hiring_date, month.last)),
    or(sql`${users.departure_date} IS NULL`, gte(users.departure_date, month.first)),
  );
  const where: (SQL | undefined)[] = [
    eq(users.company_id, actor.companyId),
    or(sql`${activityReports.id} IS NOT NULL`, employed),
    inScope(actor.scope, users.id),
  ];
  if (search) where.push(sql`${users.search_text} LIKE ${containsPattern(search)}`);
  return and(...where)!;
}

/**
 * A page of the month's people (all of them without `page`) and their count: one statement (the count rides along
 * as a window), a second only for a page past the end.
 */
export async function peopleOfMonth(
  db: Db,
  actor: SynthesisActor,
  q: { first: string; last: string; search?: string; ordering?: string; page?: { limit: number; offset: number } },
): Promise<{ count: number; people: SynthesisPerson[] }> {
  const where = peopleWhere(actor, q, q.search);
  const companySlices = sql<number>`(SELECT (${companies.preferences} -> 'activity' ->> 'slices_per_day')::int
    FROM ${companies} WHERE ${companies.id} = ${actor.companyId})`;
  const query = db
    .select({
      user_id: users.id,
      employee_number: users.employee_number,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      report_id: activityReports.id,
      report_status: activityReports.status,
      report_slices: activityReports.slices_per_day,
      report_max: activityReports.max_worked_days,
      report_overflow: activityReports.can_overflow_max_worked_days,
      contract_max: contracts.max_worked_days_per_month,
      contract_overflow: contracts.can_overflow_max_worked_days,
      company_slices: companySlices,
      total: sql<number>`count(*) OVER ()`,
    })
    .from(users)
    .leftJoin(
      activityReports,
      and(
        eq(activityReports.owner_id, users.id),
        eq(activityReports.company_id, actor.companyId),
        eq(activityReports.month, q.first),
      ),
    )
    .leftJoin(contracts, and(eq(contracts.id, users.contract_id), eq(contracts.company_id, actor.companyId)))
    .where(where)
    .orderBy(...orderBy(q.ordering, SORTS, 'last_name', users.id));
  const rows = await (q.page ? query.limit(q.page.limit).offset(q.page.offset) : query);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && q.page && q.page.offset > 0) {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .leftJoin(
        activityReports,
        and(
          eq(activityReports.owner_id, users.id),
          eq(activityReports.company_id, actor.companyId),
          eq(activityReports.month, q.first),
        ),
      )
      .where(where);
    total = Number(row?.n ?? 0);
  }
  const people = rows.map(
    (r): SynthesisPerson => ({
      user_id: r.user_id,
      employee_number: r.employee_number,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      report_id: r.report_id,
      report_status: r.report_status,
      slices_per_day: r.report_slices ?? (Number(r.company_slices) || 2),
      // As reportSettings freezes them in a new report: no contract, no cap.
      max_worked_days: r.report_id ? r.report_max : (r.contract_max ?? null),
      can_overflow_max_worked_days: r.report_id ? Boolean(r.report_overflow) : (r.contract_overflow ?? true),
    }),
  );
  return { count: total, people };
}

/** The activities of some reports with their project's chargeable flag, by report: one statement. */
export async function activitiesOfReports(
  db: Db,
  companyId: number,
  reportIds: readonly number[],
): Promise<Map<number, SynthesisActivity[]>> {
  const byReport = new Map<number, SynthesisActivity[]>(reportIds.map((id) => [id, []]));
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .select({
      report_id: activities.report_id,
      begin_date: activities.begin_date,
      begin_slice: activities.begin_slice,
      end_date: activities.end_date,
      end_slice: activities.end_slice,
      chargeable: projects.chargeable,
    })
    .from(activities)
    .innerJoin(projects, eq(projects.id, activities.project_id))
    .where(and(eq(activities.company_id, companyId), inArray(activities.report_id, [...reportIds])));
  for (const { report_id, ...activity } of rows) byReport.get(report_id)?.push(activity);
  return byReport;
}

/** The overtime minutes of some reports, by report and type of overtime: one statement. */
export async function overtimeOfReports(
  db: Db,
  companyId: number,
  reportIds: readonly number[],
): Promise<Map<number, Map<number, number>>> {
  const byReport = new Map<number, Map<number, number>>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .select({
      report_id: activities.report_id,
      type_id: activityOvertimes.type_of_overtime_id,
      minutes: sql<number>`sum(${activityOvertimes.minutes})`,
    })
    .from(activityOvertimes)
    .innerJoin(activities, eq(activities.id, activityOvertimes.activity_id))
    .where(and(eq(activityOvertimes.company_id, companyId), inArray(activities.report_id, [...reportIds])))
    .groupBy(activities.report_id, activityOvertimes.type_of_overtime_id);
  for (const row of rows) {
    const types = byReport.get(row.report_id) ?? new Map<number, number>();
    types.set(row.type_id, Number(row.minutes));
    byReport.set(row.report_id, types);
  }
  return byReport;
}

export type LeaveTypeColumn = { id: number; name: string; pay_export: string | null; count_as_worked: boolean };

/**
 * The types of leave that make columns: those reports show (display_in_activity_report, not telework), active ones,
 * and inactive ones that still have an accepted leave in the month. One statement, by rank.
 */
export async function leaveTypeColumns(
  db: Db,
  companyId: number,
  month: { first: string; last: string },
): Promise<LeaveTypeColumn[]> {
  const usedInMonth = sql`EXISTS (SELECT 1 FROM ${leaves} WHERE ${leaves.type_of_leave_id} = ${typesOfLeave.id}
    AND ${leaves.company_id} = ${companyId} AND ${leaves.status} = 'accepted'
    AND ${leaves.begin_date} <= ${month.last} AND ${leaves.end_date} >= ${month.first})`;
  return db
    .select({
      id: typesOfLeave.id,
      name: typesOfLeave.name,
      pay_export: typesOfLeave.pay_export,
      count_as_worked: typesOfLeave.count_as_worked,
    })
    .from(typesOfLeave)
    .where(
      and(
        eq(typesOfLeave.company_id, companyId),
        eq(typesOfLeave.display_in_activity_report, true),
        eq(typesOfLeave.is_telework, false),
        or(eq(typesOfLeave.active, true), usedInMonth),
      ),
    )
    .orderBy(asc(typesOfLeave.rank), asc(typesOfLeave.id));
}

export type OvertimeTypeColumn = { id: number; name: string; short_name: string; rate: number };

/** The company's types of overtime, by rank: one statement. */
export async function overtimeTypeColumns(db: Db, companyId: number): Promise<OvertimeTypeColumn[]> {
  return db
    .select({
      id: typesOfOvertime.id,
      name: typesOfOvertime.name,
      short_name: typesOfOvertime.short_name,
      rate: typesOfOvertime.rate,
    })
    .from(typesOfOvertime)
    .where(eq(typesOfOvertime.company_id, companyId))
    .orderBy(asc(typesOfOvertime.rank), asc(typesOfOvertime.id));
}
