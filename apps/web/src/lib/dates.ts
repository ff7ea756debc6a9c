import { daysBetween as daysFromTo, daysInMonth, type IsoDate, parseIsoDate, toFrenchDate } from '@staff/shared';

/*
 * Plain string and Date arithmetic, not dayjs: these are on every page's first load, and dayjs with its French locale
 * is 3.5 KB of it (the pages with date pickers bring dayjs themselves, lib/dayjs.ts).
 */

/** Dates display as dd/MM/yyyy in both languages (spec/1 §9). */
export const DATE_FORMAT = 'DD/MM/YYYY';

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a Date, null when it is none. */
function instant(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The calendar day of a `YYYY-MM-DD`, or of an ISO instant in the browser's zone; null for neither. */
function localDay(value: string): IsoDate | null {
  if (PLAIN_DATE.test(value)) return parseIsoDate(value) ? value : null;
  const date = instant(value);
  return date && `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD` or an ISO instant → dd/MM/yyyy; empty for a missing date. */
export function formatDate(value: string | null | undefined): string {
  const day = value ? localDay(value) : null;
  return day ? toFrenchDate(day) : '';
}

/** Today as `YYYY-MM-DD` in Europe/Paris, the product's calendar, whatever the browser's zone. */
export function todayIso(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Whole days from `from` to `to` (`YYYY-MM-DD` or instants, by their days); negative when `to` is past. */
export function daysBetween(from: string, to: string): number {
  const [a, b] = [localDay(from), localDay(to)];
  return a && b ? daysFromTo(a, b) : Number.NaN;
}

/** Days left in the month of `today`, today included (the 30th of a 30-day month leaves 1). */
export function daysLeftInMonth(today: string): number {
  const date = parseIsoDate(today);
  return date ? daysInMonth(date.year, date.month) - date.day + 1 : Number.NaN;
}

/** The leave form's pickers show dd/MM/yy (spec/2 §5.1, spec/1 §9). */
export const SHORT_DATE_FORMAT = 'DD/MM/YY';

/** An ISO instant → dd/MM/yyyy HH:mm in the browser's zone (histories). */
export function formatDateTime(value: string | null | undefined): string {
  const date = value ? instant(value) : null;
  return date
    ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`
    : '';
}
