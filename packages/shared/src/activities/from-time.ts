import { isBusinessDay } from '../calendar/business-days';
import { dayOfWeek, type IsoDate } from '../calendar/dates';
import { isPublicHoliday } from '../calendar/holidays';
import { roundToSlices } from '../time-tracking/rules';
import { slotOf } from './slices';

/**
 * The activity report filled from tracked time (issue 23): each day's tracked seconds per project become that day's
 * activities, rounded to the report's slices (time-tracking `roundToSlices`, a workday of 7 h). A day is written only
 * on its working slices: weekends, holidays and leaves are left out, a day that already has activities is kept unless
 * the owner allows overwriting it. The server reads the seconds, the leaves and the activities; this decides.
 */

/** A day's tracked time on one project (finished entries only, summed by the database). */
export type TrackedSeconds = { date: IsoDate; project_id: number; project_name: string; seconds: number };

export const FILL_SKIP_REASONS = ['leave', 'holiday', 'weekend', 'already_filled'] as const;
export type FillSkipReason = (typeof FILL_SKIP_REASONS)[number];

export type FilledActivity = { project_id: number; project_name: string; slices: number };
/** One day of the preview: what it would receive, and why it is left as it is when skipped. */
export type FillDay = { date: IsoDate; activities: FilledActivity[]; skipped_reason?: FillSkipReason };

type ReportGrid = { slices: number; absent: ReadonlySet<number>; taken: ReadonlySet<number> };

/** Why a day with tracked time receives nothing (already_filled is decided by the caller: overwrite may allow it). */
function closedReason(date: IsoDate, free: number): FillSkipReason | undefined {
  if (!isBusinessDay(date)) {
    const dow = dayOfWeek(date);
    return dow !== 0 && dow !== 6 && isPublicHoliday(date) ? 'holiday' : 'weekend';
  }
  return free === 0 ? 'leave' : undefined;
}

/** The day's slices not on leave, in order: where its activities go. */
export function freeSlicesOfDay(date: IsoDate, slices: number, absent: ReadonlySet<number>): number[] {
  return Array.from({ length: slices }, (_, i) => slotOf(date, i, slices)).filter((slot) => !absent.has(slot));
}

/**
 * The preview, day by day (only the days with tracked time on a project), and how many of them already have
 * activities (`overwrites`: replaced only with overwrite). A day whose time rounds to no slice is not listed.
 */
export function planFromTrackedTime(
  tracked: readonly TrackedSeconds[],
  grid: ReportGrid,
): { days: FillDay[]; overwrites: number } {
  const byDay = new Map<IsoDate, TrackedSeconds[]>();
  for (const row of tracked) byDay.set(row.date, [...(byDay.get(row.date) ?? []), row]);
  const days: FillDay[] = [];
  let overwrites = 0;
  for (const date of [...byDay.keys()].sort()) {
    // The project with most time first: it takes the morning.
    const rows = byDay.get(date)!.sort((a, b) => b.seconds - a.seconds || a.project_id - b.project_id);
    const free = freeSlicesOfDay(date, grid.slices, grid.absent);
    const closed = closedReason(date, free.length);
    if (closed) {
      days.push({ date, activities: [], skipped_reason: closed });
      continue;
    }
    // The default workday (7 h), capped at the slices not on leave.
    const counts = roundToSlices(
      rows.map((r) => r.seconds),
      grid.slices,
      undefined,
      free.length,
    );
    const activities = rows
      .map((r, i) => ({ project_id: r.project_id, project_name: r.project_name, slices: counts[i]! }))
      .filter((a) => a.slices > 0);
    if (activities.length === 0) continue;
    const filled = free.some((slot) => grid.taken.has(slot));
    if (filled) overwrites++;
    days.push(filled ? { date, activities, skipped_reason: 'already_filled' } : { date, activities });
  }
  return { days, overwrites };
}

/** The days a write changes: those not skipped, and with overwrite those already filled. */
export const daysToWrite = (days: readonly FillDay[], overwrite: boolean): FillDay[] =>
  days.filter((d) => !d.skipped_reason || (overwrite && d.skipped_reason === 'already_filled'));
