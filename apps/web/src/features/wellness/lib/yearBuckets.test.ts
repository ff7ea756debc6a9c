import { describe, expect, it } from 'vitest';
import { yearBuckets } from './yearBuckets';

const bucket = (month: string, average_mark: number | null, count_mark = 0) => ({
  month,
  average_mark,
  count_mark,
  hidden: null,
});

describe('the year of wellness marks', () => {
  it('is twelve months, January to December, empty where nobody rated', () => {
    const buckets = yearBuckets(2026, [bucket('2026-03', 3.46, 6)], 'fr');
    expect(buckets).toHaveLength(12);
    expect(buckets[0]).toEqual({ month: '2026-01', label: 'janv.', average: null, count: 0, hidden: null });
    expect(buckets[2]).toEqual({ month: '2026-03', label: 'mars', average: 3.46, count: 6, hidden: null });
  });

  it('keeps why a month is hidden, and ignores another year', () => {
    const hidden = { ...bucket('2026-12', null), hidden: 'group_too_small' as const };
    const buckets = yearBuckets(2026, [hidden, bucket('2025-12', 1, 3)], 'en');
    expect(buckets[11]).toMatchObject({ label: 'Dec', average: null, hidden: 'group_too_small' });
    expect(buckets.filter((b) => b.average !== null)).toHaveLength(0);
  });
});
