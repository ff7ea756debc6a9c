import { monthsOfYear, type WellnessAverageOut } from '@staff/shared';

/** One bar of the year's chart: the month's short name, its average (null: no bar), why it is hidden if it is. */
export type YearBucket = {
  month: string;
  label: string;
  average: number | null;
  count: number;
  hidden: WellnessAverageOut['hidden'];
};

/** "janv.", "févr." / "Jan", "Feb": short enough for twelve bars on a phone, never two months alike. */
const shortMonth = (month: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/**
 * spec/2 §9: a year is 12 monthly buckets, January to December, whatever months the server answered; a month
 * without a mark is an empty bucket (no bar), not a bar at 0, since 0 is a mark of its own shown blank (§5.4).
 */
export function yearBuckets(year: number, averages: readonly WellnessAverageOut[], language: string): YearBucket[] {
  const byMonth = new Map(averages.map((a) => [a.month.slice(0, 7), a]));
  return monthsOfYear(year).map((month) => {
    const found = byMonth.get(month);
    return {
      month,
      label: shortMonth(month, language),
      average: found?.average_mark ?? null,
      count: found?.count_mark ?? 0,
      hidden: found?.hidden ?? null,
    };
  });
}

/** The months of `year` as the average query asks for them. */
export const yearSpan = (year: number) => ({ date_month_begin: `${year}-01`, date_month_end: `${year}-12` });
