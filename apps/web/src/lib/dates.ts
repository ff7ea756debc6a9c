import dayjs from 'dayjs';

/** Dates display as dd/MM/yyyy in both languages (spec/1 §9). */
export const DATE_FORMAT = 'DD/MM/YYYY';

/** `YYYY-MM-DD` or an ISO instant → dd/MM/yyyy; empty for a missing date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
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

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is past. */
export function daysBetween(from: string, to: string): number {
  return dayjs(to).startOf('day').diff(dayjs(from).startOf('day'), 'day');
}

/** Days left in the month of `today`, today included (the 30th of a 30-day month leaves 1). */
export function daysLeftInMonth(today: string): number {
  const date = dayjs(today);
  return date.daysInMonth() - date.date() + 1;
}

/** The leave form's pickers show dd/MM/yy (spec/2 §5.1, spec/1 §9). */
export const SHORT_DATE_FORMAT = 'DD/MM/YY';

/** An ISO instant → dd/MM/yyyy HH:mm in the browser's zone (histories). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(`${DATE_FORMAT} HH:mm`) : '';
}
