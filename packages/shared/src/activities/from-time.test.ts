import { describe, expect, it } from 'vitest';
import { daysToWrite, planFromTrackedTime, type TrackedSeconds } from './from-time';
import { slotOf } from './slices';

const H = 3600;
const row = (date: string, project_id: number, hours: number): TrackedSeconds => ({
  date,
  project_id,
  project_name: `P${project_id}`,
  seconds: hours * H,
});
const none = new Set<number>();

describe('planFromTrackedTime', () => {
  it('turns each working day into its projects, most time first, rounded to the slices', () => {
    // 2025-03-03 is a Monday, 03-04 a Tuesday
    const plan = planFromTrackedTime(
      [row('2025-03-04', 1, 7), row('2025-03-03', 1, 2), row('2025-03-03', 2, 5), row('2025-03-03', 3, 0.1)],
      { slices: 4, absent: none, taken: none },
    );
    expect(plan).toEqual({
      overwrites: 0,
      days: [
        {
          date: '2025-03-03',
          activities: [
            { project_id: 2, project_name: 'P2', slices: 3 },
            { project_id: 1, project_name: 'P1', slices: 1 },
          ],
        },
        { date: '2025-03-04', activities: [{ project_id: 1, project_name: 'P1', slices: 4 }] },
      ],
    });
  });

  it('says why a day is skipped: weekend, holiday, leave, already filled (counted)', () => {
    const slices = 2;
    const leaveDay = '2025-03-05';
    const halfLeave = '2025-03-06';
    const filled = '2025-03-07';
    const absent = new Set([slotOf(leaveDay, 0, 2), slotOf(leaveDay, 1, 2), slotOf(halfLeave, 0, 2)]);
    const taken = new Set([slotOf(filled, 1, 2)]);
    const plan = planFromTrackedTime(
      [
        row('2025-03-08', 1, 3), // Saturday
        row('2025-05-01', 1, 3), // Labour Day, a Thursday
        row(leaveDay, 1, 7),
        row(halfLeave, 1, 7),
        row(filled, 1, 7),
        row('2025-03-10', 1, 1), // under half a slice: not listed
      ],
      { slices, absent, taken },
    );
    expect(plan.overwrites).toBe(1);
    expect(plan.days).toEqual([
      { date: leaveDay, activities: [], skipped_reason: 'leave' },
      { date: halfLeave, activities: [{ project_id: 1, project_name: 'P1', slices: 1 }] },
      {
        date: filled,
        activities: [{ project_id: 1, project_name: 'P1', slices: 2 }],
        skipped_reason: 'already_filled',
      },
      { date: '2025-03-08', activities: [], skipped_reason: 'weekend' },
      { date: '2025-05-01', activities: [], skipped_reason: 'holiday' },
    ]);
    expect(daysToWrite(plan.days, false).map((d) => d.date)).toEqual([halfLeave]);
    expect(daysToWrite(plan.days, true).map((d) => d.date)).toEqual([halfLeave, filled]);
  });
});
