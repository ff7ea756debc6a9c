import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens } from './auth.tables';
import { purgeThrottles } from './auth.throttle';

/** The auth module's share of the hourly housekeeping: throttle windows that ended, spent or stale reset tokens. */
export async function purgeExpiredAuthRows(db: Db, now = new Date()): Promise<void> {
  await purgeThrottles(db, now);
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expires_at, now));
}
