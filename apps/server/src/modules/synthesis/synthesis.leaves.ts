import {
  addDays,
  type DeductingMode,
  dayOfWeek,
  frenchPublicHolidays,
  LEAVE_MAX_SPAN_DAYS,
  leaveDays,
  type MonthlyLeavesOut,
  monthBounds,
  type Period,
} from '@staff/shared';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { countOfList, orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { inScope } from '../../platform/validators';
import { leaves } from '../leaves/leaves.tables';
import { typesOfLeave } from '../reference/reference.tables';
import { users } from '../users/users.tables';
import type { SynthesisActor } from './synthesis.queries';

/**
 * The leaves table of the monthly synthesis (spec/3 §2): the month's submitted and accepted leaves of the people the
 * viewer sees (telework is no absence: not listed), with the days each deducts inside the month, and the month's
 * public holidays. One statement for the page, a second for the count when the page is full.
 */

const SORTS = {
  begin_date: leaves.begin_date,
  end_date: leaves.end_date,
  owner: foldedColumn(sql`${users.last_name} || ' ' || ${users.first_name}`),
  employee_number: users.employee_number,
  type: foldedColumn(typesOfLeave.name),
  submission_date: leaves.submission_date,
};

/**
 * The days a leave deducts between the month's bounds: the periods hold only on the leave's own first and last day. A
 * leave within the month counts its own days (one confirmed on dates that deduct none included, spec/3 §5).
 */
export function daysInMonth(
  leave: { begin_date: string; begin_period: Period; end_date: string; end_period: Period; half_days: number },
  month: { first: string; last: string },
  mode: DeductingMode,
): number {
  const begins = leave.begin_date >= month.first;
  const ends = leave.end_date <= month.last;
  if (begins && ends) return leave.half_days / 2;
  return leaveDays({
    begin_date: begins ? leave.begin_date : month.first,
    begin_period: begins ? leave.begin_period : 'AM',
    end_date: ends ? leave.end_date : month.last,
    end_period: ends ? leave.end_period : 'PM',
    mode,
  });
}

export async function leavesOfMonth(
  db: Db,
  actor: SynthesisActor,
  q: { month: string; search?: string; ordering?: string; limit: number; offset: number },
): Promise<MonthlyLeavesOut> {
  const month = monthBounds(`${q.month.slice(0, 7)}-01`);
  const where: (SQL | undefined)[] = [
    inCompany(leaves, actor.companyId),
    inScope(actor.scope, leaves.owner_id),
    inArray(leaves.status, ['submitted', 'accepted']),
    // Asked of the types apart (not of the joined type), so that the count reads the leaves alone.
    sql`${leaves.type_of_leave_id} NOT IN (SELECT ${typesOfLeave.id} FROM ${typesOfLeave}
      WHERE ${typesOfLeave.company_id} = ${actor.companyId} AND ${typesOfLeave.is_telework})`,
    lte(leaves.begin_date, month.last),
    gte(leaves.end_date, month.first),
    // Implied by the end (no leave is longer), and a bound on the begin index: the page never walks the history.
    gte(leaves.begin_date, addDays(month.first, -(LEAVE_MAX_SPAN_DAYS - 1))),
  ];
  // The owners searched by a subquery, so that the count reads the leaves alone.
  if (q.search) {
    const searched = sql`${users.search_text} LIKE ${containsPattern(q.search)}`;
    where.push(
      inArray(
        leaves.owner_id,
        db
          .select({ id: users.id })
          .from(users)
          .where(inCompany(users, actor.companyId, [searched])),
      ),
    );
  }
  const rows = await db
    .select({
      id: leaves.id,
      owner_id: leaves.owner_id,
      first_name: users.first_name,
      last_name: users.last_name,
      employee_number: users.employee_number,
      type_id: typesOfLeave.id,
      type_name: typesOfLeave.name,
      pay_export: typesOfLeave.pay_export,
      deducting_mode: typesOfLeave.deducting_mode,
      status: leaves.status,
      begin_date: leaves.begin_date,
      begin_period: leaves.begin_period,
      end_date: leaves.end_date,
      end_period: leaves.end_period,
      half_days: leaves.half_days,
      submission_date: leaves.submission_date,
    })
    .from(leaves)
    .innerJoin(users, inCompany(users, actor.companyId, [eq(users.id, leaves.owner_id)]))
    .innerJoin(typesOfLeave, eq(typesOfLeave.id, leaves.type_of_leave_id))
    .where(and(...where))
    .orderBy(...orderBy(q.ordering, SORTS, 'begin_date', leaves.id))
    .limit(q.limit)
    .offset(q.offset);
  // The count only when the page cannot tell it (issue 30: as a window it built every row of the month first).
  const count = await countOfList(rows, q, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)` })
      .from(leaves)
      .where(inCompany(leaves, actor.companyId, where));
    return Number(row?.n ?? 0);
  });
  const year = Number(month.first.slice(0, 4));
  const holidays = frenchPublicHolidays(year).filter(
    // A holiday on a weekend takes no working day: left out.
    (h) => h.date >= month.first && h.date <= month.last && dayOfWeek(h.date) % 6 !== 0,
  );
  return {
    for_month: month.first.slice(0, 7),
    count,
    holidays,
    results: rows.map((r) => ({
      id: r.id,
      owner: { id: r.owner_id, first_name: r.first_name, last_name: r.last_name, employee_number: r.employee_number },
      type_of_leave: { id: r.type_id, name: r.type_name, pay_export: r.pay_export },
      status: r.status as 'submitted' | 'accepted',
      begin_date: r.begin_date,
      begin_period: r.begin_period,
      end_date: r.end_date,
      end_period: r.end_period,
      days_in_month: daysInMonth(r, month, r.deducting_mode as DeductingMode),
      number_of_days: r.half_days / 2,
      submission_date: r.submission_date?.toISOString() ?? null,
    })),
  };
}
