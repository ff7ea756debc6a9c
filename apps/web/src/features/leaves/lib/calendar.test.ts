import { describe, expect, it } from 'vitest';
import type { Leave } from '../api/types';
import { calendarMonths, coverage, shiftMonth } from './calendar';

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
});
