import { addDays, mondayOf } from '@staff/shared';

/** A week's days as the list and statistics ask for them: Monday included, the next Monday excluded (contract). */
export const weekRange = (monday: string) => ({ date_min: monday, date_max: addDays(monday, 7) });

/** The Monday `weeks` weeks away from `monday` (negative: before). */
export const shiftWeek = (monday: string, weeks: number) => addDays(monday, 7 * weeks);

/** This week's Monday, from Paris's today. */
export const thisMonday = (today: string) => mondayOf(today);

/**
 * "Lundi 23 novembre" / "Monday, November 23": a day's heading, the date read as a calendar day (UTC). Only the first
 * letter is raised: French writes its months in lower case.
 */
export function dayHeading(date: string, language: string): string {
  const text = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "lun." / "Mon": a grid column's or a chart bar's weekday. */
export function weekdayShort(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
