import { z } from 'zod';
import { DATE_MAX, DATE_MIN, isDateInRange, YEAR_MAX, YEAR_MIN } from './dates';
import { DATE_MESSAGES } from './messages';

// Defined without Zod so that the error catalogue (and the web's first page) can use them without loading it.
export { DATE_MESSAGES } from './messages';

/**
 * Dates, months and years as every request and form takes them: real calendar values inside the supported range
 * (DATE_MIN … DATE_MAX). Strings on the wire, so they validate query strings as they are; one message each, which
 * names the range in the product's display format (calendar/messages.ts).
 */
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `YYYY-MM-DD`, a real date (2023-02-29 refused) from 1900-01-01 to 2099-12-31. */
export const isoDateSchema = z
  .string({ error: DATE_MESSAGES.date })
  .max(10, { error: DATE_MESSAGES.date, abort: true })
  .regex(ISO_DATE_PATTERN, { error: DATE_MESSAGES.date, abort: true })
  .refine(isDateInRange, { error: DATE_MESSAGES.date })
  .meta({ format: 'date', description: `A date from ${DATE_MIN} to ${DATE_MAX}` });

/** `YYYY-MM`, month 01–12, from 1900-01 to 2099-12. */
export const isoMonthSchema = z
  .string({ error: DATE_MESSAGES.month })
  .max(7, { error: DATE_MESSAGES.month, abort: true })
  .regex(ISO_MONTH_PATTERN, { error: DATE_MESSAGES.month, abort: true })
  .refine((month) => isDateInRange(`${month}-01`), { error: DATE_MESSAGES.month })
  .meta({ description: `A month from ${DATE_MIN.slice(0, 7)} to ${DATE_MAX.slice(0, 7)}` });

/** A year from 1900 to 2099; a string of digits in a query string, a number in a body. */
export const isoYearSchema = z.coerce
  .number({ error: DATE_MESSAGES.year })
  .int({ error: DATE_MESSAGES.year, abort: true })
  .min(YEAR_MIN, { error: DATE_MESSAGES.year, abort: true })
  .max(YEAR_MAX, { error: DATE_MESSAGES.year, abort: true });

/** Whether the instant parses and its UTC day lies in the product's date range. */
function isInstantInRange(instant: string): boolean {
  const time = Date.parse(instant);
  return Number.isFinite(time) && isDateInRange(new Date(time).toISOString().slice(0, 10));
}

/**
 * An instant (ISO 8601 with its offset or Z) whose UTC day lies in the product's date range (year 0 or 10000 would
 * fail in the database, 1850 means nothing).
 */
export const isoInstantSchema = z.iso
  .datetime({ offset: true })
  .max(40)
  // Zod runs a refinement even when the format check above failed, so a malformed value must not reach toISOString.
  .refine((instant) => isInstantInRange(instant), { error: DATE_MESSAGES.date });
