import { describe, expect, it } from 'vitest';
import { daysBetween, daysLeftInMonth, formatDate, todayIso } from './dates';

describe('dates', () => {
  it.each([
    ['2026-11-22', '22/11/2026'],
    ['2026-01-05T10:00:00Z', '05/01/2026'],
    [null, ''],
    ['not a date', ''],
    ['2026-02-30', ''],
  ])('formats %s as %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each([
    ['2026-11-01', 30],
    ['2026-11-26', 5],
    ['2026-11-30', 1],
    ['2028-02-28', 2],
    ['2027-02-28', 1],
    ['2026-12-31', 1],
  ])('counts the days left in the month of %s, today included: %i', (today, expected) => {
    expect(daysLeftInMonth(today)).toBe(expected);
  });

  it.each([
    ['2026-11-22', '2026-12-22', 30],
    ['2026-11-22', '2026-11-22', 0],
    ['2026-11-22', '2026-11-20', -2],
  ])('counts whole days from %s to %s', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it('takes today in Paris, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris (UTC+1 in winter).
    expect(todayIso(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayIso(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(todayIso(new Date('2026-07-14T22:01:00Z'))).toBe('2026-07-15');
  });
});
