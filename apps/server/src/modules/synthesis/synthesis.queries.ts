import {
  type ActivityReportStatus,
  daysOfReport,
  isoWeekOf,
  ROLE_PERMISSIONS,
  ROLES,
  type SynthesisActivity,
  type SynthesisWeek,
  weekHoldingMonthBack,
} from '@staff/shared';
import { and, asc, count, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { countOfList, orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { inScope, type ValidatorScope } from '../../platform/validators';
import { activities, activityOvertimes, activityReports, activitySpan } from '../activities/activities.tables';
import { companies } from '../companies/companies.tables';
import { contracts } from '../contracts/contracts.tables';
import { leaves } from '../leaves/leaves.tables';
import { projects } from '../projects/projects.tables';
import { typesOfLeave, typesOfOvertime } from '../reference/reference.tables';
import { users } from '../users/users.tables';

/**
 * The reads of the monthly synthesis (spec/3 §2), each one statement whatever the number of employees (the whole
 * month's people: one per page of PEOPLE_PER_READ): the people of the month with their report and contract, their activities with the project's chargeable flag, their overtime by
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
  /** The month's report; a weekly month's is the week holding it back (null while a week part has none). */
  report_id: number | null;
  report_status: ActivityReportStatus | null;
  /** A weekly month's reports, in order (empty for a monthly report): the synthesis adds their activities. */
  weeks: SynthesisWeek[];
  /** The report's frozen grid and cap, or (no report) the company's grid and the contract's cap as a report would take. */
  slices_per_day: number;
  max_worked_days: number | null;
  can_overflow_max_worked_days: boolean;
};

const SORTS = {
  last_name: users.sort_name,
  first_name: foldedColumn(sql`${users.first_name} || ' ' || ${users.last_name}`),
  employee_number: users.employee_number,
  status: activityReports.status,
};

/**
 * The people of a month: everyone the viewer sees who has a report of that month (a departed employee's last month
 * still goes to payroll), and every active employee who declares activity and was employed during the month (hiring
 * and departure dates), with or without a report. `hasReport` says how the statement asks for that report: joined
 * (`joinedReport`), or asked by EXISTS where nothing else of it is read (the count).
 */
function peopleWhere(
  actor: SynthesisActor,
  month: { first: string; last: string },
  search: string | undefined,
  hasReport: SQL,
): SQL {
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
    inCompany(users, actor.companyId),
    or(employed, hasReport),
    inScope(actor.scope, users.id),
  ];
  if (search) where.push(sql`${users.search_text} LIKE ${containsPattern(search)}`);
  return and(...where)!;
}

/** Whether the person has a report of the month, in a statement that joins it (`reportOfMonth`). */
const joinedReport = sql`${activityReports.id} IS NOT NULL`;

/** The people's statement without its WHERE, order and bounds: the page and the keyset read share it. */
function selectPeople(db: Db, actor: SynthesisActor, month: { first: string }) {
  const companySlices = sql<number>`(SELECT (${companies.preferences} -> 'activity' ->> 'slices_per_day')::int
    FROM ${companies} WHERE ${companies.id} = ${actor.companyId})`;
  return db
    .select({
      user_id: users.id,
      sort_name: users.sort_name,
      employee_number: users.employee_number,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      report_id: activityReports.id,
      report_status: activityReports.status,
      weeks: weeksOfMonth(actor, month),
      report_slices: activityReports.slices_per_day,
      report_max: activityReports.max_worked_days,
      report_overflow: activityReports.can_overflow_max_worked_days,
      contract_max: contracts.max_worked_days_per_month,
      contract_overflow: contracts.can_overflow_max_worked_days,
      company_slices: companySlices,
    })
    .from(users)
    .leftJoin(activityReports, reportOfMonth(actor, month))
    .leftJoin(contracts, inCompany(contracts, actor.companyId, [eq(contracts.id, users.contract_id)]))
    .$dynamic();
}

/**
 * The person's report of the month joined to their row: the monthly one, or their first week (a month is one or the
 * other, never both: activity-reports.service createReport), whose grid and cap all the month's weeks share.
 */
const reportOfMonth = (actor: SynthesisActor, month: { first: string }) =>
  inCompany(activityReports, actor.companyId, [
    eq(activityReports.owner_id, users.id),
    eq(activityReports.month, month.first),
    sql`${activityReports.week_start_day} = (SELECT min(r.week_start_day) FROM ${activityReports} r
      WHERE r.company_id = ${actor.companyId} AND r.owner_id = ${users.id} AND r.month = ${month.first})`,
  ]);

/** The person's weekly reports of the month, in order, as one JSON list (null when none): in the people's statement. */
const weeksOfMonth = (actor: SynthesisActor, month: { first: string }) =>
  sql<{ id: number; status: ActivityReportStatus; week_start_day: number }[] | null>`(SELECT
    json_agg(json_build_object('id', r.id, 'status', r.status, 'week_start_day', r.week_start_day)
      ORDER BY r.week_start_day)
    FROM ${activityReports} r WHERE r.company_id = ${actor.companyId} AND r.owner_id = ${users.id}
      AND r.month = ${month.first} AND r.week_start_day > 0)`;

