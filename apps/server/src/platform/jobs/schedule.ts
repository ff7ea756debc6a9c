import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledRuns } from './jobs.tables';

/**
 * A period's run is claimed a little before the period has fully passed: the ticks of one process drift by a few
 * milliseconds, and a tick that came a hair early would leave its period to the next process's tick.
 */
const EARLY_FRACTION = 0.1;

/**
 * Whether this process runs the task `name` now: true for the first tick of any process once `everyMs` (less a tenth)
 * has passed since the task last ran, false for every other process's tick of that period (issue 29: N processes run
 * each period's housekeeping once). One statement: the row is claimed by updating it, and a second process's update
 * waits for the first's, then sees the new time and claims nothing. A claimed row, not an advisory lock: it holds
 * nothing while the task runs, and it works the same behind a transaction pooler.
 */
export async function claimScheduledRun(db: Db, name: string, everyMs: number, at = new Date()): Promise<boolean> {
  const due = new Date(at.getTime() - everyMs * (1 - EARLY_FRACTION));
  const claimed = await db
    .insert(scheduledRuns)
    .values({ name, last_run_at: at })
    .onConflictDoUpdate({
      target: scheduledRuns.name,
      set: { last_run_at: at },
      where: sql`${scheduledRuns.last_run_at} <= ${due}`,
    })
    .returning({ name: scheduledRuns.name });
  return claimed.length > 0;
}
