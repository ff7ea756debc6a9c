import { describe, expect, it } from 'vitest';
import { fillPlan, fillShares } from './fill';

describe('fillShares', () => {
  it.each([
    // free slots, slices per day, sources → counts
    {
      free: 40,
      slices: 2,
      sources: [
        [1, 6],
        [2, 2],
      ],
      expected: [
        [1, 30],
        [2, 10],
      ],
    },
    {
      free: 42,
      slices: 2,
      sources: [
        [1, 10],
        [2, 10],
        [3, 10],
      ],
      expected: [
        [1, 14],
        [2, 14],
        [3, 14],
      ],
    },
    // 20 days in thirds: 7, 7, 6 (largest remainder, ties to the earlier source)
    {
      free: 40,
      slices: 2,
      sources: [
        [1, 2],
        [2, 2],
        [3, 2],
      ],
      expected: [
        [1, 14],
        [2, 14],
        [3, 12],
      ],
    },
    // A half day beside a leave goes to the largest source.
    {
      free: 41,
      slices: 2,
      sources: [
        [1, 2],
        [2, 6],
      ],
      expected: [
        [1, 10],
        [2, 31],
      ],
    },
    // Less than a day free: all of it to the largest.
    {
      free: 3,
      slices: 8,
      sources: [
        [1, 8],
        [2, 16],
      ],
      expected: [[2, 3]],
    },
    // A source with too small a share gets nothing rather than a sliver.
    {
      free: 8,
      slices: 4,
      sources: [
        [1, 40],
        [2, 1],
      ],
      expected: [[1, 8]],
    },
    { free: 0, slices: 2, sources: [[1, 2]], expected: [] },
    { free: 10, slices: 2, sources: [], expected: [] },
    { free: 10, slices: 2, sources: [[1, 0]], expected: [] },
  ])('$free free slots of $slices, sources $sources', ({ free, slices, sources, expected }) => {
    const shares = fillShares(
      free,
      slices,
      sources.map(([project, n]) => ({ project: project!, slices: n! })),
    );
    expect(shares.map((s) => [s.project, s.count])).toEqual(expected);
    expect(shares.reduce((sum, s) => sum + s.count, 0)).toBe(expected.length ? free : 0);
  });
});

describe('fillPlan', () => {
  it('gives each project one block of the free slots in date order, in the order of the sources', () => {
    const free = [13, 10, 11, 12, 20, 21];
    expect(
      fillPlan(free, 2, [
        { project: 7, slices: 1 },
        { project: 3, slices: 2 },
      ]),
    ).toEqual([
      { project: 7, slots: [10, 11] },
      { project: 3, slots: [12, 13, 20, 21] },
    ]);
  });
});
