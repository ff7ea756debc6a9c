import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, serviceMembers, services, users } from '../../platform/identity/identity.tables';

/**
 * The users table and the services (who belongs to which, who manages it: who validates whom) are part of the identity
 * kernel (platform/identity): re-exported for this module.
 */
export { serviceMembers, services, users };

/** Per-user settings by section (spec/1 §3 "User settings": section general → should_display_welcome_modal). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.section] })],
);

/**
 * An employee CSV file checked and waiting for the user's go (spec/3 §4 Import → Validate → Finalize): the parsed
 * rows are kept here under `cache_id`, so Finalize imports exactly what was validated, on any server.
 */
export const employeeImports = pgTable(
  'employee_imports',
  {
    cache_id: text('cache_id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('employee_imports_company_idx').on(t.company_id)],
);

/**
 * Changes of a person's account that matter to its security (issue 21: an e-mail change requested, then confirmed),
 * in the shape of the leaves' and claims' histories: `employee_id` is the person, `user_id` who acted (the person
 * themselves for a confirmation: whoever opens the link reads the new address's mail). `action_time` is the clock's
 * time, not the transaction's, and entries are listed by id: the order they happened in.
 */
export const userHistory = pgTable(
  'user_history',
  {
    id: serial('id').primaryKey(),
    /** Null for the superuser's own entries: he belongs to no company. */
    company_id: integer('company_id').references(() => companies.id),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 2 changed (the only kind so far; 1 created is the leaves' and claims' first entry). */
    action_flag: smallint('action_flag').notNull(),
    action_time: timestamp('action_time', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    change_message: jsonb('change_message').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('user_history_employee_idx').on(t.employee_id, t.id)],
);

/**
 * The checked rows of an import, a few hundred per chunk (issue 21): 20,000 rows were one 10 MB JSON value, written
 * and read in one statement that held the embedded database, and the event loop with it, for seconds. Dropped with
 * the import (cascade) and when it is finalized.
 */
export const employeeImportChunks = pgTable(
  'employee_import_chunks',
  {
    cache_id: text('cache_id')
      .notNull()
      .references(() => employeeImports.cache_id, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    rows: jsonb('rows').$type<unknown[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.cache_id, t.chunk] })],
);
