import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, sessions, users } from './identity/identity.tables';
import { randomToken, sha256 } from './tokens';

export type SessionUser = typeof users.$inferSelect;
export type SessionCompany = typeof companies.$inferSelect;
export type LoadedSession = { id: string; user: SessionUser; company: SessionCompany | null };

export type SessionLimits = { idleMs: number; maxMs: number };

/** Writes a new session and returns the cookie token; only its hash is stored. */
export async function createSession(
  db: Db,
  userId: number,
  limits: SessionLimits,
): Promise<{ token: string; id: string }> {
  const token = randomToken();
  const id = sha256(token);
  await db.insert(sessions).values({ id, user_id: userId, expires_at: new Date(Date.now() + limits.maxMs) });
  return { token, id };
}

// last_seen_at is refreshed at most once a minute, so reading pages does not write on every request.
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The session behind a cookie token, with its user and company, in one query.
 * 'lost' when the cookie names no live session (expired, logged out, or the user deactivated).
 */
export async function loadSession(db: Db, token: string, limits: SessionLimits): Promise<LoadedSession | 'lost'> {
  const id = sha256(token);
  const [row] = await db
    .select({ session: sessions, user: users, company: companies })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(eq(sessions.id, id));
  if (!row) return 'lost';
  const now = Date.now();
  const idleFor = now - row.session.last_seen_at.getTime();
  if (now >= row.session.expires_at.getTime() || idleFor >= limits.idleMs || !row.user.is_active) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return 'lost';
  }
  if (idleFor >= TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ last_seen_at: new Date(now) })
      .where(eq(sessions.id, id));
  }
  return { id, user: row.user, company: row.company };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user at once (deactivation, password change elsewhere). */
export async function deleteUserSessions(db: Db, userId: number, exceptId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptId ? and(eq(sessions.user_id, userId), sql`${sessions.id} <> ${exceptId}`) : eq(sessions.user_id, userId),
    );
}

/** Housekeeping: removes sessions past their absolute or idle expiry. */
export async function purgeExpiredSessions(db: Db, limits: SessionLimits): Promise<void> {
  const now = Date.now();
  await db
    .delete(sessions)
    .where(or(lt(sessions.expires_at, new Date(now)), lt(sessions.last_seen_at, new Date(now - limits.idleMs))));
}
