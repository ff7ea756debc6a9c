import { addDays, addMonths, isDateInRange, monthBounds, PROJECT_SUMMARY_MAX_DAYS, periodLength } from '@staff/shared';

/** A summary's period, both days included (`YYYY-MM-DD`). */
export type Period = { from: string; to: string };

/** The quick choices beside the date picker; "this month" is the spec's default (spec/2 §2.5 "Period"). */
export const PERIOD_PRESETS = ['thisMonth', 'lastMonth', 'lastQuarter', 'thisYear'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The first day of the month `months` away from the month of `day`. */
const monthStart = (day: string, months: number): string => addMonths(monthBounds(day).first, months);

/** The period a preset names, seen from `today`: last quarter is the calendar quarter before today's. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  switch (preset) {
    case 'thisMonth':
      return { from: monthBounds(today).first, to: monthBounds(today).last };
    case 'lastMonth': {
      const first = monthStart(today, -1);
      return { from: first, to: monthBounds(first).last };
    }
    case 'lastQuarter': {
      const monthInQuarter = (Number(today.slice(5, 7)) - 1) % 3;
      const first = monthStart(today, -monthInQuarter - 3);
      return { from: first, to: addDays(monthStart(first, 3), -1) };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
}

/** The preset a period is, if any (the buttons show which one is on). */
export function presetOf(period: Period, today: string): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((preset) => {
      const candidate = presetPeriod(preset, today);
      return candidate.from === period.from && candidate.to === period.to;
    }) ?? null
  );
}

/** A period the server takes: real dates, in order, at most a year (the shared schema's own checks). */
export function isValidPeriod(from: string | null | undefined, to: string | null | undefined): boolean {
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  if (!from || !to || !iso.test(from) || !iso.test(to) || !isDateInRange(from) || !isDateInRange(to)) return false;
  return from <= to && periodLength(from, to) <= PROJECT_SUMMARY_MAX_DAYS;
}

/** The period a page's address or cookies give (`dateStart`, `dateEnd`), or null when they do not give a valid one. */
export function readPeriod(read: (name: 'dateStart' | 'dateEnd') => string | null): Period | null {
  const from = read('dateStart');
  const to = read('dateEnd');
  return from && to && isValidPeriod(from, to) ? { from, to } : null;
}
