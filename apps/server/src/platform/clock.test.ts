import { describe, expect, it } from 'vitest';
import { parisMidnight, todayInParis } from './clock';

describe('Paris days', () => {
  it.each([
    ['2026-01-15', '2026-01-14T23:00:00.000Z'],
    ['2026-07-15', '2026-07-14T22:00:00.000Z'],
    ['2026-03-29', '2026-03-28T23:00:00.000Z'], // the night clocks go forward
    ['2026-10-25', '2026-10-24T22:00:00.000Z'], // the night clocks go back
  ])('%s begins at %s', (date, instant) => {
    expect(parisMidnight(date).toISOString()).toBe(instant);
  });

  it('changes day at Paris midnight, not UTC midnight', () => {
    expect(todayInParis(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInParis(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
  });
});
