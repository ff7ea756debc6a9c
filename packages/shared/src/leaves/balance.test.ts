import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acquiredDays,
  addMonths,
  type BalanceType,
  balanceWindow,
  completedMonths,
  type LeaveUse,
  leaveBalances,
  quotaOf,
  splitUse,
  useOf,
  withoutHiddenCounters,
} from './balance';

const PAID: BalanceType = {
  id: 1,
  name: 'Congés payés',
  rights_management: true,
  deducting_mode: 'open_days',
  annual_quota: 25,
  period_management: true,
  period_last_day: 31,
  period_last_month: 5,
  period_year_offset: 0,
};
const RTT: BalanceType = { ...PAID, id: 2, name: 'RTT', annual_quota: 10, period_management: false };
const ALWAYS = { hiring_date: null, departure_date: null };

describe('addMonths and completedMonths: whole months, the day brought back to the month’s last', () => {
  it.each([
    ['2026-06-01', 1, '2026-07-01'],
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-15', 2, '2027-01-15'],
    ['2026-06-01', 12, '2027-06-01'],
  ])('%s + %i months → %s', (date, months, result) => {
    expect(addMonths(date, months)).toBe(result);
  });

  it.each([
    ['2026-06-01', '2026-06-30', 0],
    ['2026-06-01', '2026-07-01', 1],
    ['2026-06-01', '2026-11-22', 5],
    ['2026-09-15', '2026-11-22', 2],
    ['2026-06-01', '2027-06-01', 12],
    ['2026-11-22', '2026-06-01', 0],
  ])('from %s to %s: %i', (start, end, months) => {
    expect(completedMonths(start, end)).toBe(months);
  });
});

describe('acquiredDays: a twelfth of the quota per month worked in the period', () => {
  const period = { start: '2026-06-01', end: '2027-05-31' };
  it.each([
    ['nothing on the first day', 25, ALWAYS, '2026-06-01', 0],
    ['2.08 after one month of 25 (jours ouvrés)', 25, ALWAYS, '2026-07-01', 2.08],
    ['2.5 after one month of 30 (jours ouvrables)', 30, ALWAYS, '2026-07-01', 2.5],
    ['five months on 22 November', 25, ALWAYS, '2026-11-22', 10.42],
    ['the whole quota once the period is over', 25, ALWAYS, '2027-06-01', 25],
    ['never more than the quota, long after', 25, ALWAYS, '2030-01-01', 25],
    ['from the hiring date', 25, { hiring_date: '2026-09-15', departure_date: null }, '2026-11-22', 4.17],
    ['up to the departure', 25, { hiring_date: null, departure_date: '2026-08-31' }, '2026-11-22', 6.25],
    ['nothing when hired after the period', 25, { hiring_date: '2027-07-01', departure_date: null }, '2027-06-01', 0],
  ])('%s', (_, quota, employment, asOf, days) => {
    expect(acquiredDays(quota, period, employment, asOf)).toBe(days);
  });

  it('grows with time and stays between 0 and the quota', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 40 }), (q, months) => {
        const quota = q / 100;
        const a = acquiredDays(quota, period, ALWAYS, addMonths(period.start, months));
        const b = acquiredDays(quota, period, ALWAYS, addMonths(period.start, months + 1));
        expect(a).toBeGreaterThanOrEqual(0);
        expect(b).toBeGreaterThanOrEqual(a);
        expect(b).toBeLessThanOrEqual(quota);
      }),
    );
  });
});

describe('useOf: begun and accepted is taken, accepted to come is planned, submitted is pending', () => {
  it.each([
    ['accepted', '2026-11-02', { taken: 3, planned: 0, pending: 0 }],
    ['accepted', '2026-11-22', { taken: 3, planned: 0, pending: 0 }],
    ['accepted', '2026-12-21', { taken: 0, planned: 3, pending: 0 }],
    ['submitted', '2026-12-21', { taken: 0, planned: 0, pending: 3 }],
    ['draft', '2026-12-21', { taken: 0, planned: 0, pending: 0 }],
    ['refused', '2026-11-02', { taken: 0, planned: 0, pending: 0 }],
  ])('%s from %s', (status, begin, use) => {
    expect(useOf({ status, begin, days: 3 }, '2026-11-22')).toEqual(use);
  });
});

describe('splitUse: the older days go first, to what is certain first', () => {
  it.each<[LeaveUse, number, LeaveUse, LeaveUse]>([
    [
      { taken: 5, planned: 5, pending: 5 },
      25,
      { taken: 5, planned: 5, pending: 5 },
      { taken: 0, planned: 0, pending: 0 },
    ],
    [
      { taken: 5, planned: 5, pending: 5 },
      7,
      { taken: 5, planned: 2, pending: 0 },
      { taken: 0, planned: 3, pending: 5 },
    ],
    [
      { taken: 5, planned: 0, pending: 2 },
      0,
      { taken: 0, planned: 0, pending: 0 },
      { taken: 5, planned: 0, pending: 2 },
    ],
    [
      { taken: 1, planned: 1, pending: 1 },
      -3,
      { taken: 0, planned: 0, pending: 0 },
      { taken: 1, planned: 1, pending: 1 },
    ],
  ])('%o with %d older days', (use, available, older, newer) => {
    expect(splitUse(use, available)).toEqual({ older, newer });
  });

  it('loses no day and never gives the older balance more than it has', () => {
    const days = fc.integer({ min: 0, max: 100 }).map((n) => n / 2);
    fc.assert(
      fc.property(days, days, days, fc.integer({ min: -10, max: 60 }), (taken, planned, pending, available) => {
        const { older, newer } = splitUse({ taken, planned, pending }, available);
        for (const key of ['taken', 'planned', 'pending'] as const) {
          expect(older[key] + newer[key]).toBe({ taken, planned, pending }[key]);
          expect(older[key]).toBeGreaterThanOrEqual(0);
        }
        expect(older.taken + older.planned + older.pending).toBeLessThanOrEqual(Math.max(available, 0));
      }),
    );
  });
});

