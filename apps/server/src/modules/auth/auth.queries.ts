import { and, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChangeTokens, passwordResetTokens } from './auth.tables';
import { purgeThrottles } from './auth.throttle';
import { clearStalePendingEmails } from './email-change';

/** An invitation is kept a month past its end, so that the newcomer opening it late reads that it expired. */
const EXPIRED_INVITATION_KEPT_MS = 30 * 24 * 60 * 60_000;

/**
 * The auth module's share of the hourly housekeeping: throttle windows that ended, spent or stale reset tokens,
 * e-mail confirmation links past their time (and the pending addresses they were for).
 */
export async function purgeExpiredAuthRows(db: Db, now = new Date()): Promise<void> {
  await purgeThrottles(db, now);
  await db.delete(emailChangeTokens).where(lt(emailChangeTokens.expires_at, now));
  await clearStalePendingEmails(db, now);
  const keptSince = new Date(now.getTime() - EXPIRED_INVITATION_KEPT_MS);
  await db
    .delete(passwordResetTokens)
    .where(
      or(
        and(ne(passwordResetTokens.purpose, 'invitation'), lt(passwordResetTokens.expires_at, now)),
        lt(passwordResetTokens.expires_at, keptSince),
      ),
    );
}
