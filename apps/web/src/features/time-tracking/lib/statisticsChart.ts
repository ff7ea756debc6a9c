import { daysBetween, toFrenchDate } from '@staff/shared';
import type { TimeStatistics } from '../api/types';
import { weekdayShort } from './week';

/** spec/2 §2.2: per-date labels on the bars when there are this many distinct dates or fewer. */
export const PER_DATE_LABELS_MAX = 15;

/** The colour of time without project. */
export const NO_PROJECT_COLOR = 'gray.5';

/**
 * The charts' colours, by the project's rank (most time first). Not the projects' own colours: those say a kind of
 * project (spec/2 §3: orange a customer's, red the company's), so two customer projects would be one orange mass.
 */
const PALETTE = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'pink.6',
  'lime.7',
  'indigo.6',
  'yellow.6',
  'red.6',
];

/** A project's colour in both charts: its rank's, the same slice and bar; time without project is grey. */
const colorOf = (projectId: number | null, rank: number) =>
  projectId === null ? NO_PROJECT_COLOR : (PALETTE[rank % PALETTE.length] as string);

const HOUR = 3600;
/** Hours with two decimals: the charts' scale (a tooltip says h:mm). */
const toHours = (seconds: number) => Math.round((seconds / HOUR) * 100) / 100;

/** A project's key in a chart row: its id, or `none` for time without project. */
export const seriesKey = (projectId: number | null) => `p${projectId ?? 'none'}`;

/**
 * How the bars are labelled (spec/2 §2.2): the weekday when the range is one week; the date (dd/MM) when there are
 * 15 distinct dates or fewer; beyond, dates too but the axis shows only some of them (`sparse`), never overlapping.
 */
export function barLabelMode(range: { date_min: string; date_max: string }, dates: number) {
  if (daysBetween(range.date_min, range.date_max) === 7) return 'weekday';
  return dates <= PER_DATE_LABELS_MAX ? 'date' : 'sparse';
}

/** The doughnut's slices: one per project, in hours, most first (the server's order). */
export function doughnutData(stats: TimeStatistics, noProjectName: string) {
  return stats.by_project.map((project, rank) => ({
    name: project.name ?? noProjectName,
    value: toHours(project.seconds),
    color: colorOf(project.project_id, rank),
  }));
}

/** The stacked bars: one row per day that has time, one series per project. */
export function stackedBarData(
  stats: TimeStatistics,
  range: { date_min: string; date_max: string },
  language: string,
  noProjectName: string,
) {
  const mode = barLabelMode(range, stats.by_day.length);
  const label = (day: string) => (mode === 'weekday' ? weekdayShort(day, language) : toFrenchDate(day).slice(0, 5));
  const data = stats.by_day.map((day) => {
    const row: Record<string, string | number> = { day: label(day.day) };
    for (const part of day.by_project) row[seriesKey(part.project_id)] = toHours(part.seconds);
    return row;
  });
  const series = stats.by_project.map((project, rank) => ({
    name: seriesKey(project.project_id),
    label: project.name ?? noProjectName,
    color: colorOf(project.project_id, rank),
  }));
  return { data, series, mode };
}
