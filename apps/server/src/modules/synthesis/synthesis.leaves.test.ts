import { describe, expect, it } from 'vitest';
import { daysInMonth } from './synthesis.leaves';

/** deducting_mode (issue 28) in the synthesis: a leave's days in each month it meets, by its type's mode. */
describe('the synthesis counts a leave’s days in the month by its mode', () => {
  // 26 April – 9 May 2027: April's part is Monday to Friday; May's holds Ascension and two holidays on Saturdays
  // (Labour Day, Victory Day), which no mode but calendar days deducts.
  const leave = {
    begin_date: '2027-04-26',
    begin_period: 'AM',
    end_date: '2027-05-09',
    end_period: 'PM',
    half_days: 18,
  } as const;
  it.each([
    ['open_days', 5, 4],
    ['working_days', 5, 4],
    ['calendar_days', 5, 9],
  ] as const)('%s: %i days in April, %i in May', (mode, april, may) => {
    expect(daysInMonth(leave, { first: '2027-04-01', last: '2027-04-30' }, mode)).toBe(april);
    expect(daysInMonth(leave, { first: '2027-05-01', last: '2027-05-31' }, mode)).toBe(may);
  });
});

it('counts a leave within the month as the leave counts, one day confirmed on a holiday included (spec/3 §5)', () => {
  const ascension = { begin_date: '2027-05-06', begin_period: 'AM', end_date: '2027-05-06', end_period: 'PM' } as const;
  expect(daysInMonth({ ...ascension, half_days: 2 }, { first: '2027-05-01', last: '2027-05-31' }, 'open_days')).toBe(1);
});