describe('quotaOf: the type’s own, else the legal paid leave of its deducting mode', () => {
  it.each([
    [PAID, 25],
    [{ ...PAID, annual_quota: 27 }, 27],
    [{ ...PAID, annual_quota: 0 }, 25],
    [{ ...PAID, annual_quota: 0, deducting_mode: 'working_days' as const }, 30],
    [{ ...PAID, annual_quota: 0, deducting_mode: 'calendar_days' as const }, 0],
    [{ ...RTT, annual_quota: 0 }, 0],
  ])('%o → %d', (type, quota) => {
    expect(quotaOf(type)).toBe(quota);
  });
});

describe('leaveBalances on 22 November 2026', () => {
  const today = '2026-11-22';
  const leave = (type: number, begin: string, status: string, days: number) => ({ type, begin, status, days });
  const leaves = [
    // Paid leave of the period that ended (2025-2026): used N-2's days, not counted now.
    leave(1, '2026-05-04', 'accepted', 5),
    // This period: 10 taken, 5 planned at Christmas, 3 asked for February.
    leave(1, '2026-07-06', 'accepted', 10),
    leave(1, '2026-12-21', 'accepted', 5),
    leave(1, '2027-02-15', 'submitted', 3),
    leave(1, '2027-03-01', 'draft', 5),
    leave(1, '2027-04-12', 'refused', 2),
    // Next period's summer: taken from N's days.
    leave(1, '2027-07-05', 'accepted', 10),
    leave(2, '2026-03-06', 'accepted', 1),
    leave(2, '2026-12-04', 'submitted', 0.5),
    leave(2, '2025-12-05', 'accepted', 1),
  ];
  const rows = leaveBalances([PAID, RTT], leaves, ALWAYS, today, today);

  it('names N-1, earned in full, and N, earned to date', () => {
    expect(rows.map((r) => [r.name, r.kind, r.period.start, r.period.end])).toEqual([
      ['Congés payés', 'previous', '2025-06-01', '2026-05-31'],
      ['Congés payés', 'current', '2026-06-01', '2027-05-31'],
      ['RTT', 'quota', '2026-01-01', '2026-12-31'],
    ]);
  });

  it('takes this period’s leaves from N-1 and the next period’s from N', () => {
    expect(rows[0]).toMatchObject({ quota: 25, acquired: 25, taken: 10, planned: 5, pending: 3, remaining: 7 });
    expect(rows[1]).toMatchObject({ quota: 25, acquired: 10.42, taken: 0, planned: 10, pending: 0, remaining: 0.42 });
    expect(rows[2]).toMatchObject({ quota: 10, acquired: 10, taken: 1, planned: 0, pending: 0.5, remaining: 8.5 });
  });

  it('lets what N-1 cannot hold overflow into N', () => {
    const more = [...leaves, leave(1, '2027-05-03', 'accepted', 10)];
    const [previous, current] = leaveBalances([PAID], more, ALWAYS, today, today);
    expect(previous).toMatchObject({ taken: 10, planned: 15, pending: 0, remaining: 0 });
    expect(current).toMatchObject({ taken: 0, planned: 10, pending: 3, remaining: -2.58 });
  });

  it('for someone hired in September, has nothing in N-1', () => {
    const [previous, current] = leaveBalances(
      [PAID],
      [],
      { hiring_date: '2026-09-15', departure_date: null },
      today,
      today,
    );
    expect(previous!.acquired).toBe(0);
    expect(current!.acquired).toBe(4.17);
  });

  it('shows a type without rights management as the days it used, without a counter (display_in_balance_summary)', () => {
    const sick = { ...RTT, id: 3, name: 'Maladie', rights_management: false, annual_quota: 0 };
    const [usage] = leaveBalances([sick], [leave(3, '2026-10-05', 'accepted', 2)], ALWAYS, today, today);
    expect(usage).toMatchObject({ kind: 'usage', quota: null, acquired: null, remaining: null, taken: 2 });
  });

  it('hides the counter of a type from its employee, never the days they used (do_not_display_counter)', () => {
    const hidden = withoutHiddenCounters(rows, new Set([2]));
    expect(hidden[2]).toMatchObject({ quota: null, acquired: null, remaining: null, taken: 1, pending: 0.5 });
    expect(hidden.slice(0, 2)).toEqual(rows.slice(0, 2));
  });

  it('loads the leaves from the start of N-1’s use to the end of the next period', () => {
    expect(balanceWindow([PAID, RTT], today)).toEqual({ earliest: '2026-01-01', latest: '2028-05-31' });
  });
});
