import { addDays, dayOfWeek, eachDay, isPublicHoliday, monthBounds } from '@staff/shared';
import type { Leave } from '../api/types';

/** spec/2 §9: the leaves calendar shows three months. */
export const CALENDAR_MONTHS = 3;

export type CalendarDay = {
  date: string;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  weekend: boolean;
  holiday: boolean;
  /** First day of a week: a separator is drawn before it. */
  monday: boolean;
};

export type CalendarMonth = { first: string; last: string; days: CalendarDay[] };

/** The first day of the month `offset` months after the month of `date`. */
export function shiftMonth(date: string, offset: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The months shown from the month of `first`, each with its days. */
export function calendarMonths(first: string, count = CALENDAR_MONTHS): CalendarMonth[] {
  return Array.from({ length: count }, (_, i) => {
    const bounds = monthBounds(shiftMonth(first, i));
    return {
      ...bounds,
      days: eachDay(bounds.first, bounds.last).map((date) => {
        const dow = dayOfWeek(date);
        return {
          date,
          weekday: dow === 0 ? 7 : dow,
          weekend: dow === 0 || dow === 6,
          holiday: isPublicHoliday(date),
          monday: dow === 1,
        };
      }),
    };
  });
}

/**
 * The day the calendar opens on (issue 25 "opens on today, not on the 1st"): the Monday of today's week, so that the
 * week is read whole, or the first day shown when that Monday is in the month before; null when today is not shown.
 */
export function openingDay(months: readonly CalendarMonth[], today: string): string | null {
  const first = months[0]?.first;
  const last = months[months.length - 1]?.last;
  if (!first || !last || today < first || today > last) return null;
  const monday = addDays(today, -((dayOfWeek(today) + 6) % 7));
  // ISO dates compare as strings: the later of the two.
  if (monday < first) return first;
  return monday;
}

/** What covers one person's day: the leave of the morning and the leave of the afternoon. */
export type DayCover = { am?: Leave; pm?: Leave };

/**
 * For each person, the half-days their leaves cover between `from` and `to` (both included): a leave covers the
 * morning of each of its days but the first when it begins in the afternoon, and the afternoon of each but the last
 * when it ends at noon.
 */
export function coverage(leaves: readonly Leave[], from: string, to: string): Map<number, Map<string, DayCover>> {
  const byPerson = new Map<number, Map<string, DayCover>>();
  for (const leave of leaves) {
    let days = byPerson.get(leave.owner);
    if (!days) {
      days = new Map();
      byPerson.set(leave.owner, days);
    }
    const start = leave.begin_date > from ? leave.begin_date : from;
    const end = leave.end_date < to ? leave.end_date : to;
    for (let date = start; date <= end; date = addDays(date, 1)) {
      const cover = days.get(date) ?? {};
      const am = !(date === leave.begin_date && leave.begin_period === 'PM');
      const pm = !(date === leave.end_date && leave.end_period === 'AM');
      if (am) cover.am = leave;
      if (pm) cover.pm = leave;
      days.set(date, cover);
    }
  }
  return byPerson;
}
