import { type LeaveBalanceRow, leaveBalance, referencePeriod } from '@staff/shared';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { typesOfLeave } from '../reference/reference.tables';
import { leaves } from './leaves.tables';

export type BalanceRow = LeaveBalanceRow;

/**
 * The balance of every type with rights management for one person, over the reference period holding `date`:
 * acquired is the annual quota, taken the accepted days, pending the submitted ones. Two queries whatever the count.
 */
export async function balancesFor(db: Db, companyId: number, ownerId: number, date: string): Promise<BalanceRow[]> {
  const types = await db
    .select()
    .from(typesOfLeave)
    .where(
      and(
        eq(typesOfLeave.company_id, companyId),
        eq(typesOfLeave.rights_management, true),
        eq(typesOfLeave.active, true),
      ),
    )
    .orderBy(typesOfLeave.rank);
  if (types.length === 0) return [];
  const periods = new Map(types.map((t) => [t.id, referencePeriod(t, date)]));
  const earliest = [...periods.values()].map((p) => p.start).sort()[0]!;
  const latest = [...periods.values()]
    .map((p) => p.end)
    .sort()
    .at(-1)!;
  const rows = await db
    .select({
      type: leaves.type_of_leave_id,
      begin: leaves.begin_date,
      status: leaves.status,
      half_days: leaves.half_days,
    })
    .from(leaves)
    .where(
      and(
        eq(leaves.company_id, companyId),
        eq(leaves.owner_id, ownerId),
        inArray(
          leaves.type_of_leave_id,
          types.map((t) => t.id),
        ),
        sql`${leaves.status} IN ('accepted', 'submitted')`,
        gte(leaves.begin_date, earliest),
        lte(leaves.begin_date, latest),
      ),
    );
  return types.map((type) => {
    const period = periods.get(type.id)!;
    // A leave counts in the period it begins in.
    const inPeriod = rows.filter((r) => r.type === type.id && r.begin >= period.start && r.begin <= period.end);
    const sum = (status: string) =>
      inPeriod.filter((r) => r.status === status).reduce((n, r) => n + r.half_days, 0) / 2;
    return {
      type_of_leave: type.id,
      name: type.name,
      period,
      ...leaveBalance(type.annual_quota_hundredths / 100, sum('accepted'), sum('submitted')),
    };
  });
}
