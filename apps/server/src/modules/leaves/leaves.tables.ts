import type { LeaveCircuitStep, LeaveStatus, Period } from '@staff/shared';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyColumn, createdAndModified, historyEntryColumns, userColumn } from '../../db/columns';
import { storedFiles } from '../../platform/files/files.tables';
import { typesOfLeave } from '../reference/reference.tables';
import { users } from '../users/users.tables';

/**
 * A leave whose end is less than this many days after its begin is short: one that overlaps a period begins at most
 * this long before it. Longer ones are few and have an index of their own (`leaves_company_long_begin_idx`), so that a
 * period's leaves are read by two bounded ranges of begin dates (docs/decisions/performance.md "Round 2").
 */
export const SHORT_LEAVE_MAX_DAYS = 31;

export const leaves = pgTable(
  'leaves',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    owner_id: userColumn('owner_id'),
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
    /**
     * When the requester asked to cancel this accepted leave (a type with activate_cancellation_workflow, issue 28);
     * null when no request waits. The status stays accepted until a validator decides.
     */
    cancellation_requested_at: timestamp('cancellation_requested_at', { withTimezone: true }),
    /**
     * The steps of its approval circuit (a type with activate_validation_workflow, issue 28), each with the people who
     * decide it, fixed when the leave is submitted; null when it went through none. Kept once decided: who decided.
     */
    circuit: jsonb('circuit').$type<LeaveCircuitStep[]>(),
    /** The step (1-based) a submitted leave waits at in its circuit; null when it waits at none. */
    circuit_step: integer('circuit_step'),
    /**
     * Its owner removed its days from their activity reports (a type with can_delete_from_activity_report, issue 28):
     * the reports and the synthesis no longer place it, its days are free to fill; the leave itself is unchanged.
     */
    removed_from_activity_report: boolean('removed_from_activity_report').notNull().default(false),
    ...createdAndModified(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('leaves_company_begin_idx').on(t.company_id, t.begin_date),
    index('leaves_company_end_idx').on(t.company_id, t.end_date),
    index('leaves_owner_begin_idx').on(t.owner_id, t.begin_date),
    index('leaves_company_status_idx').on(t.company_id, t.status, t.begin_date),
    // The long leaves, for a period's leaves (leaves.list.queries.ts periodSource): the others begin near the period.
    index('leaves_company_long_begin_idx')
      .on(t.company_id, t.begin_date)
      .where(sql.raw(`end_date - begin_date >= ${SHORT_LEAVE_MAX_DAYS}`)),
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
    ...historyEntryColumns(),
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
