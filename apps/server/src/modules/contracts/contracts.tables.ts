import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { companyColumn } from '../../db/columns';

export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    title: text('title').notNull(),
    /** 0 means unlimited; null means the month's business days apply (spec/3 §3). */
    max_worked_days_per_month: integer('max_worked_days_per_month').default(0),
    can_overflow_max_worked_days: boolean('can_overflow_max_worked_days').notNull().default(true),
    rank: integer('rank').notNull().default(0),
  },
  (t) => [index('contracts_company_idx').on(t.company_id)],
);
