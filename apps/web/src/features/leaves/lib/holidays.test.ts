import { describe, expect, it } from 'vitest';
import { holidayOn, skippedHolidays } from './holidays';

describe('skippedHolidays', () => {
  it.each([
    // Christmas 2026 is a Friday: an open-days leave over it skips it.
    ['2026-12-21', '2026-12-28', 'open_days', ['christmas']],
    // New Year's Day 2027 too, across the change of year.
    ['2026-12-21', '2027-01-04', 'open_days', ['christmas', 'new_year']],
    // 1 November 2026 is a Sunday: never counted, so nothing is left out.
    ['2026-10-26', '2026-11-06', 'open_days', []],
    // 15 August 2026 is a Saturday: left out in working days (Saturdays count), not in open days.
    ['2026-08-10', '2026-08-21', 'open_days', []],
    ['2026-08-10', '2026-08-21', 'working_days', ['assumption']],
    // Calendar days count every day, holidays included.
    ['2026-12-21', '2026-12-28', 'calendar_days', []],
    // May 2026: labour day (Fri), victory (Fri), ascension (Thu 14), whit Monday (25).
    ['2026-05-01', '2026-05-31', 'open_days', ['labour_day', 'victory_1945', 'ascension', 'whit_monday']],
    ['2026-03-02', '2026-03-06', 'open_days', []],
  ] as const)('%s → %s (%s) skips %j', (begin, end, mode, keys) => {
    expect(skippedHolidays(begin, end, mode).map((h) => h.key)).toEqual(keys);
  });
});

describe('holidayOn', () => {
  it('names the holiday of a date, and nothing on other days', () => {
    expect(holidayOn('2026-07-14')?.key).toBe('bastille_day');
    expect(holidayOn('2027-03-29')?.key).toBe('easter_monday');
    expect(holidayOn('2026-07-15')).toBeUndefined();
  });
});
