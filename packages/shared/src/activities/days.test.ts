import { describe, expect, it } from 'vitest';
import { slotsOfDays } from './days';
import { slotOf } from './slices';

const report = { month: '2026-11-01', slices: 2 };
const whole = { begin_slice: 0, end_slice: 1 };

describe('slotsOfDays', () => {
  it('gives the same slices of each chosen day', () => {
    const result = slotsOfDays(
      { dates: ['2026-11-02', '2026-11-04'], begin_slice: 1, end_slice: 1 },
      report,
      new Set(),
    );
    expect(result).toEqual({ slots: new Set([slotOf('2026-11-02', 1, 2), slotOf('2026-11-04', 1, 2)]) });
  });

  it('skips the slots on leave, and refuses when nothing is left to work', () => {
    const absent = new Set([slotOf('2026-11-02', 0, 2), slotOf('2026-11-02', 1, 2), slotOf('2026-11-03', 0, 2)]);
    expect(slotsOfDays({ dates: ['2026-11-02', '2026-11-03'], ...whole }, report, absent)).toEqual({
      slots: new Set([slotOf('2026-11-03', 1, 2)]),
    });
    expect(slotsOfDays({ dates: ['2026-11-02'], ...whole }, report, absent)).toEqual({ error: 'absent' });
  });

  it('refuses a day of another month, a weekend and a public holiday', () => {
    expect(slotsOfDays({ dates: ['2026-11-02', '2026-12-01'], ...whole }, report, new Set())).toEqual({
      error: 'outOfMonth',
    });
    // Saturday 7 November; 11 November is a public holiday.
    expect(slotsOfDays({ dates: ['2026-11-07'], ...whole }, report, new Set())).toEqual({ error: 'noWorkingDay' });
    expect(slotsOfDays({ dates: ['2026-11-11'], ...whole }, report, new Set())).toEqual({ error: 'noWorkingDay' });
  });
});
