import { describe, expect, it } from 'vitest';
import { mondayOf } from '../calendar/dates';
import { dayTotals, isMonday, overlappingIds, roundToSlices, weekDays } from './rules';

/** `'09:00-10:00'` on 2026-11-23 (UTC) as an entry; `'09:00-'` runs. */
const entry = (id: number, span: string) => {
  const [start, end] = span.split('-');
  return {
    id,
    day: '2026-11-23',
    start_time: `2026-11-23T${start}:00Z`,
    end_time: end ? `2026-11-23T${end}:00Z` : null,
  };
};
const NOW = new Date('2026-11-23T12:00:00Z');

describe('overlappingIds: one starts before the other ends; touching is not overlapping', () => {
  it.each([
    [[], []],
    [['09:00-10:00'], []],
    [['09:00-10:00', '10:00-11:00'], []],
    [
      ['09:00-10:00', '09:30-11:00'],
      [1, 2],
    ],
    [
      ['09:00-12:00', '09:30-10:00', '10:30-11:00'],
      [1, 2, 3],
    ],
    [['09:00-12:00', '12:00-13:00', '08:00-09:00'], []],
    [
      ['10:00-11:00', '09:00-10:30'],
      [1, 2],
    ],
    [
      ['09:00-10:00', '09:00-10:00'],
      [1, 2],
    ],
    // A running task lasts until now (12:00).
    [
      ['11:00-', '11:30-11:45'],
      [1, 2],
    ],
    [['11:00-', '12:00-12:30'], []],
    [
      ['09:00-10:00', '11:00-12:00', '11:59-'],
      [2, 3],
    ],
  ])('%j overlap: %j', (spans, expected) => {
    const ids = overlappingIds(
      spans.map((s, i) => entry(i + 1, s)),
      NOW,
    );
    expect([...ids].sort()).toEqual(expected);
  });
});

describe('dayTotals', () => {
  it('adds each day, the running task until now', () => {
    const entries = [entry(1, '09:00-10:30'), entry(2, '11:00-'), { ...entry(3, '09:00-09:15'), day: '2026-11-24' }];
    expect(Object.fromEntries(dayTotals(entries, NOW))).toEqual({ '2026-11-23': 5400 + 3600, '2026-11-24': 900 });
  });
});

describe('weeks start on Monday', () => {
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-25', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
  ])('%s is in the week of %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
    expect(isMonday(date)).toBe(date === monday);
  });

  it('weekDays gives seven days across a month end', () => {
    expect(weekDays('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });
});

describe('roundToSlices: tracked seconds per project to the report slices (workday 7 h)', () => {
  const h = 3600;
  it.each([
    // 2 slices a day: one slice is 3 h 30.
    [[7 * h], 2, 2, [2]],
    [[3.5 * h, 3.5 * h], 2, 2, [1, 1]],
    [[1.75 * h], 2, 2, [1]],
    [[1.74 * h], 2, 2, [0]],
    [[0], 2, 2, [0]],
    // 4 slices (1 h 45 each): 5 h and 2 h: 2.86 → 3 and 1.14 → 1.
    [[5 * h, 2 * h], 4, 4, [3, 1]],
    // Too much for the day: 10 h and 4 h on 2 slices want 3 + 1; shared as 1.43 and 0.57 → 1 and 1.
    [[10 * h, 4 * h], 2, 2, [1, 1]],
    // Free slices fewer than the day's (half a day already taken): 7 h on 1 free slice.
    [[7 * h], 2, 1, [1]],
    // Largest remainders first: three equal projects for 2 slices go to the first two.
    [[5 * h, 5 * h, 5 * h], 2, 2, [1, 1, 0]],
    [[0, 8 * h], 4, 4, [0, 4]],
  ])('%j on %i slices, %i free → %j', (seconds, slices, free, expected) => {
    const result = roundToSlices(seconds, slices, 7 * h, free);
    expect(result).toEqual(expected);
    expect(result.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(free);
  });
});
