import { addDays, daysBetween, type IsoDate, mondayOf, monthBounds, toFrenchDate } from '../calendar/dates';
import { monthYearName } from '../format/months';
import type { ActivityReportStatus } from './status';

/**
 * A report's period (spec/1 §3 `period`: a month or a week). A company writes its reports by the month or by the
 * week (company settings, activity). A week runs Monday to Sunday (spec/1 §9) and is cut at the month's end: a week
 * across two months gives two reports, one per month, so that every report lies in one month and the month's
 * synthesis adds the reports that fall in it. A report's days are therefore always a stretch of one month.
 */
export const REPORT_PERIODS = ['month', 'week'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The days a report covers: the whole month, or one week's part of it. */
export type ReportDays = { first: IsoDate; last: IsoDate };

/** The ISO 8601 week of a date: the week of its Thursday, in the year of that Thursday (28/12 is always in the last). */
export function isoWeekOf(date: IsoDate): { year: number; week: number } {
  const thursday = addDays(mondayOf(date), 3);
  const year = Number(thursday.slice(0, 4));
  return { year, week: Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1 };
}

/** The part of the week of `date` that lies in the month of `date`. */
export function weekPartOf(date: IsoDate): ReportDays {
  const month = monthBounds(date);
  const monday = mondayOf(date);
  const sunday = addDays(monday, 6);
  // ISO dates sort as text: the later of the two starts, the earlier ends.
  return { first: [monday, month.first].sort()[1]!, last: [sunday, month.last].sort()[0]! };
}

/** The week parts of a month, in order: four to six of them, the first and last possibly shorter than a week. */
export function weekPartsOfMonth(month: IsoDate): ReportDays[] {
  const { last } = monthBounds(month);
  const parts: ReportDays[] = [];
  for (let day = monthBounds(month).first; day <= last; day = addDays(parts[parts.length - 1]!.last, 1)) {
    parts.push(weekPartOf(day));
  }
  return parts;
}

/**
 * How a report row says its period: `week_start_day` 0 is the whole month, 1–31 the day of the month its week part
 * begins on. Stored so, a monthly report keeps the row it always had (the column's default is the month).
 */
export type ReportPeriodColumns = { month: IsoDate; week_start_day: number };

export const periodOfRow = (row: Pick<ReportPeriodColumns, 'week_start_day'>): ReportPeriod =>
  row.week_start_day === 0 ? 'month' : 'week';

/** The days of a report row. */
export function daysOfReport(row: ReportPeriodColumns): ReportDays {
  if (row.week_start_day === 0) return monthBounds(row.month);
  return weekPartOf(`${row.month.slice(0, 8)}${String(row.week_start_day).padStart(2, '0')}`);
}

/** The row's period columns of the report of `period` that holds `date`. */
export function periodColumnsOf(period: ReportPeriod, date: IsoDate): ReportPeriodColumns {
  const month = monthBounds(date).first;
  return { month, week_start_day: period === 'month' ? 0 : Number(weekPartOf(date).first.slice(8, 10)) };
}

/**
 * A report's period as mails and PDFs name it: "novembre 2026" / "November 2026", or for a week's part
 * "semaine 48 (du 23/11/2026 au 29/11/2026)" / "week 48 (23/11/2026 to 29/11/2026)".
 */
export function reportPeriodName(days: ReportDays, period: ReportPeriod, language: 'fr' | 'en'): string {
  if (period === 'month') return monthYearName(days.first, language);
  const [week, from, to] = [isoWeekOf(days.first).week, toFrenchDate(days.first), toFrenchDate(days.last)];
  return language === 'fr' ? `semaine ${week} (du ${from} au ${to})` : `week ${week} (${from} to ${to})`;
}

/** From the least advanced status to the most: a month of weeks is only as far as its least advanced week. */
const PROGRESS: readonly ActivityReportStatus[] = ['draft', 'suspended', 'refused', 'submitted', 'accepted'];

/**
 * The week that holds a weekly month back, as the monthly synthesis, its reminder and the payroll check read a
 * month: null while a week part of the month has no report (the month is not all written), else its least advanced
 * week (the first of them on a tie). A month all accepted answers an accepted week.
 */
export function weekHoldingMonthBack<T extends { status: ActivityReportStatus }>(month: IsoDate, weeks: readonly T[]) {
  if (weeks.length < weekPartsOfMonth(month).length) return null;
  return weeks.reduce<T | null>(
    (held, week) => (!held || PROGRESS.indexOf(week.status) < PROGRESS.indexOf(held.status) ? week : held),
    null,
  );
}
