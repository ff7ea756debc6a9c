import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyColumn, userColumn } from '../../db/columns';

export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    user_id: userColumn('user_id'),
    type: text('type').notNull(),
    description: text('description').notNull(),
    gravity: integer('gravity').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_requests_company_idx').on(t.company_id)],
);
