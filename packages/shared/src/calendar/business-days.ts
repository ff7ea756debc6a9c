import { dayNumber, dayOfWeek, fromDayNumber, type IsoDate, monthBounds } from './dates';
import { isPublicHoliday } from './holidays';

/** How a type of leave counts its days (spec/3 §3 "deducting_mode"). */
export const DEDUCTING_MODES = ['open_days', 'working_days', 'calendar_days'] as const;
export type DeductingMode = (typeof DEDUCTING_MODES)[number];

/** Half-day periods (spec/2 §9). */
export const PERIODS = ['AM', 'PM'] as const;
export type Period = (typeof PERIODS)[number];

/** Monday to Friday, not a public holiday: the days pickers allow and reports count. */
export function isBusinessDay(date: IsoDate): boolean {
  const dow = dayOfWeek(date);
  return dow !== 0 && dow !== 6 && !isPublicHoliday(date);
}

/** Whether a day is deducted from a leave under a mode. */
export function countsForMode(date: IsoDate, mode: DeductingMode): boolean {
  if (mode === 'calendar_days') return true;
  const dow = dayOfWeek(date);
  if (dow === 0 || isPublicHoliday(date)) return false;
  return mode === 'working_days' || dow !== 6;
}

/** Business days from `begin` to `end`, both included. Linear in the span, which validation bounds. */
export function businessDaysBetween(begin: IsoDate, end: IsoDate): number {
  let total = 0;
  for (let n = dayNumber(begin), last = dayNumber(end); n <= last; n++) if (isBusinessDay(fromDayNumber(n))) total++;
  return total;
}

/**
 * Business days left in the month of `today`, today included when it is one: what "N jours ouvrés restants" says on
 * the dashboard (the 28th of November 2026, a Saturday, leaves 1: Monday the 30th).
 */
export const businessDaysLeftInMonth = (today: IsoDate): number => businessDaysBetween(today, monthBounds(today).last);

/**
 * The days a leave deducts: the counted days between the dates, minus half a day when it begins in the afternoon
 * and minus half a day when it ends in the morning (spec/2 §5.1). A half day is taken off only from a day that
 * counts: a leave beginning on a Sunday afternoon deducts nothing for that Sunday either way.
 */
export function leaveDays(input: {
  begin_date: IsoDate;
  begin_period: Period;
  end_date: IsoDate;
  end_period: Period;
  mode?: DeductingMode;
}): number {
  const mode = input.mode ?? 'open_days';
  const [first, last] = [dayNumber(input.begin_date), dayNumber(input.end_date)];
  let total = 0;
  // One pass over day numbers (never a string walk): linear in the span, which LEAVE_MAX_SPAN_DAYS bounds.
  for (let n = first; n <= last; n++) {
    if (!countsForMode(fromDayNumber(n), mode)) continue;
    let weight = 1;
    if (n === first && input.begin_period === 'PM') weight -= 0.5;
    if (n === last && input.end_period === 'AM') weight -= 0.5;
    total += Math.max(0, weight);
  }
  return total;
}