type PersonRow = Awaited<ReturnType<typeof selectPeople>>[number];

/** A weekly month's reports with their days, and the week that holds the month back. */
function weeksOf(month: string, rows: NonNullable<PersonRow['weeks']>) {
  const weeks = rows.map((row): SynthesisWeek => {
    const days = daysOfReport({ month, week_start_day: row.week_start_day });
    return {
      id: row.id,
      status: row.status,
      first_day: days.first,
      last_day: days.last,
      week: isoWeekOf(days.first).week,
    };
  });
  return { weeks, held: weekHoldingMonthBack(month, weeks) };
}

const presentPerson =
  (month: string) =>
  (r: PersonRow): SynthesisPerson => {
    const { weeks, held } = weeksOf(month, r.weeks ?? []);
    return {
      user_id: r.user_id,
      employee_number: r.employee_number,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      report_id: weeks.length ? (held?.id ?? null) : r.report_id,
      report_status: weeks.length ? (held?.status ?? null) : r.report_status,
      weeks,
      slices_per_day: r.report_slices ?? (Number(r.company_slices) || 2),
      // As reportSettings freezes them in a new report: no contract, no cap.
      max_worked_days: r.report_id ? r.report_max : (r.contract_max ?? null),
      can_overflow_max_worked_days: r.report_id ? Boolean(r.report_overflow) : (r.contract_overflow ?? true),
    };
  };

/**
 * A page of the month's people and their count, for the screen. The page runs alone, read in its order from an index
 * where it has one, and the count only when the page cannot tell it (a full page: issue 30, the count as a window
 * joined every person of the company to their report before the page was cut). The count reads the people alone,
 * their reports of the month asked once (EXISTS), not joined person by person.
 */
export async function peopleOfMonth(
  db: Db,
  actor: SynthesisActor,
  q: { first: string; last: string; search?: string; ordering?: string; page: { limit: number; offset: number } },
): Promise<{ count: number; people: SynthesisPerson[] }> {
  const rows = await selectPeople(db, actor, q)
    .where(peopleWhere(actor, q, q.search, joinedReport))
    .orderBy(...orderBy(q.ordering, SORTS, 'last_name', users.id))
    .limit(q.page.limit)
    .offset(q.page.offset);
  const countAll = async () => {
    const hasReport = sql`EXISTS (SELECT 1 FROM ${activityReports} WHERE ${reportOfMonth(actor, q)})`;
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(peopleWhere(actor, q, q.search, hasReport));
    return Number(row?.n ?? 0);
  };
  return { count: await countOfList(rows, q.page, countAll), people: rows.map(presentPerson(q.first)) };
}

/** How many people one keyset read brings: a statement and its figures well inside one event-loop slice. */
export const PEOPLE_PER_READ = 250;

/**
 * Every person of the month in name order (the exports, the reminder), read in pages of PEOPLE_PER_READ by key
 * (issue 21): each page walks the (company, sort_name, id) index from where the last one stopped, so no statement
 * sorts or returns 20,000 rows (one such statement held PGlite, and the event loop with it, for seconds).
 */
export async function* everyPersonOfMonth(
  db: Db,
  actor: SynthesisActor,
  month: { first: string; last: string },
): AsyncGenerator<SynthesisPerson[]> {
  let after: { sort_name: string; id: number } | null = null;
  for (;;) {
    const where = peopleWhere(actor, month, undefined, joinedReport);
    const rows: PersonRow[] = await selectPeople(db, actor, month)
      .where(after ? and(where, sql`(${users.sort_name}, ${users.id}) > (${after.sort_name}, ${after.id})`) : where)
      .orderBy(asc(users.sort_name), asc(users.id))
      .limit(PEOPLE_PER_READ);
    if (rows.length > 0) yield rows.map(presentPerson(month.first));
    if (rows.length < PEOPLE_PER_READ) return;
    const last = rows[rows.length - 1]!;
    after = { sort_name: last.sort_name ?? '', id: last.user_id };
  }
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
    .select({ ...activitySpan, chargeable: projects.chargeable })
    .from(activities)
    .innerJoin(projects, eq(projects.id, activities.project_id))
    .where(inCompany(activities, companyId, [inArray(activities.report_id, [...reportIds])]));
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
    .where(inCompany(activityOvertimes, companyId, [inArray(activities.report_id, [...reportIds])]))
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
      inCompany(typesOfLeave, companyId, [
        eq(typesOfLeave.display_in_activity_report, true),
        eq(typesOfLeave.is_telework, false),
        or(eq(typesOfLeave.active, true), usedInMonth),
      ]),
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
    .where(inCompany(typesOfOvertime, companyId))
    .orderBy(asc(typesOfOvertime.rank), asc(typesOfOvertime.id));
}
