import type { DeductingMode } from '../calendar/business-days';
import { addDays, daysInMonth } from '../calendar/dates';
import type { LeaveBalanceRow } from './contract';
import { referencePeriod } from './rules';

/*
 * Balances as French HR reads them (issue 8, docs/decisions/leaves.md "Paid leave as HR reads it").
 *
 * A type with rights management and period management (paid leave, "Congés payés") is earned month by month over
 * its reference period (période de référence, 1 June – 31 May): the days earned in the period that ended (N-1) are
 * taken during the current one; the days being earned now (N) are taken from the next. Any other type with rights
 * management (RTT) has its annual quota at once, over its period.
 */

/** The paid leave the Code du travail grants for a full reference period (L3141-3): 2.5 working days a month. */
export const LEGAL_PAID_LEAVE_DAYS: Partial<Record<DeductingMode, number>> = {
  /** Jours ouvrables (Monday to Saturday): 30 a year. */
  working_days: 30,
  /** Jours ouvrés (Monday to Friday): the same five weeks, 25 days, about 2.08 a month. */
  open_days: 25,
};

/** The months of a reference period: a full period earns the whole quota, one month a twelfth of it. */
export const MONTHS_PER_PERIOD = 12;

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** `date` plus `months` months, the day kept or brought back to the month's last (31 January + 1 → 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The whole months from `start` (included) to `end` (excluded): a month counts once it is over (hired on 15
 * September, the first month is earned on 15 October). Never negative.
 */
export function completedMonths(start: string, end: string): number {
  let months = 0;
  while (months < 1200 && addMonths(start, months + 1) <= end) months++;
  return months;
}

type Employment = { hiring_date: string | null; departure_date: string | null };

/**
 * Days earned in a reference period by `asOf` (excluded): a twelfth of the quota per month worked in it, from the
 * later of its start and the hiring date to the earlier of `asOf`, the day after departure and the period's end.
 */
export function acquiredDays(
  quota: number,
  period: { start: string; end: string },
  employment: Employment,
  asOf: string,
): number {
  const from = [period.start, employment.hiring_date ?? period.start].sort().at(-1)!;
  const ends = [asOf, addDays(period.end, 1)];
  if (employment.departure_date) ends.push(addDays(employment.departure_date, 1));
  const to = ends.sort()[0]!;
  if (to <= from) return 0;
  const months = Math.min(completedMonths(from, to), MONTHS_PER_PERIOD);
  return round2(Math.min(quota, (quota * months) / MONTHS_PER_PERIOD));
}

/** What a set of leaves uses of a balance: begun (taken), accepted and to come (planned), submitted (pending). */
export type LeaveUse = { taken: number; planned: number; pending: number };

export const NO_USE: LeaveUse = { taken: 0, planned: 0, pending: 0 };

/** The use of a leave of `days`, by status and by its begin date against `today`. */
export function useOf(leave: { status: string; begin: string; days: number }, today: string): LeaveUse {
  if (leave.status === 'submitted') return { ...NO_USE, pending: leave.days };
  if (leave.status !== 'accepted') return NO_USE;
  return leave.begin <= today ? { ...NO_USE, taken: leave.days } : { ...NO_USE, planned: leave.days };
}

export const addUse = (a: LeaveUse, b: LeaveUse): LeaveUse => ({
  taken: a.taken + b.taken,
  planned: a.planned + b.planned,
  pending: a.pending + b.pending,
});

/**
 * Splits a use between an older balance of `available` days and the next one: the older days go first, to what is
 * certain first (taken, then planned, then pending), as payroll deducts them.
 */
export function splitUse(use: LeaveUse, available: number): { older: LeaveUse; newer: LeaveUse } {
  let left = Math.max(available, 0);
  const older = { ...NO_USE };
  const newer = { ...NO_USE };
  for (const key of ['taken', 'planned', 'pending'] as const) {
    older[key] = Math.min(use[key], left);
    newer[key] = use[key] - older[key];
    left -= older[key];
  }
  return { older, newer };
}

export type BalanceType = {
  id: number;
  name: string;
  /** Without it, the type is in the balances only as a `usage` row (display_in_balance_summary). */
  rights_management: boolean;
  deducting_mode: DeductingMode;
  annual_quota: number;
  period_management: boolean;
  period_last_day: number;
  period_last_month: number;
  period_year_offset: number;
};

