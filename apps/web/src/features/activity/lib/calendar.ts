import {
  addDays,
  dayOfWeek,
  frenchPublicHolidays,
  type IsoDate,
  isBusinessDay,
  leaveSlotRange,
  monthBounds,
  type ReportDays,
  slotOf,
  slotSlice,
  spanSlots,
} from '@staff/shared';
import type { Activity, ReportLeave } from '../api/types';

/**
 * The report's calendar as the page draws it: the month in weeks from Monday (spec/1 §9), and for each working day
 * what fills each of its slices: an activity, a leave, or nothing (an error while the report is a draft).
 */

export type CalendarDay = {
  date: IsoDate;
  /** Weekends and public holidays: greyed, not worked. */
  working: boolean;
  /** The public holiday's key (holidays.<key>), when it is one. */
  holiday: string | null;
};

/** A month (any day of it), or a report's days: a weekly report draws its week's part of the month only. */
export type CalendarSpan = IsoDate | ReportDays;
const boundsOf = (span: CalendarSpan): ReportDays => (typeof span === 'string' ? monthBounds(span) : span);

/** The weeks of the span, Monday first; days outside it (the neighbouring months, the other weeks) are null. */
export function monthWeeks(span: CalendarSpan): (CalendarDay | null)[][] {
  const { first, last } = boundsOf(span);
  const holidays = new Map(frenchPublicHolidays(Number(first.slice(0, 4))).map((h) => [h.date, h.key]));
  const weeks: (CalendarDay | null)[][] = [];
  // dayOfWeek: 0 Sunday … 6 Saturday; the grid starts on the Monday on or before the 1st.
  let day = addDays(first, -((dayOfWeek(first) + 6) % 7));
  while (day <= last) {
    const week: (CalendarDay | null)[] = [];
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) {
      week.push(
        day < first || day > last
          ? null
          : { date: day, working: isBusinessDay(day), holiday: holidays.get(day) ?? null },
      );
    }
    weeks.push(week);
  }
  return weeks;
}

/** The days of the span in order (the phone's list). */
export const monthDays = (span: CalendarSpan): CalendarDay[] =>
  monthWeeks(span).flatMap((week) => week.filter((day): day is CalendarDay => day !== null));

/** One piece of a day: consecutive slices with the same content. */
export type DayPiece =
  | { kind: 'activity'; activity: Activity; from: number; to: number }
  | { kind: 'leave'; leave: ReportLeave; from: number; to: number }
  | { kind: 'empty'; from: number; to: number };

/**
 * The pieces of one day: runs of slices with the same activity, leave or nothing. An activity wins over a leave on
 * the same slice (a leave accepted after the report was sent: the server counts that slice once, as worked).
 */
export function piecesOfDay(
  date: IsoDate,
  activities: readonly Activity[],
  leaves: readonly ReportLeave[],
  slicesPerDay: number,
): DayPiece[] {
  const first = slotOf(date, 0, slicesPerDay);
  const last = first + slicesPerDay - 1;
  const contentOf = (slot: number): DayPiece | null => {
    const activity = activities.find((a) => {
      const [from, to] = spanSlots(a, slicesPerDay);
      return slot >= from && slot <= to;
    });
    if (activity) return { kind: 'activity', activity, from: 0, to: 0 };
    const leave = leaves.find((l) => {
      const [from, to] = leaveSlotRange(l, slicesPerDay);
      return slot >= from && slot <= to;
    });
    return leave ? { kind: 'leave', leave, from: 0, to: 0 } : null;
  };
  const pieces: DayPiece[] = [];
  for (let slot = first; slot <= last; slot++) {
    const content = contentOf(slot) ?? { kind: 'empty' as const, from: 0, to: 0 };
    const slice = slotSlice(slot, slicesPerDay);
    const previous = pieces[pieces.length - 1];
    if (previous && samePiece(previous, content)) previous.to = slice;
    else pieces.push({ ...content, from: slice, to: slice });
  }
  return pieces;
}

function samePiece(a: DayPiece, b: DayPiece): boolean {
  if (a.kind === 'activity' && b.kind === 'activity') return a.activity.id === b.activity.id;
  if (a.kind === 'leave' && b.kind === 'leave') return a.leave.id === b.leave.id;
  return a.kind === 'empty' && b.kind === 'empty';
}

/**
 * The first empty working slot after `after` (a slot number) in the month, for "Save and next" and "Add activity":
 * its date, its slice and the last slice of the empty run it starts that day; null when the month is full.
 */
export function nextEmptySlot(
  month: CalendarSpan,
  activities: readonly Activity[],
  leaves: readonly ReportLeave[],
  slicesPerDay: number,
  after: number,
): { date: IsoDate; slice: number; end: number } | null {
  for (const day of monthDays(month)) {
    if (!day.working) continue;
    for (const piece of piecesOfDay(day.date, activities, leaves, slicesPerDay)) {
      if (piece.kind !== 'empty') continue;
      for (let slice = piece.from; slice <= piece.to; slice++) {
        const slot = slotOf(day.date, slice, slicesPerDay);
        if (slot > after) return { date: day.date, slice, end: piece.to };
      }
    }
  }
  return null;
}
