import { describe, expect, it } from 'vitest';
import { roundToSlices } from './slices';

const H = 3600;

describe('roundToSlices', () => {
  it.each([
    // seconds per project, slices per day, free slices → slices per project
    { seconds: [7 * H], slices: 2, free: 2, expected: [2] },
    { seconds: [3.5 * H], slices: 2, free: 2, expected: [1] },
    // a quarter of a day (1:45) is half a slice of 2: it gets one; a hair less gets none
    { seconds: [1.75 * H], slices: 2, free: 2, expected: [1] },
    { seconds: [1.75 * H - 1], slices: 2, free: 2, expected: [0] },
    // nearest slice: 4 h on 4 slices of 1:45 is 2.29 slices → 2
    { seconds: [4 * H], slices: 4, free: 4, expected: [2] },
    { seconds: [5 * H, 2 * H], slices: 4, free: 4, expected: [3, 1] },
    // a short task beside a day's work still counts when it reaches half a slice (0:15 of 0:26 slices of 16)
    { seconds: [6.5 * H, 15 * 60], slices: 16, free: 16, expected: [15, 1] },
    // a long day is capped at the free slices, shared by the largest remainder
    { seconds: [6 * H, 4 * H], slices: 2, free: 2, expected: [1, 1] },
    { seconds: [9 * H, 3 * H], slices: 4, free: 4, expected: [3, 1] },
    // half a day on leave: 2 slices free of 4; ties go to the earlier project
    { seconds: [3.5 * H, 3.5 * H], slices: 4, free: 2, expected: [1, 1] },
    { seconds: [3 * H, 3 * H, 3 * H], slices: 4, free: 2, expected: [1, 1, 0] },
    // nothing free, nothing tracked
    { seconds: [7 * H], slices: 2, free: 0, expected: [0] },
    { seconds: [0, 0], slices: 8, free: 8, expected: [0, 0] },
  ])('$seconds s on $slices slices, $free free → $expected', ({ seconds, slices, free, expected }) => {
    expect(roundToSlices(seconds, slices, 7 * H, free)).toEqual(expected);
  });

  it('never gives more than the free slices, and the whole day when the time fills it', () => {
    for (const slices of [2, 4, 8, 16, 32])
      for (let minutes = 0; minutes <= 14 * 60; minutes += 17) {
        const counts = roundToSlices([minutes * 60, (minutes / 2) * 60], slices);
        expect(counts[0]! + counts[1]!).toBeLessThanOrEqual(slices);
      }
    expect(roundToSlices([7 * H], 32)).toEqual([32]);
  });
});
