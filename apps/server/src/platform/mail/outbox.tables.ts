import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: a mail is a row written in the transaction of the change that causes it,
 * so a rolled-back change sends nothing and a committed one is never lost.
 */

/** A mail's place in the queue (issue 21): 0 a person waits for it (reset, invitation), 1 bulk (reminders, notices). */
export const MAIL_PRIORITY = { urgent: 0, bulk: 1 } as const;
export type MailPriority = keyof typeof MAIL_PRIORITY;

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id'),
    to: text('to').array().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    priority: smallint('priority').notNull().default(MAIL_PRIORITY.urgent),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
  },
  (t) => [
    index('mail_outbox_pending_idx').on(t.sent_at, t.next_attempt_at),
    // The sender's turns (sender.ts claimBatch): the pending (priority, company) pairs, each one's mails by id. No
    // company (mails to the superusers) is company 0, so that the pairs compare as rows.
    index('mail_outbox_queue_idx')
      .on(t.priority, sql`coalesce(${t.company_id}, 0)`, t.id)
      .where(sql`${t.sent_at} IS NULL`),
  ],
);
