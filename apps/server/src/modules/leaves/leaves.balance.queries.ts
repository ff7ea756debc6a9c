import { eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { typesOfLeave } from '../reference/reference.tables';
import { users } from '../users/users.tables';
import { leaves } from './leaves.tables';

/**
 * The company's active types the balances show, by rank: those with rights management, and those without that ask
 * to be shown (display_in_balance_summary, their days used only).
 */
export function balanceTypes(db: Db, companyId: number) {
  return db
    .select({
      id: typesOfLeave.id,
      name: typesOfLeave.name,
      rights_management: typesOfLeave.rights_management,
      do_not_display_counter: typesOfLeave.do_not_display_counter,
      deducting_mode: typesOfLeave.deducting_mode,
      annual_quota_hundredths: typesOfLeave.annual_quota_hundredths,
      period_management: typesOfLeave.period_management,
      period_last_day: typesOfLeave.period_last_day,
      period_last_month: typesOfLeave.period_last_month,
      period_year_offset: typesOfLeave.period_year_offset,
    })
    .from(typesOfLeave)
    .where(
      inCompany(typesOfLeave, companyId, [
        or(eq(typesOfLeave.rights_management, true), eq(typesOfLeave.display_in_balance_summary, true)),
        eq(typesOfLeave.active, true),
      ]),
    )
    .orderBy(typesOfLeave.rank);
}

/**
 * The owner's accepted and submitted leaves of these types beginning from `earliest` to `latest` (the union of the
 * window `balanceWindow` gives): the caller sorts them into each type's periods.
 */
export function countedLeaves(
  db: Db,
  companyId: number,
  ownerId: number,
  typeIds: number[],
  earliest: string,
  latest: string,
) {
  return db
    .select({
      type: leaves.type_of_leave_id,
      begin: leaves.begin_date,
      status: leaves.status,
      half_days: leaves.half_days,
    })
    .from(leaves)
    .where(
      inCompany(leaves, companyId, [
        eq(leaves.owner_id, ownerId),
        inArray(leaves.type_of_leave_id, typeIds),
        sql`${leaves.status} IN ('accepted', 'submitted')`,
        gte(leaves.begin_date, earliest),
        lte(leaves.begin_date, latest),
      ]),
    );
}

/** The owner's hiring and departure dates: paid leave is earned while employed. */
export async function employmentOf(db: Db, companyId: number, ownerId: number) {
  const [row] = await db
    .select({ hiring_date: users.hiring_date, departure_date: users.departure_date })
    .from(users)
    .where(inCompany(users, companyId, [eq(users.id, ownerId)]));
  return row ?? { hiring_date: null, departure_date: null };
}
