import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyColumn, userColumn } from '../../db/columns';
import { users } from '../users/users.tables';

/**
 * Who was reminded when (issue 21: 20 reminder calls once queued 560 identical mails). A reminder reaches a person at
 * most once a day (Paris day): the unique key (user, kind, day) is what 20 racing calls meet, so each recipient gets
 * one row and one mail, whichever call wins. A forced reminder (the sender confirmed) sends again and keeps the row.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    user_id: userColumn('user_id', 'cascade'),
    /** What the reminder was about: `activity_report` (the monthly synthesis's). */
    kind: text('kind').notNull(),
    /** The Paris day it was sent. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The month it reminded of (first day). */
    for_month: date('for_month', { mode: 'string' }).notNull(),
    sent_by: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminders_sent_user_kind_day_key').on(t.user_id, t.kind, t.day),
    index('reminders_sent_company_day_idx').on(t.company_id, t.day),
  ],
);