/** The quota of a type: its own, or for paid leave without one the legal one of its deducting mode. */
export function quotaOf(type: BalanceType): number {
  if (type.annual_quota > 0 || !type.period_management) return type.annual_quota;
  return LEGAL_PAID_LEAVE_DAYS[type.deducting_mode] ?? 0;
}

/** True when a type is earned month by month with an N-1 and an N (paid leave). */
export const isEarnedMonthly = (type: Pick<BalanceType, 'period_management'>): boolean => type.period_management;

const row = (
  type: BalanceType,
  kind: LeaveBalanceRow['kind'],
  period: { start: string; end: string },
  quota: number,
  acquired: number,
  use: LeaveUse,
): LeaveBalanceRow => ({
  type_of_leave: type.id,
  name: type.name,
  kind,
  period,
  quota: round2(quota),
  acquired: round2(acquired),
  taken: round2(use.taken),
  planned: round2(use.planned),
  pending: round2(use.pending),
  remaining: round2(acquired - use.taken - use.planned - use.pending),
});

/** A type without an allowance: the days its leaves use over its period, no counter. */
const usageRow = (type: BalanceType, period: { start: string; end: string }, use: LeaveUse): LeaveBalanceRow => ({
  ...row(type, 'usage', period, 0, 0, use),
  quota: null,
  acquired: null,
  remaining: null,
});

/**
 * The rows as the employee reads their own balances: the counter (quota, earned, remaining) of a type with
 * do_not_display_counter is not theirs to see; the days they used are.
 */
export const withoutHiddenCounters = (rows: LeaveBalanceRow[], hidden: ReadonlySet<number>): LeaveBalanceRow[] =>
  rows.map((r) => (hidden.has(r.type_of_leave) ? { ...r, quota: null, acquired: null, remaining: null } : r));

/** The leaves a balance counts: days of one type, each counted in the period it begins in. */
export type CountedLeave = { type: number; begin: string; status: string; days: number };

/** The begin dates whose leaves the balances of `types` on `date` count: the caller loads them in one query. */
export function balanceWindow(types: BalanceType[], date: string): { earliest: string; latest: string } {
  const periods = types.map((type) => referencePeriod(type, date));
  const earliest = periods.map((p) => p.start).sort()[0] ?? date;
  // A paid leave of the next period is taken from N's days: its leaves count too.
  const latest = types
    .map((type, i) =>
      isEarnedMonthly(type) ? referencePeriod(type, addDays(periods[i]!.end, 1)).end : periods[i]!.end,
    )
    .sort()
    .at(-1);
  return { earliest, latest: latest ?? date };
}

/**
 * The balance rows of one person on `date` (the period holding it; usually today), `today` deciding what is taken
 * and what is planned. One row per type with rights management; paid leave gives two, N-1 then N.
 */
export function leaveBalances(
  types: BalanceType[],
  leaves: CountedLeave[],
  employment: Employment,
  date: string,
  today: string,
): LeaveBalanceRow[] {
  const useBetween = (typeId: number, start: string, end: string) =>
    leaves
      .filter((l) => l.type === typeId && l.begin >= start && l.begin <= end)
      .reduce((sum, l) => addUse(sum, useOf(l, today)), NO_USE);

  return types.flatMap((type) => {
    const quota = quotaOf(type);
    const current = referencePeriod(type, date);
    if (!type.rights_management) return [usageRow(type, current, useBetween(type.id, current.start, current.end))];
    if (!isEarnedMonthly(type))
      return [row(type, 'quota', current, quota, quota, useBetween(type.id, current.start, current.end))];

    const previous = referencePeriod(type, addDays(current.start, -1));
    const next = referencePeriod(type, addDays(current.end, 1));
    // N-1 is over: all of it is earned (less for someone hired during it). N is earned up to `date`.
    const earnedBefore = acquiredDays(quota, previous, employment, addDays(previous.end, 1));
    const earnedNow = acquiredDays(quota, current, employment, date);
    // What is taken now comes from N-1's days, the rest from N's; the next period's leaves from N's.
    const { older, newer } = splitUse(useBetween(type.id, current.start, current.end), earnedBefore);
    const later = useBetween(type.id, next.start, next.end);
    return [
      row(type, 'previous', previous, quota, earnedBefore, older),
      row(type, 'current', current, quota, earnedNow, addUse(newer, later)),
    ];
  });
}
