import type { LeaveStatus, Period } from '@staff/shared';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { storedFiles } from '../../platform/files/files.tables';
import { companies } from '../companies/companies.tables';
import { typesOfLeave } from '../reference/reference.tables';
import { users } from '../users/users.tables';

export const leaves = pgTable(
  'leaves',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id),
    begin_date: date('begin_date', { mode: 'string' }).notNull(),
    begin_period: text('begin_period').$type<Period>().notNull().default('AM'),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    end_period: text('end_period').$type<Period>().notNull().default('PM'),
    /** Deducted days ×2: leaves move in half days, so an integer keeps sums exact. */
    half_days: integer('half_days').notNull(),
    type_of_leave_id: integer('type_of_leave_id')
      .notNull()
      .references(() => typesOfLeave.id),
    status: text('status').$type<LeaveStatus>().notNull().default('draft'),
    precision: text('precision'),
    comment: text('comment'),
    /** Why the validator refused it (optional); cleared when the leave leaves the refused status. */
    refusal_reason: text('refusal_reason'),
    submission_date: timestamp('submission_date', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('leaves_company_begin_idx').on(t.company_id, t.begin_date),
    index('leaves_company_end_idx').on(t.company_id, t.end_date),
    index('leaves_owner_begin_idx').on(t.owner_id, t.begin_date),
    index('leaves_company_status_idx').on(t.company_id, t.status, t.begin_date),
    // Whether a type of leave is in use (it cannot be deleted then), and the foreign key's own check on delete.
    index('leaves_type_idx').on(t.type_of_leave_id),
  ],
);

/** Every creation and change of a leave (spec/2 §3 "Leave history entry"). */
export const leaveHistory = pgTable(
  'leave_history',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').notNull(),
    leave_id: integer('leave_id')
      .notNull()
      .references(() => leaves.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 1 created, 2 changed. */
    action_flag: smallint('action_flag').notNull(),
    // The moment of the write, not the transaction's start (`now()`): a change committed before a claim's sending was
    // once listed after it (issue 21). Lists order by id, which follows the writes under the record's lock.
    action_time: timestamp('action_time', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    change_message: jsonb('change_message').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('leave_history_leave_idx').on(t.leave_id)],
);

export const leaveAttachments = pgTable(
  'leave_attachments',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').notNull(),
    leave_id: integer('leave_id')
      .notNull()
      .references(() => leaves.id, { onDelete: 'cascade' }),
    file_id: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    creator_id: integer('creator_id').references(() => users.id),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leave_attachments_leave_idx').on(t.leave_id)],
);
