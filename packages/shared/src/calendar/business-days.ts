import { dayOfWeek, eachDay, type IsoDate } from './dates';
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

/** Business days from `begin` to `end`, both included. */
export const businessDaysBetween = (begin: IsoDate, end: IsoDate): number =>
  begin > end ? 0 : eachDay(begin, end).filter(isBusinessDay).length;

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
  if (input.begin_date > input.end_date) return 0;
  let total = 0;
  for (const day of eachDay(input.begin_date, input.end_date)) {
    if (!countsForMode(day, mode)) continue;
    let weight = 1;
    if (day === input.begin_date && input.begin_period === 'PM') weight -= 0.5;
    if (day === input.end_date && input.end_period === 'AM') weight -= 0.5;
    total += Math.max(0, weight);
  }
  return total;
}
