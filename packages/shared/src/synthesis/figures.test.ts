import { describe, expect, it } from 'vitest';
import { businessDaysOfMonth, workingSlotsOfMonth } from '../activities/slices';
import { reportTotals } from '../activities/totals';
import { employeeMonthFigures, type SynthesisLeave } from './figures';

// May 2024: 19 business days (the 1st, 8th, 9th and 20th are holidays).
const month = '2024-05-01';
const noCap = { max_worked_days_per_month: null, can_overflow_max_worked_days: true };
const day = (d: string, chargeable: boolean) => ({
  begin_date: d,
  begin_slice: 0,
  end_date: d,
  end_slice: 1,
  chargeable,
});
const leave = (type: number, begin: string, end: string, extra: Partial<SynthesisLeave> = {}): SynthesisLeave => ({
  type_of_leave_id: type,
  begin_date: begin,
  begin_period: 'AM',
  end_date: end,
  end_period: 'PM',
  status: 'accepted',
  ...extra,
});

describe('employeeMonthFigures', () => {
  it("splits the report card's worked days into charged and not charged", () => {
    const activities = [day('2024-05-13', true), day('2024-05-14', true), day('2024-05-15', false)];
    const figures = employeeMonthFigures({ month, slices: 2, activities, leaves: [], cap: noCap });
    const card = reportTotals({ month, slices: 2, activities, leaves: [], cap: noCap });
    expect(figures).toMatchObject({ charged: 2, worked: card.workingDays, not_charged: 1, empty_days: card.emptyDays });
  });

  it('counts leave days by type in half days on working days, adding up to the card', () => {
    const leaves = [
      // Tuesday 7 afternoon to Friday 10 morning around two holidays: 1 day.
      leave(1, '2024-05-07', '2024-05-10', { begin_period: 'PM', end_period: 'AM' }),
      leave(2, '2024-05-17', '2024-05-17'),
      leave(2, '2024-05-30', '2024-06-03'),
      // Submitted: not a leave day yet.
      leave(3, '2024-05-21', '2024-05-21', { status: 'submitted' }),
    ];
    const figures = employeeMonthFigures({ month, slices: 2, activities: [], leaves, cap: noCap });
    expect([...figures.leave_days_by_type]).toEqual([
      [1, 1],
      [2, 3],
    ]);
    expect(figures.leave_days).toBe(4);
    expect(figures.not_validated_leave_days).toBe(1);
    expect(figures.empty_days).toBe(19 - 4 - 1);
  });

  it('counts a training (count_as_worked) as worked, not charged, and still gives its type its days', () => {
    const leaves = [leave(5, '2024-05-13', '2024-05-14', { count_as_worked: true })];
    const figures = employeeMonthFigures({ month, slices: 4, activities: [], leaves, cap: noCap });
    expect(figures).toMatchObject({ worked: 2, charged: 0, not_charged: 2, leave_days: 0 });
    expect(figures.leave_days_by_type.get(5)).toBe(2);
  });

  it('gives overtime in hours and follows the contract cap', () => {
    const figures = employeeMonthFigures({
      month,
      slices: 2,
      activities: [],
      leaves: [],
      cap: { max_worked_days_per_month: 17, can_overflow_max_worked_days: false },
      overtimeMinutes: new Map([
        [1, 105],
        [2, 0],
      ]),
    });
    expect([...figures.overtime_hours_by_type]).toEqual([[1, 1.75]]);
    expect(figures).toMatchObject({ expected_days: 17, empty_days: 17 });
  });
});

describe('employeeMonthFigures: meals, less the days of deprived_meal_ticket leaves (issue 28)', () => {
  const half = (d: string, slice: 0 | 1) => ({ ...day(d, false), begin_slice: slice, end_slice: slice });
  // Every business day of May 2024 worked whole: 19 meals before any leave.
  const wholeMonth = businessDaysOfMonth(month).map((d) => day(d, true));
  const span = (begin: string, end: string, periods: 'AM-PM' | 'PM-PM' | 'AM-AM' = 'AM-PM') => {
    const [begin_period, end_period] = periods.split('-') as ['AM' | 'PM', 'AM' | 'PM'];
    return { begin_date: begin, begin_period, end_date: end, end_period };
  };
  it.each([
    ['no leave', wholeMonth, [], [], 19],
    ['a half day worked holds the lunch', [half('2024-05-13', 0)], [], [], 1],
    [
      'a day worked on its morning and afternoon is one meal',
      [half('2024-05-13', 0), half('2024-05-13', 1)],
      [],
      [],
      1,
    ],
    // Work on a weekend or a holiday is outside the business days the report counts.
    ['a Saturday or a holiday gives none', [day('2024-05-11', true), day('2024-05-08', true)], [], [], 0],
    // A deprived leave taken whole on Mon 13 – Wed 15: three meals fewer.
    ['a whole deprived day takes its meal away', wholeMonth, [], [span('2024-05-13', '2024-05-15')], 16],
    // Wed 8 – Mon 13 holds two holidays (8, 9) and a weekend: only Fri 10 and Mon 13 had a meal to lose.
    ['a weekend or a holiday inside the leave takes none more', wholeMonth, [], [span('2024-05-08', '2024-05-13')], 17],
    // Tue 14 afternoon to Thu 16 morning: only Wed 15 is whole.
    ['a half day of leave leaves the lunch', wholeMonth, [], [span('2024-05-14', '2024-05-16', 'PM-PM')], 17],
    [
      'two half days of two leaves make a whole day',
      wholeMonth,
      [],
      [span('2024-05-14', '2024-05-14', 'AM-AM'), span('2024-05-14', '2024-05-14', 'PM-PM')],
      18,
    ],
    ['clipped to the month', wholeMonth, [], [span('2024-04-29', '2024-05-02'), span('2024-05-31', '2024-06-04')], 17],
    // A training that counts as worked gives meals, unless its type takes the meal away.
    [
      'a training counted as worked gives its meals',
      [],
      [leave(5, '2024-05-13', '2024-05-14', { count_as_worked: true })],
      [],
      2,
    ],
    [
      'not when its type is deprived',
      [],
      [leave(5, '2024-05-13', '2024-05-14', { count_as_worked: true })],
      [span('2024-05-13', '2024-05-14')],
      0,
    ],
  ] as const)('%s', (_case, activities, leaves, mealLeaves, meals) => {
    const figures = employeeMonthFigures({ month, slices: 2, activities, leaves, mealLeaves, cap: noCap });
    expect(figures.meals).toBe(meals);
  });
});

describe("a month's days, computed once", () => {
  it('gives a copy: a caller changing it does not change the next answer', () => {
    const days = businessDaysOfMonth(month);
    days.push('2024-05-25');
    expect(businessDaysOfMonth(month)).toHaveLength(19);
    const slots = workingSlotsOfMonth(month, 2);
    slots.length = 0;
    expect(workingSlotsOfMonth(month, 2)).toHaveLength(38);
  });
});
