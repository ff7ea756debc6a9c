import { describe, expect, it } from 'vitest';
import type { Leave } from '../api/types';
import { calendarMonths, coverage, openingDay, shiftMonth } from './calendar';

const leave = (patch: Partial<Leave>): Leave =>
  ({
    id: 1,
    owner: 7,
    begin_date: '2027-05-13',
    begin_period: 'AM',
    end_date: '2027-05-18',
    end_period: 'PM',
    status: 'accepted',
    ...patch,
  }) as Leave;

describe('leaves calendar', () => {
  it('shifts months across years', () => {
    expect(shiftMonth('2026-11-22', 0)).toBe('2026-11-01');
    expect(shiftMonth('2026-11-01', 2)).toBe('2027-01-01');
    expect(shiftMonth('2026-01-15', -1)).toBe('2025-12-01');
  });

  it('shows three whole months with weekends, holidays and Mondays', () => {
    const months = calendarMonths('2027-05-01');
    expect(months.map((m) => m.days.length)).toEqual([31, 30, 31]);
    const may = months[0]!.days;
    expect(may.find((d) => d.date === '2027-05-17')).toMatchObject({ holiday: true, monday: true, weekend: false });
    expect(may.find((d) => d.date === '2027-05-15')).toMatchObject({ weekend: true, weekday: 6 });
  });

  it('covers half days: the afternoon of a PM start, the morning of an AM end', () => {
    const map = coverage(
      [leave({ begin_period: 'PM', end_period: 'AM' }), leave({ id: 2, owner: 8, begin_date: '2027-04-28' })],
      '2027-05-01',
      '2027-07-31',
    );
    const alice = map.get(7)!;
    expect(alice.get('2027-05-13')?.am).toBeUndefined();
    expect(alice.get('2027-05-13')?.pm?.id).toBe(1);
    expect(alice.get('2027-05-14')).toMatchObject({ am: { id: 1 }, pm: { id: 1 } });
    expect(alice.get('2027-05-18')?.pm).toBeUndefined();
    expect(alice.get('2027-05-18')?.am?.id).toBe(1);
    // Clipped to the window.
    expect(map.get(8)?.has('2027-04-30')).toBe(false);
    expect(map.get(8)?.has('2027-05-01')).toBe(true);
  });

  it("opens on today's week, not on the 1st (issue 25)", () => {
    const months = calendarMonths('2026-11-01');
    // Thursday 26 November 2026: the week from Monday the 23rd.
    expect(openingDay(months, '2026-11-26')).toBe('2026-11-23');
    expect(openingDay(months, '2026-11-23')).toBe('2026-11-23');
    // Sunday 29 November: still the week of Monday the 23rd.
    expect(openingDay(months, '2026-11-29')).toBe('2026-11-23');
    // Tuesday 1 December: its Monday is in November, still shown.
    expect(openingDay(months, '2026-12-01')).toBe('2026-11-30');
    // Wednesday 4 November: the 1st is a Sunday, the week opens on Monday the 2nd.
    expect(openingDay(months, '2026-11-04')).toBe('2026-11-02');
    // A Monday before the first month shown: the first day shown.
    expect(openingDay(calendarMonths('2027-01-01'), '2027-01-01')).toBe('2027-01-01');
    // Today not shown (the user went to other months): none.
    expect(openingDay(months, '2027-02-10')).toBeNull();
  });
});
