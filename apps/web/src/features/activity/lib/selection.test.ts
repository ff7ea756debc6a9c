import { businessDaysOfMonth } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import {
  type DaySelection,
  daysBetween,
  daysGiven,
  dragOver,
  extendTo,
  NO_SELECTION,
  partSlices,
  selectedDates,
  toggleDay,
} from './selection';

// November 2026: Wednesday 11 is a public holiday, 7 and 8 a weekend.
const working = businessDaysOfMonth('2026-11-01');

describe('the month grid selection', () => {
  it('toggles a day on a click and makes it the anchor', () => {
    const one = toggleDay(NO_SELECTION, working, '2026-11-03');
    expect(selectedDates(one)).toEqual(['2026-11-03']);
    expect(one.anchor).toBe('2026-11-03');
    expect(selectedDates(toggleDay(one, working, '2026-11-03'))).toEqual([]);
  });

  it('never selects a weekend or a public holiday', () => {
    expect(toggleDay(NO_SELECTION, working, '2026-11-07')).toBe(NO_SELECTION);
    expect(toggleDay(NO_SELECTION, working, '2026-11-11')).toBe(NO_SELECTION);
  });

  it('adds the working days from the anchor on a shift-click, in either direction', () => {
    const anchored = toggleDay(NO_SELECTION, working, '2026-11-06');
    expect(selectedDates(extendTo(anchored, working, '2026-11-12'))).toEqual([
      '2026-11-06',
      '2026-11-09',
      '2026-11-10',
      '2026-11-12',
    ]);
    expect(selectedDates(extendTo(anchored, working, '2026-11-04'))).toEqual([
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
    ]);
    // No anchor yet: the day alone.
    expect(selectedDates(extendTo(NO_SELECTION, working, '2026-11-04'))).toEqual(['2026-11-04']);
  });

  it('selects the days a drag passes over, and shrinks when it comes back', () => {
    const before: DaySelection = { days: new Set(['2026-11-20']), anchor: '2026-11-20' };
    const far = dragOver(before, working, '2026-11-02', '2026-11-04');
    expect(selectedDates(far)).toEqual(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-20']);
    const back = dragOver(before, working, '2026-11-02', '2026-11-03');
    expect(selectedDates(back)).toEqual(['2026-11-02', '2026-11-03', '2026-11-20']);
  });

  it('counts the working days between two days', () => {
    expect(daysBetween(working, '2026-11-13', '2026-11-09')).toEqual([
      '2026-11-09',
      '2026-11-10',
      '2026-11-12',
      '2026-11-13',
    ]);
  });

  it('gives the whole day or one half of it', () => {
    expect(partSlices('day', 2)).toEqual({ begin_slice: 0, end_slice: 1 });
    expect(partSlices('morning', 8)).toEqual({ begin_slice: 0, end_slice: 3 });
    expect(partSlices('afternoon', 8)).toEqual({ begin_slice: 4, end_slice: 7 });
  });
});

describe('daysGiven', () => {
  it('counts the chosen days the pieces cover: a day skipped for a leave is not given', () => {
    const dates = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-06', '2026-11-09'];
    // 4 November wholly on leave: the server answers 2–3 and 6–9 (over the weekend).
    const pieces = [
      { begin_date: '2026-11-02', end_date: '2026-11-03' },
      { begin_date: '2026-11-06', end_date: '2026-11-09' },
    ];
    expect(daysGiven(dates, pieces)).toBe(4);
    expect(daysGiven(dates, [])).toBe(0);
  });
});
