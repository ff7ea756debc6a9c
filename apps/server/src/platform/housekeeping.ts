import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { loginFailures, passwordResetTokens } from '../modules/auth/auth.tables';
import { purgeExpiredSessions, type SessionLimits } from './sessions';

const EVERY_MS = 60 * 60_000;
/** Failed sign-ins older than this no longer count (the lock-out window is 15 minutes). */
const FAILURE_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Hourly removal of what has expired: sessions, old failed sign-ins, spent or stale reset tokens. On PGlite, which
 * has no autovacuum, it also refreshes the planner's statistics: without them every list plans as if tables were empty.
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
      await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - FAILURE_RETENTION_MS)));
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
