import { boolean, date, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyColumn, createdAndModified } from '../../db/columns';

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    title: text('title').notNull(),
    /** HTML, sanitized on write. */
    content: text('content').notNull().default(''),
    publication_date: date('publication_date', { mode: 'string' }).notNull(),
    expiration_date: timestamp('expiration_date', { withTimezone: true }),
    enable: boolean('enable').notNull().default(true),
    ...createdAndModified(),
  },
  (t) => [index('news_company_idx').on(t.company_id, t.enable, t.publication_date)],
);
