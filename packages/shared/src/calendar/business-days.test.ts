import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  businessDaysBetween,
  businessDaysLeftInMonth,
  type DeductingMode,
  isBusinessDay,
  leaveDays,
  type Period,
} from './business-days';
import { addDays, daysBetween } from './dates';

describe('business days', () => {
  it.each([
    ['2026-11-21', false], // Saturday
    ['2026-11-22', false], // Sunday
    ['2026-11-23', true],
    ['2026-11-11', false], // Armistice, a Wednesday
  ])('%s is a business day: %s', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });

  it.each([
    ['2026-11-01', '2026-11-30', 20], // 21 weekdays minus 11 Nov (1 Nov is a Sunday)
    ['2026-05-01', '2026-05-31', 17], // 21 weekdays minus 1 and 8 May, Ascension (14) and Whit Monday (25)
    ['2026-12-24', '2026-12-24', 1],
    ['2026-12-25', '2026-12-25', 0],
    ['2026-12-31', '2026-12-01', 0],
  ])('from %s to %s: %i', (begin, end, expected) => {
    expect(businessDaysBetween(begin, end)).toBe(expected);
  });

  it.each([
    ['2026-11-01', 20], // a Sunday: the whole month's business days
    ['2026-11-26', 3], // Thursday: 26, 27, 30
    ['2026-11-28', 1], // Saturday: Monday the 30th only
    ['2026-11-30', 1], // the last day, a Monday, counts itself
    ['2026-12-24', 5], // 24, 28, 29, 30, 31: Christmas is not one
    ['2027-01-31', 0], // a Sunday, the month's last day
  ])('business days left in the month of %s, today included: %i', (today, expected) => {
    expect(businessDaysLeftInMonth(today)).toBe(expected);
  });
});

const leave = (b: string, bp: Period, e: string, ep: Period, mode?: DeductingMode) =>
  leaveDays({ begin_date: b, begin_period: bp, end_date: e, end_period: ep, mode });

describe('leave days', () => {
  it.each([
    // Monday to Wednesday, whole days
    ['2026-11-23', 'AM', '2026-11-25', 'PM', 'open_days', 3],
    // across the Armistice (Wednesday 11 Nov 2026): Tue–Thu counts 2
    ['2026-11-10', 'AM', '2026-11-12', 'PM', 'open_days', 2],
    // begins in the afternoon, ends in the morning
    ['2026-11-23', 'PM', '2026-11-25', 'AM', 'open_days', 2],
    ['2026-11-23', 'PM', '2026-11-23', 'PM', 'open_days', 0.5],
    ['2026-11-23', 'AM', '2026-11-23', 'AM', 'open_days', 0.5],
    ['2026-11-23', 'PM', '2026-11-23', 'AM', 'open_days', 0],
    // a full week, Monday to Sunday
    ['2026-11-23', 'AM', '2026-11-29', 'PM', 'open_days', 5],
    ['2026-11-23', 'AM', '2026-11-29', 'PM', 'working_days', 6],
    ['2026-11-23', 'AM', '2026-11-29', 'PM', 'calendar_days', 7],
    // a weekend only
    ['2026-11-21', 'AM', '2026-11-22', 'PM', 'open_days', 0],
    // a half day off a Saturday is not deducted in open days
    ['2026-11-20', 'AM', '2026-11-21', 'AM', 'open_days', 1],
    ['2026-11-20', 'AM', '2026-11-21', 'AM', 'working_days', 1.5],
    // end before begin
    ['2026-11-25', 'AM', '2026-11-23', 'PM', 'open_days', 0],
  ] as const)('%s %s → %s %s in %s: %d', (b, bp, e, ep, mode, expected) => {
    expect(leave(b, bp, e, ep, mode)).toBe(expected);
  });

  // deducting_mode (issue 28), each mode over the same spans: holidays on a weekday, on a Saturday, at a week's end.
  it.each([
    // Ascension, Thursday 14 May 2026, in a Monday-to-Sunday week
    ['2026-05-11', 'AM', '2026-05-17', 'PM', [4, 5, 7]],
    // Christmas, Friday 25 December 2026
    ['2026-12-21', 'AM', '2026-12-27', 'PM', [4, 5, 7]],
    // Assumption, Saturday 15 August 2026: nothing more to take off in open days
    ['2026-08-10', 'AM', '2026-08-16', 'PM', [5, 5, 7]],
    // Labour Day and Victory Day, Fridays 1 and 8 May 2026, over two weeks
    ['2026-04-27', 'AM', '2026-05-10', 'PM', [8, 10, 14]],
    // Whit Monday, 25 May 2026, Friday to Tuesday
    ['2026-05-22', 'AM', '2026-05-26', 'PM', [2, 3, 5]],
    // beginning on the holiday's afternoon: its half day counts only in calendar days
    ['2026-05-14', 'PM', '2026-05-15', 'PM', [1, 1, 1.5]],
    // a weekend and a Saturday morning
    ['2026-05-16', 'AM', '2026-05-17', 'PM', [0, 1, 2]],
    ['2026-05-16', 'AM', '2026-05-16', 'AM', [0, 0.5, 0.5]],
  ] as const)('%s %s → %s %s: %j in open, working, calendar days', (b, bp, e, ep, [open, working, calendar]) => {
    expect([
      leave(b, bp, e, ep, 'open_days'),
      leave(b, bp, e, ep, 'working_days'),
      leave(b, bp, e, ep, 'calendar_days'),
    ]).toEqual([open, working, calendar]);
  });

  const date = fc.integer({ min: 0, max: 365 * 25 }).map((n) => addDays('2015-01-01', n));
  const period = fc.constantFrom<Period>('AM', 'PM');
  const mode = fc.constantFrom<DeductingMode>('open_days', 'working_days', 'calendar_days');

  it("never exceeds the leave's calendar span and moves in half days", () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 60 }), period, period, mode, (begin, length, bp, ep, m) => {
        const end = addDays(begin, length);
        const days = leave(begin, bp, end, ep, m);
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBeLessThanOrEqual(daysBetween(begin, end) + 1);
        expect(Number.isInteger(days * 2)).toBe(true);
      }),
    );
  });

  it('never changes its total when the range is split', () => {
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 59 }),
        mode,
        (begin, length, cut, m) => {
          fc.pre(cut <= length);
          const end = addDays(begin, length);
          const split = addDays(begin, cut);
          const whole = leave(begin, 'AM', end, 'PM', m);
          // at a day boundary
          expect(leave(begin, 'AM', addDays(split, -1), 'PM', m) + leave(split, 'AM', end, 'PM', m)).toBe(whole);
          // at noon of the split day
          expect(leave(begin, 'AM', split, 'AM', m) + leave(split, 'PM', end, 'PM', m)).toBe(whole);
        },
      ),
    );
  });
});
