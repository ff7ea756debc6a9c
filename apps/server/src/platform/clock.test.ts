import { afterEach, describe, expect, it } from 'vitest';
import { now, parisHour, parisMidnight, pinnedStart, pinToday, todayInParis } from './clock';

describe('Paris days', () => {
  it.each([
    ['2026-01-15', '2026-01-14T23:00:00.000Z'],
    ['2026-07-15', '2026-07-14T22:00:00.000Z'],
    ['2026-03-29', '2026-03-28T23:00:00.000Z'], // the night clocks go forward
    ['2026-10-25', '2026-10-24T22:00:00.000Z'], // the night clocks go back
  ])('%s begins at %s', (date, instant) => {
    expect(parisMidnight(date).toISOString()).toBe(instant);
  });

  it.each([
    ['2026-01-15', 9, '2026-01-15T08:00:00.000Z'],
    ['2026-07-15', 9, '2026-07-15T07:00:00.000Z'],
    ['2026-03-29', 9, '2026-03-29T07:00:00.000Z'], // the day clocks go forward
    ['2026-10-25', 9, '2026-10-25T08:00:00.000Z'], // the day clocks go back
    ['2026-07-15', 23, '2026-07-15T21:00:00.000Z'],
    ['2026-01-15', 23, '2026-01-15T22:00:00.000Z'],
  ])('%s at %i:00 Paris is %s', (date, hour, instant) => {
    expect(parisHour(date, hour).toISOString()).toBe(instant);
  });

  it('changes day at Paris midnight, not UTC midnight', () => {
    expect(todayInParis(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInParis(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
  });
});

describe('a pinned day (APP_TODAY)', () => {
  afterEach(() => pinToday(undefined));

  it.each([
    ['2026-12-31', '2026-12-31T09:00:00.000Z'],
    ['2028-02-29', '2028-02-29T09:00:00.000Z'],
    ['2027-03-28', '2027-03-28T08:00:00.000Z'], // Easter Sunday 2027, the first day of summer time
    ['2027-04-30', '2027-04-30T08:00:00.000Z'],
  ])('%s starts at 10:00 Paris time (%s) and runs on at the real pace', (day, start) => {
    expect(pinnedStart(day).toISOString()).toBe(start);
    const before = Date.now();
    pinToday(day, before);
    expect(todayInParis()).toBe(day);
    const ran = now().getTime() - Date.parse(start);
    // The clock ran on by the time the test took since it was pinned, never backwards.
    expect(ran).toBeGreaterThanOrEqual(0);
    expect(ran).toBeLessThanOrEqual(Date.now() - before);
  });

  it('pinning the same day again keeps the running clock; undefined gives the real clock back', () => {
    pinToday('2028-02-29', Date.now());
    const first = now().getTime();
    pinToday('2028-02-29', Date.now() + 3_600_000);
    expect(now().getTime() - first).toBeLessThan(1000);
    pinToday(undefined);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
