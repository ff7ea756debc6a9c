import { type LeaveBalanceRow, leaveBalance, referencePeriod } from '@staff/shared';
import type { Db } from '../../db/client';
import { countedLeaves, rightsManagedTypes } from './leaves.balance.queries';

export type BalanceRow = LeaveBalanceRow;

/**
 * The balance of every type with rights management for one person, over the reference period holding `date`:
 * acquired is the annual quota, taken the accepted days, pending the submitted ones. Two queries whatever the count.
 */
export async function balancesFor(db: Db, companyId: number, ownerId: number, date: string): Promise<BalanceRow[]> {
  const types = await rightsManagedTypes(db, companyId);
  if (types.length === 0) return [];
  const periods = new Map(types.map((t) => [t.id, referencePeriod(t, date)]));
  const earliest = [...periods.values()].map((p) => p.start).sort()[0]!;
  const latest = [...periods.values()]
    .map((p) => p.end)
    .sort()
    .at(-1)!;
  const rows = await countedLeaves(
    db,
    companyId,
    ownerId,
    types.map((t) => t.id),
    earliest,
    latest,
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
