import { averageOf } from '@staff/shared';

/** One bar of the daily chart: the day (dd/MM), its average, how many marks behind it. */
export type DayAverage = { day: string; label: string; average: number; count: number };

/**
 * The team's marks of each day that has some, in date order, from the entries: 0 ("no mark") left out, as the
 * shared average does; a day with only zeros has no bar.
 */
export function dailyAverages(entries: readonly { activity_date: string; mark: number }[]): DayAverage[] {
  const byDay = new Map<string, number[]>();
  for (const entry of entries) byDay.set(entry.activity_date, [...(byDay.get(entry.activity_date) ?? []), entry.mark]);
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([day, marks]) => {
      const average = averageOf(marks);
      const count = marks.filter((mark) => mark > 0).length;
      return average === null ? [] : [{ day, label: `${day.slice(8, 10)}/${day.slice(5, 7)}`, average, count }];
    });
}
