import { describe, expect, it } from 'vitest';
import { dailyAverages } from './dailyAverages';

describe('the daily team chart', () => {
  it('averages each day with marks, in date order, leaving 0 out', () => {
    const days = dailyAverages([
      { activity_date: '2026-11-27', mark: 4 },
      { activity_date: '2026-11-03', mark: 2 },
      { activity_date: '2026-11-27', mark: 0 },
      { activity_date: '2026-11-27', mark: 5 },
      { activity_date: '2026-11-10', mark: 0 },
    ]);
    expect(days).toEqual([
      { day: '2026-11-03', label: '03/11', average: 2, count: 1 },
      { day: '2026-11-27', label: '27/11', average: 4.5, count: 2 },
    ]);
  });
});
