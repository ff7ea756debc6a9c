import { describe, expect, it } from 'vitest';
import { expectedWorkingDays, type ReportLeave, reportTotals, roundOvertime } from './totals';

// March 2016: 22 business days (Easter Monday the 28th off).
const MONTH = '2016-03-01';
const NO_CAP = { max_worked_days_per_month: null, can_overflow_max_worked_days: true };
const day = (date: string, b = 0, e = 1) => ({ begin_date: date, begin_slice: b, end_date: date, end_slice: e });
const leave = (date: string, status: ReportLeave['status'], begin: 'AM' | 'PM' = 'AM'): ReportLeave => ({
  begin_date: date,
  begin_period: begin,
  end_date: date,
  end_period: 'PM',
  status,
});

describe('roundOvertime', () => {
  it.each([
    [1, 0, 1, 0],
    [1, 1, 1, 15],
    [0, 15, 0, 15],
    [0, 16, 0, 30],
    [2, 31, 2, 45],
    [2, 45, 2, 45],
    [1, 46, 2, 0],
    [0, 59, 1, 0],
  ])('%ih%i → %ih%i', (h, m, eh, em) => {
    expect(roundOvertime(h, m)).toEqual({ hours: eh, minutes: em });
  });
});

describe('expectedWorkingDays', () => {
  it.each([
    [null, 22],
    [0, 22],
    [18, 18],
    [30, 22],
  ])('a cap of %s gives %i days', (max, days) => {
    expect(expectedWorkingDays(MONTH, 2, { max_worked_days_per_month: max, can_overflow_max_worked_days: true })).toBe(
      days,
    );
  });
});

describe('reportTotals', () => {
  it.each([
    {
      name: 'an empty month',
      activities: [],
      leaves: [],
      cap: NO_CAP,
      expected: {
        workingDays: 0,
        leaveDays: 0,
        notValidatedLeaveDays: 0,
        emptyDays: 22,
        excessDays: 0,
        overlapDays: 0,
      },
    },
    {
      name: 'two days worked, one accepted and a half submitted leave',
      activities: [day('2016-03-01'), day('2016-03-02')],
      leaves: [leave('2016-03-03', 'accepted'), leave('2016-03-04', 'submitted', 'PM')],
      cap: NO_CAP,
      expected: {
        workingDays: 2,
        leaveDays: 1,
        notValidatedLeaveDays: 0.5,
        emptyDays: 18.5,
        excessDays: 0,
        overlapDays: 0,
      },
    },
    {
      name: 'a worked day under a leave counts once, as overlap',
      activities: [day('2016-03-01')],
      leaves: [leave('2016-03-01', 'accepted')],
      cap: NO_CAP,
      expected: { workingDays: 1, leaveDays: 1, emptyDays: 21, overlapDays: 1 },
    },
    {
      name: 'over a cap that forbids overflow',
      activities: [day('2016-03-01'), day('2016-03-02'), day('2016-03-03')],
      leaves: [],
      cap: { max_worked_days_per_month: 2, can_overflow_max_worked_days: false },
      expected: { workingDays: 3, expectedDays: 2, excessDays: 1, emptyDays: 0 },
    },
  ])('$name', ({ activities, leaves, cap, expected }) => {
    expect(reportTotals({ month: MONTH, slices: 2, activities, leaves, cap })).toMatchObject(expected);
  });
});
