import {
  averageBuckets,
  fallOverTwoMonths,
  isLargeEnough,
  type MonthFigures,
  monthsBetween,
  roundAverage,
  shiftMonth,
  WELLNESS_RETENTION_DEFAULT_MONTHS,
  type WellnessAverageOut,
  type WellnessAverageQuery,
  type WellnessListQuery,
  type WellnessPeriod,
  type WellnessTrendOut,
} from '@staff/shared';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { serviceMembers, services, users } from '../../platform/identity/identity.tables';
import { countOfList, orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import type { MarksScope, WellnessViewer } from './wellness.policy';
import { wellnessMarks, wellnessMonthlyFigures, wellnessReads, wellnessSettings } from './wellness.tables';

/*
 * The reads of wellness marks (docs/api-wellness.md): the entries one by one (the caller's own, or HR's), the monthly
 * averages (own, a person's for HR, a team's over MIN_GROUP people at least), HR's trends, the read log. The company
 * is in every WHERE; the averages are summed by PostgreSQL, one statement each.
 */

/** The first day of a `YYYY-MM` month, and the first day after a month. */
const firstDay = (month: string) => `${month}-01`;
const dayAfter = (month: string) => `${shiftMonth(month, 1)}-01`;

/** Whose marks a scope covers, as a condition on `wellness_marks.owner_id`. */
function ownersOf(viewer: WellnessViewer, scope: MarksScope): SQL | undefined {
  if (scope.kind === 'self') return eq(wellnessMarks.owner_id, viewer.userId);
  if (scope.kind === 'person') return eq(wellnessMarks.owner_id, scope.ownerId);
  return undefined;
}

/** The members of one service of the company, as a condition on the marks' owner. */
const inService = (companyId: number, serviceId: number) =>
  sql`${wellnessMarks.owner_id} IN (SELECT ${serviceMembers.user_id} FROM ${serviceMembers}
    WHERE ${serviceMembers.company_id} = ${companyId} AND ${serviceMembers.service_id} = ${serviceId})`;

/** The members of the services the caller manages: a manager's team. */
const inTeamOf = (companyId: number, managerId: number) =>
  sql`${wellnessMarks.owner_id} IN (SELECT ${serviceMembers.user_id} FROM ${serviceMembers}
    JOIN ${services} ON ${services.id} = ${serviceMembers.service_id} AND ${services.company_id} = ${companyId}
    WHERE ${serviceMembers.company_id} = ${companyId} AND ${services.manager_id} = ${managerId})`;

const SORTS = {
  activity_date: wellnessMarks.activity_date,
  mark: wellnessMarks.mark,
  wellness_period: wellnessMarks.wellness_period,
  owner: foldedColumn(sql`${users.last_name} || ' ' || ${users.first_name}`),
  first_name: foldedColumn(users.first_name),
  last_name: foldedColumn(users.last_name),
};

function listWhere(viewer: WellnessViewer, scope: MarksScope, q: WellnessListQuery): SQL {
  const month = q.wellness_by_month;
  const period = q.wellness_period ?? q.wellness_period_choose;
  return inCompany(wellnessMarks, viewer.companyId, [
    ownersOf(viewer, scope),
    q.service === undefined ? undefined : inService(viewer.companyId, q.service),
    q.mark === undefined ? undefined : eq(wellnessMarks.mark, q.mark),
    period ? eq(wellnessMarks.wellness_period, period) : undefined,
    q.activity_date ? eq(wellnessMarks.activity_date, q.activity_date) : undefined,
    q.date_min ? gte(wellnessMarks.activity_date, q.date_min) : undefined,
    q.date_max ? lt(wellnessMarks.activity_date, q.date_max) : undefined,
    month ? gte(wellnessMarks.activity_date, firstDay(month)) : undefined,
    month ? lt(wellnessMarks.activity_date, dayAfter(month)) : undefined,
    q.names || q.search ? sql`${users.search_text} LIKE ${containsPattern(q.names || q.search || '')}` : undefined,
  ]);
}

const entryColumns = {
  id: wellnessMarks.id,
  owner_id: wellnessMarks.owner_id,
  first_name: users.first_name,
  last_name: users.last_name,
  mark: wellnessMarks.mark,
  wellness_period: wellnessMarks.wellness_period,
  activity_date: wellnessMarks.activity_date,
  activity_report_id: wellnessMarks.activity_report_id,
  survey_id: wellnessMarks.survey_id,
};

/** A page of marks and the count of them all (the count only when the page cannot tell it). */
export async function listMarks(db: Db, viewer: WellnessViewer, scope: MarksScope, q: WellnessListQuery) {
  const where = listWhere(viewer, scope, q);
  const fallback = q.inverse_order ? 'activity_date' : '-activity_date';
  const rows = await db
    .select(entryColumns)
    .from(wellnessMarks)
    .innerJoin(users, and(eq(users.id, wellnessMarks.owner_id), eq(users.company_id, viewer.companyId)))
    .where(where)
    .orderBy(...orderBy(q.ordering, SORTS, fallback, wellnessMarks.id))
    .limit(q.limit)
    .offset(q.offset);
  const count = await countOfList(rows, q, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(wellnessMarks)
      .innerJoin(users, and(eq(users.id, wellnessMarks.owner_id), eq(users.company_id, viewer.companyId)))
      .where(where);
    return row?.n ?? 0;
  });
  return { count, rows };
}

