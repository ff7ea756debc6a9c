import { describe, expect, it } from 'vitest';
import { ACTIVITY_REMINDER_DAYS, remindActivityReport } from './reminder';
import { markToSend, sendWarnings } from './send';

const figures = (emptyDays: number, excess: number, overlap: number) => ({
  total: { workingDays: 10, leaveDays: 0, emptyDays, notValidatedLeaveDays: 0 },
  excess_days: excess,
  overlap_days: overlap,
});

describe('the send modal', () => {
  it('warns of unfilled, excess and overlapping days, in the spec’s order, and of nothing for a full month', () => {
    expect(sendWarnings(figures(0, 0, 0))).toEqual([]);
    expect(sendWarnings(figures(1.5, 2, 0.5))).toEqual([
      { code: 'unfilledDays', count: 1.5 },
      { code: 'excessDays', count: 2 },
      { code: 'overlapDays', count: 0.5 },
    ]);
  });

  it('sends a mark of 1 to 5 stars, none when no star was picked', () => {
    expect(markToSend(0)).toBeNull();
    expect(markToSend(4)).toBe(4);
  });
});

describe('the dashboard reminder', () => {
  it(`reminds of a draft or missing report when ${ACTIVITY_REMINDER_DAYS} days or fewer are left`, () => {
    expect(remindActivityReport('2026-11-25', 'draft')).toBe(false);
    expect(remindActivityReport('2026-11-26', 'draft')).toBe(true);
    expect(remindActivityReport('2026-11-30', null)).toBe(true);
    expect(remindActivityReport('2026-11-30', 'submitted')).toBe(false);
    expect(remindActivityReport('2026-11-30', 'suspended')).toBe(false);
  });
});
