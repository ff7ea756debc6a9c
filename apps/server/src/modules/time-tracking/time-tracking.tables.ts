import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyColumn, createdAndModified, userColumn } from '../../db/columns';
import { projects } from '../projects/projects.tables';

/** A tracked task (spec/2 §3 "Time entry"): the stopwatch's running one has no end yet. */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    owner_id: userColumn('owner_id', 'cascade'),
    description: text('description').notNull(),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    start_time: timestamp('start_time', { withTimezone: true }).notNull(),
    /** Null: the running task. */
    end_time: timestamp('end_time', { withTimezone: true }),
    /** Seconds, end − start, set with the end. */
    duration: integer('duration'),
    /** The Paris date of the start: the lists, the grid and the statistics group and filter on it. */
    day: date('day', { mode: 'string' }).notNull(),
    ...createdAndModified(),
  },
  (t) => [
    index('time_entries_owner_day_idx').on(t.company_id, t.owner_id, t.day, t.start_time),
    // At most one running task per user, said by the database: of 20 parallel starts one wins (docs/decisions/time-tracking.md).
    uniqueIndex('time_entries_running_key').on(t.owner_id).where(sql`${t.end_time} IS NULL`),
    // The foreign key's own check when a project is deleted.
    index('time_entries_project_idx').on(t.project_id),
  ],
);

/** The company's tags, one per name whatever its case. */
export const timeTags = pgTable(
  'time_tags',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('time_tags_company_name_key').on(t.company_id, sql`lower(${t.name})`)],
);

export const timeEntryTags = pgTable(
  'time_entry_tags',
  {
    company_id: companyColumn(),
    entry_id: integer('entry_id')
      .notNull()
      .references(() => timeEntries.id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => timeTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.entry_id, t.tag_id] }), index('time_entry_tags_tag_idx').on(t.tag_id)],
);

/** The reminder's state per user: when the last mail went, and whether the in-app notice waits for the next visit. */
export const timeTrackingReminders = pgTable('time_tracking_reminders', {
  company_id: companyColumn(),
  user_id: userColumn('user_id', 'cascade').primaryKey(),
  last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
  notice_pending: boolean('notice_pending').notNull().default(false),
});
