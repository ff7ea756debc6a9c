import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { purgeExpiredJobs } from './jobs/job-queue';
import { claimScheduledRun } from './jobs/schedule';
import { purgeExpiredSessions, type SessionLimits } from './sessions';

const EVERY_MS = 60 * 60_000;
/**
 * The first pass waits a minute: at start it would hold PGlite's one connection (ANALYZE reads every table) while the
 * first requests, the health probe included, wait behind it. The statistics of the last run are still there.
 */
const FIRST_RUN_AFTER_MS = 60_000;

/** A module's own purge, handed in by main.ts: the platform imports no module (docs/ARCHITECTURE.md). */
export type Purge = (db: Database) => Promise<void>;

export type HousekeepingOptions = { limits: SessionLimits; embedded: boolean; purges: Purge[] };

/**
 * One tick: the pass runs when this process claims the hour (platform/jobs/schedule.ts), so that N processes on one
 * database run it once an hour, not N times (issue 29: N reminder mails). Answers whether it ran here.
 */
export async function housekeepingTick(db: Database, options: HousekeepingOptions): Promise<boolean> {
  if (!(await claimScheduledRun(db, 'housekeeping', EVERY_MS))) return false;
  if (options.embedded) await db.execute(sql`ANALYZE`);
  await purgeExpiredSessions(db, options.limits);
  await purgeExpiredJobs(db);
  for (const purge of options.purges) await purge(db);
  return true;
}

/**
 * Hourly removal of what has expired: sessions, finished background jobs past their time, then each module's purge (auth: throttle counters whose window
 * has ended, spent or stale reset tokens; synthesis: reminder rows of past days, bounded per run). On PGlite, which has no autovacuum, it also refreshes the planner's statistics: without them every list
 * plans as if tables were empty.
 */
export function startHousekeeping(db: Database, options: HousekeepingOptions, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      await housekeepingTick(db, options);
    } catch (error) {
      log.warn({ err: error }, 'housekeeping failed');
    }
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  const first = setTimeout(() => void run(), FIRST_RUN_AFTER_MS);
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
