import { addDays, dayOfWeek, type IsoDate } from '../calendar/dates';

/** A day past this much tracked time asks for confirmation (issue 23: "a day with entries over 12 h"). */
export const LONG_DAY_SECONDS = 12 * 3600;
/** A task's description and a tag's name. */
export const TIME_LIMITS = { description: 255, tagName: 50, tagsPerEntry: 10, search: 18, searchMin: 2 } as const;
/** The weekly grid: 10 rows of 7 days sent at once at most. */
export const TIMESHEET_CELLS_MAX = 70;
/** The statistics' longest range, in days. */
export const STATISTICS_MAX_DAYS = 366;

/** An entry as the rules see it: ISO instants, `end_time` null while it runs. */
type Timed = { start_time: string; end_time: string | null };

const endOf = (entry: Timed, now: Date): number => (entry.end_time ? Date.parse(entry.end_time) : now.getTime());

/**
 * The ids of the entries that overlap another one: one starts before the other ends (touching is not overlapping); a
 * running entry lasts until `now`. One sweep in start order: an entry overlaps an earlier one exactly when it starts
 * before the latest end seen so far, and the entry holding that end is the one it overlaps.
 */
export function overlappingIds<Id>(entries: readonly (Timed & { id: Id })[], now: Date = new Date()): Set<Id> {
  const sorted = [...entries].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
  const overlapping = new Set<Id>();
  let latestEnd = Number.NEGATIVE_INFINITY;
  let latestId: Id | undefined;
  for (const entry of sorted) {
    const end = endOf(entry, now);
    if (Date.parse(entry.start_time) < latestEnd) {
      overlapping.add(entry.id);
      overlapping.add(latestId as Id);
    }
    if (end > latestEnd) {
      latestEnd = end;
      latestId = entry.id;
    }
  }
  return overlapping;
}

/** The seconds tracked each day (`day` is the Paris date of the start), a running entry counted until `now`. */
export function dayTotals(
  entries: readonly (Timed & { day: IsoDate })[],
  now: Date = new Date(),
): Map<IsoDate, number> {
  const totals = new Map<IsoDate, number>();
  for (const entry of entries) {
    const seconds = Math.max(0, Math.round((endOf(entry, now) - Date.parse(entry.start_time)) / 1000));
    totals.set(entry.day, (totals.get(entry.day) ?? 0) + seconds);
  }
  return totals;
}

/** The seven dates of the week that starts on `monday`. */
export const weekDays = (monday: IsoDate): IsoDate[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

export const isMonday = (date: IsoDate): boolean => dayOfWeek(date) === 1;

/**
 * A day's tracked seconds per project turned into the activity report's slices (the fill from tracked time): one
 * slice is `workdaySeconds / slicesPerDay`; each project gets its nearest number of slices (so at least one from half
 * a slice on); when that passes the day's free slices, the free slices are shared in proportion, the largest
 * remainders first. The answer is in the order of `seconds`.
 */
export function roundToSlices(
  seconds: readonly number[],
  slicesPerDay: number,
  workdaySeconds = 7 * 3600,
  freeSlices = slicesPerDay,
): number[] {
  const exact = seconds.map((s) => (Math.max(0, s) * slicesPerDay) / workdaySeconds);
  const nearest = exact.map((x) => Math.round(x));
  const wanted = nearest.reduce((a, b) => a + b, 0);
  if (wanted <= freeSlices) return nearest;
  // Too many: Hamilton's apportionment of the free slices.
  const sum = exact.reduce((a, b) => a + b, 0);
  const quotas = exact.map((x) => (x * freeSlices) / sum);
  const slices = quotas.map((q) => Math.floor(q));
  let left = freeSlices - slices.reduce((a, b) => a + b, 0);
  const byRemainder = quotas.map((q, i) => ({ i, r: q - Math.floor(q) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    slices[i] = (slices[i] ?? 0) + 1;
    left -= 1;
  }
  return slices;
}
