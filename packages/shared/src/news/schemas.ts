import { z } from 'zod';
import { isoDateSchema } from '../calendar/schemas';
import { PageQuery, queryBoolean } from '../lists/schemas';

/*
 * The wire contract of the company's news (spec/1 §7 "News"): the server validates and serializes with these, the
 * web's news type is their `z.infer`.
 */

/** GET /api/news/ filters on top of the paging. */
export const NewsQuery = PageQuery.extend({
  enable: queryBoolean.optional(),
  /** News published on or before that day and not expired before it. */
  valid_for_date: isoDateSchema.optional(),
});
export type NewsQuery = z.infer<typeof NewsQuery>;

/** One news item of the list. */
export const NewsOut = z.object({
  id: z.number(),
  title: z.string(),
  /** HTML sanitized by the server (sanitize-html) before it is stored. */
  content: z.string(),
  publication_date: z.string(),
  expiration_date: z.string().nullable(),
  enable: z.boolean(),
});
export type NewsOut = z.infer<typeof NewsOut>;
