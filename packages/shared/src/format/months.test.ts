import { describe, expect, it } from 'vitest';
import { monthName, monthNumberYear, monthYearName } from './months';

describe('month names', () => {
  it.each([
    ['2026-11-01', 'fr', 'novembre 2026'],
    ['2026-11', 'en', 'November 2026'],
    ['2027-04-01', 'fr', 'avril 2027'],
    ['2026-12', 'fr', 'décembre 2026'],
    ['2027-01-01', 'en', 'January 2027'],
  ])('%s in %s is %s', (month, language, expected) => {
    expect(monthYearName(month, language)).toBe(expected);
  });

  it.each([
    ['2026-12', 'fr', 'décembre'],
    ['2026-08-01', 'fr', 'août'],
    ['2026-12', 'en', 'December'],
  ])('the month of %s in %s is %s', (month, language, expected) => {
    expect(monthName(month, language)).toBe(expected);
  });

  it.each([
    ['2026-11-01', '11/2026'],
    ['2027-01', '01/2027'],
  ])('%s is the period %s', (month, expected) => {
    expect(monthNumberYear(month)).toBe(expected);
  });
});
