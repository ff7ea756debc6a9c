import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { easterSunday, frenchPublicHolidays, isPublicHoliday } from './holidays';

// An independent source: the date-holidays package's French public holidays (metropolitan France).
const reference = new Holidays('FR');
const referenceDates = (year: number) =>
  reference
    .getHolidays(year)
    .filter((h) => h.type === 'public')
    .map((h) => h.date.slice(0, 10))
    .sort();

const YEARS = Array.from({ length: 26 }, (_, i) => 2015 + i);

describe('French public holidays', () => {
  it.each(YEARS)('%i matches the reference calendar', (year) => {
    expect(frenchPublicHolidays(year).map((h) => h.date)).toEqual(referenceDates(year));
  });

  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2038, '2038-04-25'],
  ])('Easter %i is on %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it.each([
    ['2026-05-14', true], // Ascension 2026
    ['2026-05-25', true], // Whit Monday 2026
    ['2026-07-14', true],
    ['2026-07-15', false],
    ['2026-12-24', false],
  ])('%s is a holiday: %s', (date, expected) => {
    expect(isPublicHoliday(date)).toBe(expected);
  });
});