export type WellnessEntryRow = Awaited<ReturnType<typeof listMarks>>['rows'][number];

/** The caller's daily mark of `today`, or null: the banner's question, one indexed statement. */
export async function dailyMarkOf(db: Db, viewer: WellnessViewer, today: string): Promise<number | null> {
  const [row] = await db
    .select({ mark: wellnessMarks.mark })
    .from(wellnessMarks)
    .where(
      inCompany(wellnessMarks, viewer.companyId, [
        eq(wellnessMarks.owner_id, viewer.userId),
        eq(wellnessMarks.wellness_period, 'wellness_d_day'),
        eq(wellnessMarks.activity_date, today),
      ]),
    );
  return row?.mark ?? null;
}

/** Whose averages a call asks for; `anonymous`: a group whose buckets obey the MIN_GROUP threshold. */
export type AverageScope =
  | { kind: 'self' }
  | { kind: 'person'; ownerId: number }
  | { kind: 'company' }
  | { kind: 'service'; serviceId: number }
  | { kind: 'team' };

const isGroup = (scope: AverageScope) => scope.kind === 'company' || scope.kind === 'service' || scope.kind === 'team';

function averageOwners(viewer: WellnessViewer, scope: AverageScope): SQL | undefined {
  if (scope.kind === 'self') return eq(wellnessMarks.owner_id, viewer.userId);
  if (scope.kind === 'person') return eq(wellnessMarks.owner_id, scope.ownerId);
  if (scope.kind === 'service') return inService(viewer.companyId, scope.serviceId);
  if (scope.kind === 'team') return inTeamOf(viewer.companyId, viewer.userId);
  return undefined;
}

type FiguresRow = { month: string; sum: number; count: number; people: number };
/** Whose figures, over which months, of which kind of marks (all: undefined). */
type FiguresAsk = { viewer: WellnessViewer; scope: AverageScope; months: string[]; period: WellnessPeriod | undefined };

/** The month's sums of the live marks: marks 0 left out (no mark), the distinct people behind them. */
async function liveFigures(db: Db, { viewer, scope, months, period }: FiguresAsk): Promise<FiguresRow[]> {
  const month = sql<string>`to_char(${wellnessMarks.activity_date}, 'YYYY-MM')`;
  return db
    .select({
      month,
      sum: sql<number>`coalesce(sum(${wellnessMarks.mark}), 0)::int`,
      count: sql<number>`count(*)::int`,
      people: sql<number>`count(DISTINCT ${wellnessMarks.owner_id})::int`,
    })
    .from(wellnessMarks)
    .where(
      inCompany(wellnessMarks, viewer.companyId, [
        averageOwners(viewer, scope),
        sql`${wellnessMarks.mark} > 0`,
        period ? eq(wellnessMarks.wellness_period, period) : undefined,
        gte(wellnessMarks.activity_date, firstDay(months[0]!)),
        lt(wellnessMarks.activity_date, dayAfter(months.at(-1)!)),
      ]),
    )
    .groupBy(month);
}

/** The figures kept of months past the retention: the company's or one service's, never a person's. */
async function retainedFigures(db: Db, { viewer, scope, months, period }: FiguresAsk): Promise<FiguresRow[]> {
  if (scope.kind !== 'company' && scope.kind !== 'service') return [];
  const f = wellnessMonthlyFigures;
  return db
    .select({
      month: f.month,
      sum: sql<number>`sum(${f.mark_sum})::int`,
      count: sql<number>`sum(${f.mark_count})::int`,
      people: sql<number>`max(${f.people})::int`,
    })
    .from(f)
    .where(
      inCompany(f, viewer.companyId, [
        scope.kind === 'service' ? eq(f.service_id, scope.serviceId) : sql`${f.service_id} IS NULL`,
        period ? eq(f.wellness_period, period) : undefined,
        inArray(f.month, months),
      ]),
    )
    .groupBy(f.month);
}

