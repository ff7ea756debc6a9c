import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  DATE_MAX,
  DATE_MIN,
  dayNumber,
  dayOfWeek,
  daysBetween,
  EACH_DAY_MAX,
  eachDay,
  fromDayNumber,
  isDateInRange,
  monthBounds,
  parseIsoDate,
} from './dates';

describe('day numbers', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-03-01', 11_017],
    ['1900-01-01', -25_567],
    ['2099-12-31', 47_481],
    ['0001-01-01', -719_162],
    ['0099-12-31', -683_004], // Date.UTC would read year 99 as 1999
    ['9999-12-31', 2_932_896],
  ])('%s is day %i', (date, n) => {
    expect(dayNumber(date)).toBe(n);
    expect(fromDayNumber(n)).toBe(date);
  });

  it.each(['2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '24-01-01', '2024-1-1', '', 'x'])(
    'refuses %j',
    (date) => {
      expect(() => dayNumber(date)).toThrow(RangeError);
    },
  );

  it('round-trips every day of the supported range', () => {
    const first = dayNumber(DATE_MIN);
    const last = dayNumber(DATE_MAX);
    expect(last - first + 1).toBe(EACH_DAY_MAX);
    for (let n = first; n <= last; n++) expect(dayNumber(fromDayNumber(n))).toBe(n);
  });

  it('refuses day numbers no four-digit year spells', () => {
    expect(() => fromDayNumber(dayNumber('9999-12-31') + 1)).toThrow(RangeError);
    expect(() => fromDayNumber(Number.NaN)).toThrow(RangeError);
  });
});

describe('calendar dates', () => {
  it.each([
    ['2024-02-29', true], // divisible by 4
    ['2023-02-29', false],
    ['2000-02-29', true], // divisible by 400
    ['1900-02-29', false], // divisible by 100, not 400
    ['2100-02-29', false],
    ['2024-04-30', true],
    ['2024-04-31', false],
    ['2024-12-31', true],
  ])('%s is a calendar date: %s', (date, expected) => {
    expect(parseIsoDate(date) !== null).toBe(expected);
  });

  it.each([
    ['1900-01-01', true],
    ['1899-12-31', false],
    ['2099-12-31', true],
    ['2100-01-01', false],
    ['0001-01-01', false],
    ['9999-12-31', false],
    ['2023-02-29', false],
  ])('%s is in the supported range: %s', (date, expected) => {
    expect(isDateInRange(date)).toBe(expected);
  });

  it.each([
    ['2026-11-23', 1],
    ['1900-01-01', 1], // a Monday
    ['2099-12-31', 4], // a Thursday
    ['1970-01-01', 4],
    ['1969-12-28', 0],
  ])('%s is weekday %i', (date, expected) => {
    expect(dayOfWeek(date)).toBe(expected);
  });

  it.each([
    ['2024-02', '2024-02-01', '2024-02-29'],
    ['2023-02-15', '2023-02-01', '2023-02-28'],
    ['1900-02', '1900-02-01', '1900-02-28'],
    ['2000-02', '2000-02-01', '2000-02-29'],
    ['2099-12-31', '2099-12-01', '2099-12-31'],
    ['2024-04-10', '2024-04-01', '2024-04-30'],
  ])('month of %s: %s to %s', (date, first, last) => {
    expect(monthBounds(date)).toEqual({ first, last });
  });

  it.each(['2024-13', '2024-00', 'nope'])('monthBounds refuses %s', (month) => {
    expect(() => monthBounds(month)).toThrow(RangeError);
  });
});

describe('eachDay', () => {
  it('lists both ends', () => {
    expect(eachDay('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(eachDay('2024-03-01', '2024-02-28')).toEqual([]);
  });

  it('walks the whole range, and across years that string order gets wrong', () => {
    expect(eachDay(DATE_MIN, DATE_MAX)).toHaveLength(EACH_DAY_MAX);
    expect(eachDay('0999-12-31', '1000-01-01')).toEqual(['0999-12-31', '1000-01-01']);
  });

  it('ends at 9999-12-31 instead of looping (the walk that once took the server down)', () => {
    expect(eachDay('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
  });

  it('refuses a walk longer than the supported range', () => {
    expect(() => eachDay('1000-01-01', '9998-12-31')).toThrow(RangeError);
  });
});

describe('addDays and daysBetween', () => {
  const inRange = fc.integer({ min: dayNumber(DATE_MIN), max: dayNumber(DATE_MAX) }).map(fromDayNumber);

  it('agree over the supported range', () => {
    fc.assert(
      fc.property(inRange, inRange, (a, b) => {
        const n = daysBetween(a, b);
        expect(addDays(a, n)).toBe(b);
        expect(daysBetween(b, a) + n).toBe(0);
        // Within one century of four-digit years, string order is date order.
        expect(Math.sign(n)).toBe(a < b ? 1 : a > b ? -1 : 0);
      }),
    );
  });

  it('moves by one day across month, year and leap-day ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('1999-12-31', 1)).toBe('2000-01-01');
    expect(addDays('2000-01-01', -1)).toBe('1999-12-31');
  });
});
