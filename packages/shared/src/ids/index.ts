import { z } from 'zod';
import { PLATFORM_MESSAGES } from '../errors/platform';

/**
 * Record ids are PostgreSQL `integer` (serial) columns: 1 to 2^31 − 1. A larger number is no record of ours, and
 * sent to the database it fails as "out of range" without naming the field, so every id input says it here.
 */
export const ID_MAX = 2_147_483_647;

/** An id in a JSON body. */
export const idSchema = z.number().int().positive().max(ID_MAX);

/**
 * How an id is written in a path or a query string: decimal digits, no sign, no leading zero, at most 10 digits (issue
 * 21: `Number()` read `0x4`, `4e0`, `4.0`, ` 4`, `+4` and `04` as record 4, so one record had many addresses and a
 * filter many spellings). Anything else is a 400 `invalid` (`invalid_value`), as a word (`abc`) always was.
 */
export const DECIMAL_ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/**
 * An id in a query string or a path (text on the wire). The one schema every route's id parameter uses; a number is
 * accepted too (a typed client may build its query with numbers before it is serialised).
 */
const INVALID = { error: PLATFORM_MESSAGES.invalid_value, abort: true };
export const queryIdSchema = z
  .union([z.string().max(10, INVALID).regex(DECIMAL_ID_PATTERN, INVALID), z.number().int(INVALID)], INVALID)
  .transform((value) => Number(value))
  .pipe(z.number().positive(INVALID).max(ID_MAX, INVALID));

/** The record id a path segment spells, or null when it is not one (see DECIMAL_ID_PATTERN). */
export const parseRecordId = (text: string): number | null => {
  if (!DECIMAL_ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= ID_MAX ? id : null;
};

/** True for a number that can name a record. */
export const isRecordId = (value: number): boolean => Number.isSafeInteger(value) && value > 0 && value <= ID_MAX;

/** The path parameters of a route on one record (`/<resource>/:id/`). */
export const IdParams = z.object({ id: queryIdSchema });