/** Adds two sets of one month's figures (a month folded late may have both). */
function merged(rows: FiguresRow[]): MonthFigures[] {
  const byMonth = new Map<string, MonthFigures>();
  for (const r of rows) {
    const m = byMonth.get(r.month) ?? { month: r.month, sum: 0, count: 0, people: 0 };
    byMonth.set(r.month, { month: r.month, sum: m.sum + r.sum, count: m.count + r.count, people: m.people + r.people });
  }
  return [...byMonth.values()];
}

/**
 * One bucket per month of the range: a group's obey the anonymity threshold (fewer than MIN_GROUP people: hidden with
 * the reason), a person's do not (they are the person's own, or HR's).
 */
export async function averagesByMonth(
  db: Db,
  viewer: WellnessViewer,
  scope: AverageScope,
  q: Pick<WellnessAverageQuery, 'date_month_begin' | 'date_month_end'>,
  period: WellnessPeriod | undefined,
): Promise<WellnessAverageOut[]> {
  const months = monthsBetween(q.date_month_begin, q.date_month_end);
  const ask = { viewer, scope, months, period };
  const rows = [...(await liveFigures(db, ask)), ...(await retainedFigures(db, ask))];
  return averageBuckets(months, merged(rows), isGroup(scope));
}

/**
 * The services whose monthly average fell by TREND_DROP or more from two months before `month` to `month`, each month
 * over MIN_GROUP people at least (one statement; the biggest falls first).
 */
export async function trendsOf(db: Db, companyId: number, month: string): Promise<WellnessTrendOut[]> {
  const from = shiftMonth(month, -2);
  const monthOf = sql<string>`to_char(${wellnessMarks.activity_date}, 'YYYY-MM')`;
  const rows = await db
    .select({
      service_id: services.id,
      name: services.name,
      month: monthOf,
      sum: sql<number>`sum(${wellnessMarks.mark})::int`,
      count: sql<number>`count(*)::int`,
      people: sql<number>`count(DISTINCT ${wellnessMarks.owner_id})::int`,
    })
    .from(wellnessMarks)
    .innerJoin(
      serviceMembers,
      and(eq(serviceMembers.user_id, wellnessMarks.owner_id), eq(serviceMembers.company_id, companyId)),
    )
    .innerJoin(services, and(eq(services.id, serviceMembers.service_id), eq(services.company_id, companyId)))
    .where(
      inCompany(wellnessMarks, companyId, [
        sql`${wellnessMarks.mark} > 0`,
        sql`(${wellnessMarks.activity_date} >= ${firstDay(from)} AND ${wellnessMarks.activity_date} < ${dayAfter(from)}
          OR ${wellnessMarks.activity_date} >= ${firstDay(month)} AND ${wellnessMarks.activity_date} < ${dayAfter(month)})`,
      ]),
    )
    .groupBy(services.id, services.name, monthOf);
  const trends: WellnessTrendOut[] = [];
  for (const service of new Map(rows.map((r) => [r.service_id, r.name]))) {
    const before = rows.find((r) => r.service_id === service[0] && r.month === from);
    const now = rows.find((r) => r.service_id === service[0] && r.month === month);
    if (!before || !now || !isLargeEnough(before.people) || !isLargeEnough(now.people)) continue;
    const fromAverage = roundAverage(before.sum, before.count)!;
    const toAverage = roundAverage(now.sum, now.count)!;
    const fall = fallOverTwoMonths(fromAverage, toAverage);
    if (fall === null) continue;
    trends.push({
      service: { id: service[0], name: service[1] },
      from_month: from,
      from_average: fromAverage,
      from_count: before.count,
      to_month: month,
      to_average: toAverage,
      to_count: now.count,
      fall,
    });
  }
  return trends.sort((a, b) => b.fall - a.fall || a.service.id - b.service.id);
}

/** A page of the reads of the caller's marks by HR, newest first. */
export async function readsOf(db: Db, viewer: WellnessViewer, q: { limit: number; offset: number }) {
  const where = inCompany(wellnessReads, viewer.companyId, [eq(wellnessReads.owner_id, viewer.userId)]);
  const rows = await db
    .select({
      id: wellnessReads.id,
      read_at: wellnessReads.read_at,
      reader_id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(wellnessReads)
    .innerJoin(users, and(eq(users.id, wellnessReads.reader_id), eq(users.company_id, viewer.companyId)))
    .where(where)
    .orderBy(sql`${wellnessReads.read_at} DESC`, sql`${wellnessReads.id} DESC`)
    .limit(q.limit)
    .offset(q.offset);
  const count = await countOfList(rows, q, async () => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(wellnessReads).where(where);
    return row?.n ?? 0;
  });
  return { count, rows };
}

/** The company's retention in months (the default without a row). */
export async function retentionOf(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ months: wellnessSettings.retention_months })
    .from(wellnessSettings)
    .where(inCompany(wellnessSettings, companyId));
  return row?.months ?? WELLNESS_RETENTION_DEFAULT_MONTHS;
}
