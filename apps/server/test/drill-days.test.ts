import { DATE_MAX, isPublicHoliday } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import { leaveDays } from '../../../scripts/drill-days.mjs';

/*
 * The database-loss drill writes one-day leaves on these days as fast as the server takes them. A faster run once walked
 * past 31/12/2099 and got `400 date.date` (issue 20): the generator must hold more days than any run writes, every one
 * valid for one person, and end within the range rather than leave it.
 */
describe('the drill days (scripts/drill-days.mjs)', () => {
  const days: string[] = [...leaveDays()];

  it('hold ten times what the fastest run wrote (1,084)', () => {
    expect(days.length).toBeGreaterThan(10_840);
  });

  it('are distinct working days, in order, no public holiday, all within the date range', () => {
    expect(new Set(days).size).toBe(days.length);
    expect([...days].sort()).toEqual(days);
    for (const day of days) {
      expect(day <= DATE_MAX, day).toBe(true);
      expect(isPublicHoliday(day), day).toBe(false);
      expect([0, 6]).not.toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
    }
  });

  it('end, rather than run past the last date, when started near it', () => {
    expect([...leaveDays(Date.UTC(2099, 11, 1))].at(-1)).toBe('2099-12-30');
  });
});
