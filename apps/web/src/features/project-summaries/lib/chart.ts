import type { SummaryMonth, SummarySeries } from '@staff/shared';

/** Series colours that read on white and on Mantine's dark background alike (shade 6, 7 for the pale hues). */
export const SERIES_COLORS = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.7',
  'pink.6',
  'lime.7',
  'indigo.5',
  'yellow.7',
  'red.6',
  'violet.6',
  'green.7',
] as const;

/** A row of a bar chart: its month's label and one value per series key. */
export type ChartRow = { month: string } & Record<string, string | number>;

/**
 * The chart modal's bars: one bar per month, stacked by series (employee, project or customer), each series under
 * the key `s<index>` (names may hold any character) with its colour.
 */
export function stackedMonths(
  months: string[],
  series: SummarySeries[],
  label: (month: string) => string,
  unnamed: string,
) {
  const data = months.map((month, m) => {
    const row: ChartRow = { month: label(month) };
    series.forEach((s, i) => {
      row[`s${i}`] = s.months[m]?.days ?? 0;
    });
    return row;
  });
  const keys = series.map((s, i) => ({
    name: `s${i}`,
    label: s.name ?? unnamed,
    color: SERIES_COLORS[i % SERIES_COLORS.length] as string,
  }));
  return { data, series: keys };
}

/**
 * The project view's bars (spec/2 §2.5 "a legend that separates positive and negative values"): the billed days of
 * a month above zero, its non-billed days below it, as negative values.
 */
export function billedMonths(months: SummaryMonth[], label: (month: string) => string): ChartRow[] {
  return months.map((m) => ({
    month: label(m.month),
    billed: Math.round((m.days - m.non_billed_days) * 100) / 100,
    // A month without non-billed days is 0, not -0 (which a tooltip would write "-0").
    nonBilled: m.non_billed_days ? -m.non_billed_days : 0,
  }));
}
