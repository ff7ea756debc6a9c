import { z } from 'zod';
import { isoDateSchema, isoInstantSchema } from '../calendar/schemas';
import { PageQuery, queryBoolean } from '../lists/schemas';
import { plainText, TEXT_LIMITS, tooLongMessage } from '../text/schemas';
import { NEWS_MESSAGES } from './messages';

/*
 * The wire contract of the company's news (spec/1 §7 "News", spec/3 §3 and §7 "News"): the server validates and
 * serializes with these, the web's news types are their `z.infer` and the news modal checks `NewsInput` itself.
 */

export { NEWS_MESSAGES } from './messages';

/** What a news item's HTML may weigh once typed: a long article with formatting, never a megabyte. */
export const NEWS_CONTENT_MAX = 100_000;

/** Columns the back-office list sorts on (spec/3 §2: title, publication, expiration, created, last edit, active). */
export const NEWS_ORDERINGS = [
  'title',
  'publication_date',
  'expiration_date',
  'created',
  'modified',
  'enable',
] as const;

/** GET /api/news/ filters on top of the paging. */
export const NewsQuery = PageQuery.extend({
  enable: queryBoolean.optional(),
  /** Titles containing this text, accents and case ignored (spec/3 §7 "News GET (title, enable)"). */
  title: plainText(TEXT_LIMITS.search).optional(),
  /** News published on or before that day and not expired before it. */
  valid_for_date: isoDateSchema.optional(),
});
export type NewsQuery = z.infer<typeof NewsQuery>;

/** One news item of the list. */
export const NewsOut = z.object({
  id: z.number(),
  title: z.string(),
  /** HTML sanitized by the server (sanitize-html, an allow-list) before it is stored. */
  content: z.string(),
  publication_date: z.string(),
  expiration_date: z.string().nullable(),
  enable: z.boolean(),
  created: z.string(),
  modified: z.string(),
});
export type NewsOut = z.infer<typeof NewsOut>;

/** POST and PUT /api/news/: the modal's fields. The HTML is a string here; the server sanitizes it before storing. */
export const NewsInput = z.object({
  title: plainText(TEXT_LIMITS.title).min(1, { error: 'This field is required.' }),
  content: z.string().max(NEWS_CONTENT_MAX, { error: tooLongMessage(NEWS_CONTENT_MAX) }),
  publication_date: isoDateSchema
    .nullable()
    .refine((d) => d !== null, { error: NEWS_MESSAGES.publicationDateRequired }),
  /**
   * An instant (UTC ISO), to the minute: the modal's date and 24-hour time. Null: never expires. Its UTC day lies in
   * the product's date range, like every date (year 0 or 10000 would fail in the database, 1850 means nothing).
   */
  expiration_date: isoInstantSchema.nullable(),
  enable: z.boolean(),
});
export type NewsInput = z.input<typeof NewsInput>;
