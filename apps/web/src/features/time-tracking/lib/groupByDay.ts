import type { TimeEntry } from '../api/types';

/** The list's entries by day, in the order they come (the server's: latest first), each day once. */
export function groupByDay(entries: readonly TimeEntry[]): { day: string; entries: TimeEntry[] }[] {
  const days = new Map<string, TimeEntry[]>();
  for (const entry of entries) {
    const list = days.get(entry.day);
    if (list) list.push(entry);
    else days.set(entry.day, [entry]);
  }
  return [...days].map(([day, list]) => ({ day, entries: list }));
}
