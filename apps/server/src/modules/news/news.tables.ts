import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    /** HTML, sanitized on write. */
    content: text('content').notNull().default(''),
    publication_date: date('publication_date', { mode: 'string' }).notNull(),
    expiration_date: timestamp('expiration_date', { withTimezone: true }),
    enable: boolean('enable').notNull().default(true),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_company_idx').on(t.company_id, t.enable, t.publication_date)],
);
