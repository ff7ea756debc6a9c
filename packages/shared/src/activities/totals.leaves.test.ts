import { describe, expect, it } from 'vitest';
import { type ReportLeave, reportTotals } from './totals';

// December 2026: 22 business days (Christmas on Friday 25th).
const month = '2026-12-01';
const cap = { max_worked_days_per_month: null, can_overflow_max_worked_days: true };
const firstWeek = { begin_date: '2026-12-01', begin_slice: 0, end_date: '2026-12-04', end_slice: 1 };
const leave = (status: ReportLeave['status'], count_as_worked = false): ReportLeave => ({
  begin_date: '2026-12-07',
  begin_period: 'AM',
  end_date: '2026-12-08',
  end_period: 'PM',
  status,
  count_as_worked,
});

describe('reportTotals and the kinds of leave', () => {
  it.each([
    [
      'an accepted leave makes leave days',
      leave('accepted'),
      { workingDays: 4, leaveDays: 2, notValidatedLeaveDays: 0, emptyDays: 16 },
    ],
    [
      'a submitted leave makes days not validated yet',
      leave('submitted'),
      { workingDays: 4, leaveDays: 0, notValidatedLeaveDays: 2, emptyDays: 16 },
    ],
    [
      'an accepted leave that counts as worked makes worked days',
      leave('accepted', true),
      { workingDays: 6, leaveDays: 0, notValidatedLeaveDays: 0, emptyDays: 16 },
    ],
    [
      'a submitted one that counts as worked is a leave until accepted',
      leave('submitted', true),
      { workingDays: 4, leaveDays: 0, notValidatedLeaveDays: 2, emptyDays: 16 },
    ],
  ])('%s', (_label, oneLeave, expected) => {
    const totals = reportTotals({ month, slices: 2, activities: [firstWeek], leaves: [oneLeave], cap });
    expect(totals).toMatchObject({ ...expected, expectedDays: 22, overlapDays: 0 });
  });

  it('counts the days an activity shares with a leave once, as overlap', () => {
    const overWeek = { begin_date: '2026-12-07', begin_slice: 0, end_date: '2026-12-07', end_slice: 1 };
    const totals = reportTotals({ month, slices: 2, activities: [overWeek], leaves: [leave('accepted')], cap });
    expect(totals).toMatchObject({ workingDays: 1, leaveDays: 2, overlapDays: 1, emptyDays: 20 });
  });
});
