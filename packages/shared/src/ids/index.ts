import { z } from 'zod';

/**
 * Record ids are PostgreSQL `integer` (serial) columns: 1 to 2^31 − 1. A larger number is no record of ours, and
 * sent to the database it fails as "out of range" without naming the field, so every id input says it here.
 */
export const ID_MAX = 2_147_483_647;

/** An id in a JSON body. */
export const idSchema = z.number().int().positive().max(ID_MAX);

/** An id in a query string or a path (text on the wire). */
export const queryIdSchema = z.coerce.number().int().positive().max(ID_MAX);

/** True for a number that can name a record. */
export const isRecordId = (value: number): boolean => Number.isSafeInteger(value) && value > 0 && value <= ID_MAX;

/** The path parameters of a route on one record (`/<resource>/:id/`). */
export const IdParams = z.object({ id: queryIdSchema });
