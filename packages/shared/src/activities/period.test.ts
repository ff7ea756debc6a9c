import { describe, expect, it } from 'vitest';
import {
  daysOfReport,
  isoWeekOf,
  periodColumnsOf,
  periodOfRow,
  reportPeriodName,
  weekHoldingMonthBack,
  weekPartOf,
  weekPartsOfMonth,
} from './period';
import { placeActivity, workingSlotsOfDays, workingSlotsOfMonth } from './slices';
import type { ActivityReportStatus } from './status';
import { reportTotals } from './totals';

describe('isoWeekOf', () => {
  it.each([
    ['2026-01-01', 2026, 1], // a Thursday: week 1 of its own year
    ['2025-12-29', 2026, 1], // the Monday of that week, still in December
    ['2027-01-01', 2026, 53], // a Friday: 2026 has 53 weeks (it begins on a Thursday)
    ['2027-01-03', 2026, 53],
    ['2027-01-04', 2027, 1],
    ['2024-12-30', 2025, 1],
    ['2021-01-03', 2020, 53], // 2020, a leap year beginning on a Wednesday, has 53 weeks
    ['2024-02-29', 2024, 9], // leap day
    ['2026-11-28', 2026, 48],
    ['2026-12-28', 2026, 53], // 28 December is always in the year's last week
  ])('%s is week %i-W%i', (date, year, week) => {
    expect(isoWeekOf(date)).toEqual({ year, week });
  });
});

describe('weekPartOf', () => {
  it.each([
    ['2026-11-25', '2026-11-23', '2026-11-29'], // a whole week inside the month
    ['2026-11-30', '2026-11-30', '2026-11-30'], // Monday the 30th: the week's November part is one day
    ['2026-12-02', '2026-12-01', '2026-12-06'], // …and its December part the rest
    ['2026-11-01', '2026-11-01', '2026-11-01'], // Sunday the 1st: the week's November part is that Sunday
    ['2024-02-29', '2024-02-26', '2024-02-29'], // a leap February ends on a Thursday
    ['2023-02-27', '2023-02-27', '2023-02-28'], // a common one on a Tuesday
    ['2024-03-01', '2024-03-01', '2024-03-03'],
  ])('the part of %s is %s to %s', (date, first, last) => {
    expect(weekPartOf(date)).toEqual({ first, last });
  });
});

describe('weekPartsOfMonth', () => {
  it('cuts a month at its ends, every day in exactly one part', () => {
    // November 2026: Sunday 1 alone, four whole weeks, then Monday 30 alone.
    const spans = weekPartsOfMonth('2026-11-01').map((part) => `${part.first.slice(8)}–${part.last.slice(8)}`);
    expect(spans).toEqual(['01–01', '02–08', '09–15', '16–22', '23–29', '30–30']);
  });

  it.each([
    ['2015-02-01', 5], // Sunday the 1st alone, then four weeks to Saturday the 28th
    ['2021-02-01', 4], // Monday 1 to Sunday 28: exactly four weeks
    ['2024-02-01', 5], // leap February: 1–4, 5–11, 12–18, 19–25, 26–29
    ['2026-11-01', 6],
  ])('%s has its parts, none empty, together the month', (month, count) => {
    const parts = weekPartsOfMonth(month);
    expect(parts).toHaveLength(count);
    const days = parts.reduce((n, p) => n + (Date.parse(p.last) - Date.parse(p.first)) / 86_400_000 + 1, 0);
    const monthDays = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    expect(days).toBe(monthDays);
    for (const part of parts) expect(part.first <= part.last).toBe(true);
  });

  it('a leap February ends with its Thursday the 29th', () => {
    expect(weekPartsOfMonth('2024-02-01').at(-1)).toEqual({ first: '2024-02-26', last: '2024-02-29' });
  });
});

