import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { passwordResetTokens } from '../modules/auth/auth.tables';
import { purgeThrottles } from '../modules/auth/auth.throttle';
import { purgeExpiredSessions, type SessionLimits } from './sessions';

const EVERY_MS = 60 * 60_000;

/**
 * Hourly removal of what has expired: sessions, throttle counters whose window has ended, spent or stale reset
 * tokens. On PGlite, which has no autovacuum, it also refreshes the planner's statistics: without them every list
 * plans as if tables were empty.
 */
export function startHousekeeping(
  db: Database,
  options: { limits: SessionLimits; embedded: boolean },
  log: FastifyBaseLogger,
): () => void {
  const { limits } = options;
  const run = async () => {
    try {
      if (options.embedded) await db.execute(sql`ANALYZE`);
      await purgeExpiredSessions(db, limits);
      await purgeThrottles(db);
      await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expires_at, new Date()));
    } catch (error) {
      log.warn({ err: error }, 'housekeeping failed');
    }
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
