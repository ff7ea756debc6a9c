import {
  type BalanceType,
  balanceWindow,
  type DeductingMode,
  type LeaveBalanceRow,
  leaveBalances,
  withoutHiddenCounters,
} from '@staff/shared';
import type { Db } from '../../db/client';
import { balanceTypes, countedLeaves, employmentOf } from './leaves.balance.queries';

export type BalanceRow = LeaveBalanceRow;

/**
 * The balances of one person on `date` (shared `leaveBalances`: RTT over its period, paid leave as N-1 and N), what
 * is taken and what is planned decided by `today`. Three queries whatever the count. `ownView`: the person reads
 * their own, without the counters their types hide from them (do_not_display_counter).
 */
export async function balancesFor(
  db: Db,
  companyId: number,
  ownerId: number,
  { date, today, ownView }: { date: string; today: string; ownView: boolean },
): Promise<BalanceRow[]> {
  const rows = await balanceTypes(db, companyId);
  if (rows.length === 0) return [];
  const types: BalanceType[] = rows.map((t) => ({
    ...t,
    deducting_mode: t.deducting_mode as DeductingMode,
    annual_quota: t.annual_quota_hundredths / 100,
  }));
  const { earliest, latest } = balanceWindow(types, date);
  const [leaves, employment] = await Promise.all([
    countedLeaves(
      db,
      companyId,
      ownerId,
      types.map((t) => t.id),
      earliest,
      latest,
    ),
    employmentOf(db, companyId, ownerId),
  ]);
  const counted = leaves.map((l) => ({ type: l.type, begin: l.begin, status: l.status, days: l.half_days / 2 }));
  const balances = leaveBalances(types, counted, employment, date, today);
  if (!ownView) return balances;
  return withoutHiddenCounters(balances, new Set(rows.filter((t) => t.do_not_display_counter).map((t) => t.id)));
}