describe('the period columns of a row', () => {
  it('a month is day 0, a week the day its part begins on; the days come back from them', () => {
    expect(periodColumnsOf('month', '2026-11-25')).toEqual({ month: '2026-11-01', week_start_day: 0 });
    expect(periodColumnsOf('week', '2026-11-25')).toEqual({ month: '2026-11-01', week_start_day: 23 });
    expect(periodColumnsOf('week', '2026-12-03')).toEqual({ month: '2026-12-01', week_start_day: 1 });
    expect(daysOfReport({ month: '2026-11-01', week_start_day: 0 })).toEqual({
      first: '2026-11-01',
      last: '2026-11-30',
    });
    expect(daysOfReport({ month: '2026-11-01', week_start_day: 30 })).toEqual({
      first: '2026-11-30',
      last: '2026-11-30',
    });
    expect(periodOfRow({ week_start_day: 0 })).toBe('month');
    expect(periodOfRow({ week_start_day: 23 })).toBe('week');
  });
});

describe('a week part on the grid', () => {
  it('its working slots are the month’s slots of its days (Armistice Day, Wednesday 11/11/2026, is not one)', () => {
    const week = { first: '2026-11-09', last: '2026-11-15' };
    const slots = workingSlotsOfDays(week, 2);
    expect(slots).toHaveLength(4 * 2);
    expect(workingSlotsOfDays({ first: '2026-11-01', last: '2026-11-30' }, 2)).toEqual(
      workingSlotsOfMonth('2026-11', 2),
    );
  });

  it('an activity outside the week is out of range, inside it is placed', () => {
    const report = { month: '2026-11-01', slices: 2, days: { first: '2026-11-23', last: '2026-11-29' } };
    const span = (begin_date: string, end_date: string) => ({ begin_date, begin_slice: 0, end_date, end_slice: 1 });
    expect(placeActivity(span('2026-11-20', '2026-11-23'), report, new Set(), new Set())).toEqual({
      error: 'outOfMonth',
    });
    expect(placeActivity(span('2026-11-23', '2026-11-29'), report, new Set(), new Set())).toMatchObject({
      spans: [{ begin_date: '2026-11-23', end_date: '2026-11-27', nb_slices: 10 }],
    });
  });

  it('its totals count its days only, and the contract’s monthly cap is not cut into weeks', () => {
    const totals = reportTotals({
      month: '2026-11-01',
      days: { first: '2026-11-30', last: '2026-11-30' },
      slices: 2,
      activities: [],
      leaves: [],
      cap: { max_worked_days_per_month: 0.5, can_overflow_max_worked_days: false },
    });
    expect(totals).toMatchObject({ expectedDays: 1, emptyDays: 1, workingDays: 0, excessDays: 0 });
  });
});

describe('reportPeriodName', () => {
  it('names a month by its name, a week by its number and days, in both languages', () => {
    const november = { first: '2026-11-01', last: '2026-11-30' };
    expect(reportPeriodName(november, 'month', 'fr')).toBe('novembre 2026');
    expect(reportPeriodName(november, 'month', 'en')).toBe('November 2026');
    const week = { first: '2026-11-30', last: '2026-11-30' };
    expect(reportPeriodName(week, 'week', 'fr')).toBe('semaine 49 (du 30/11/2026 au 30/11/2026)');
    expect(reportPeriodName(week, 'week', 'en')).toBe('week 49 (30/11/2026 to 30/11/2026)');
  });
});

describe('weekHoldingMonthBack', () => {
  const weeks = (...statuses: ActivityReportStatus[]) => statuses.map((status, id) => ({ id, status }));
  it('is null while a week part of the month has no report', () => {
    expect(weekHoldingMonthBack('2026-11-01', weeks('accepted', 'accepted', 'accepted', 'accepted', 'accepted'))).toBe(
      null,
    );
  });
  it('is the least advanced week, the first on a tie; accepted only when all are', () => {
    const six: ActivityReportStatus[] = ['accepted', 'submitted', 'accepted', 'draft', 'submitted', 'draft'];
    expect(weekHoldingMonthBack('2026-11-01', weeks(...six))).toEqual({ id: 3, status: 'draft' });
    expect(weekHoldingMonthBack('2026-11-01', weeks(...six.map(() => 'accepted' as const)))).toMatchObject({ id: 0 });
    const suspended: ActivityReportStatus[] = [
      'accepted',
      'refused',
      'submitted',
      'suspended',
      'submitted',
      'accepted',
    ];
    expect(weekHoldingMonthBack('2026-11-01', weeks(...suspended))).toEqual({ id: 3, status: 'suspended' });
  });
});
