import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns';
import { companies, users } from '../identity/identity.tables';

/** Each claim takes the next turn: a company's last turn says how long ago it was served (round robin). */
export const jobTurns = pgSequence('job_turns');

/**
 * Background jobs (issue 29: receipt readings first), in the database so that any process can run them and any process
 * can answer their poll: a job posted through one process is claimed by whichever has a free worker (FOR UPDATE SKIP
 * LOCKED), under a lease that another process takes over once it has run out (its process died). The input is kept
 * until the job is read, then dropped; the row, with its result, is deleted by the housekeeping once past its kind's
 * time to live.
 */
export const jobs = pgTable(
  'jobs',
  {
    /** The id the poster polls (a random token: an id that can be guessed would say how busy the service is). */
    id: text('id').primaryKey(),
    /** The order of posting: within a company, first posted first run. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** What the job is (`receipt_reading`): which handler runs it, which bounds and time to live apply. */
    kind: text('kind').notNull(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who posted it: only they read it. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** queued → running → done | failed; a running job whose lease ran out is queued again in effect. */
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    progress: real('progress').notNull().default(0),
    /** The file to read, null once read (or failed). */
    input: bytea('input'),
    input_type: text('input_type').notNull(),
    result: jsonb('result'),
    /** A coded message (`{code, params?}`) when failed. */
    error: jsonb('error'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Past it a finished job is no longer shown, and the housekeeping deletes it (its kind's time to live). */
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The claim's turn (job_turns), for the round robin between companies. */
    turn: bigint('turn', { mode: 'number' }),
    /** How many times it was claimed: a job whose process died twice under it fails rather than kill a third. */
    attempts: smallint('attempts').notNull().default(0),
    /** While running: until when its process holds it (renewed while it works). */
    lease_until: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // The claim: the jobs of a kind waiting or running, by company then posting order.
    index('jobs_pending_idx').on(t.kind, t.company_id, t.seq).where(sql`${t.status} IN ('queued', 'running')`),
    index('jobs_company_turn_idx').on(t.kind, t.company_id, t.turn),
    index('jobs_expires_idx').on(t.expires_at),
  ],
);

/**
 * The last run of each scheduled task (the hourly housekeeping): a process's tick claims the row for the period before
 * it runs, so N processes run each period's task once (platform/jobs/schedule.ts). Instance-wide, no company.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  name: text('name').primaryKey(),
  last_run_at: timestamp('last_run_at', { withTimezone: true, mode: 'date' }).notNull(),
});
