import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { runStatement } from '../db/statements';
import { type companies, sessions, type users } from './identity/identity.tables';
import { randomToken, sha256 } from './tokens';

/**
 * What a request knows of its user and company: what the access checks, the modules' request context and my_account's
 * answer read, and no more. The session lookup runs on every request and the driver describes and converts each
 * column it returns on every execution, so a column here costs every request (issue 14): a module that needs more of
 * the user or the company (the password hash, the company's preferences…) reads it itself.
 */
const SESSION_USER_COLUMNS = [
  'id',
  'company_id',
  'username',
  'first_name',
  'last_name',
  'email',
  'pending_email',
  'phone',
  'mobile',
  'employee_number',
  'roles',
  'is_staff',
  'is_superuser',
  'is_active',
  'can_change_password',
  'language',
] as const satisfies readonly (keyof typeof users.$inferSelect)[];
const SESSION_COMPANY_COLUMNS = [
  'id',
  'name',
  'hostname',
  'is_active',
  'use_wellness',
  'use_activities',
  'use_expenses_claims',
  'use_leaves',
  'use_time_tracking',
  'use_mission_orders',
  'is_trial_period',
  'trial_period_end',
  'logo_file_id',
  'welcome_image_file_id',
  'support_email',
  'support_phone',
] as const satisfies readonly (keyof typeof companies.$inferSelect)[];
export type SessionUser = Pick<typeof users.$inferSelect, (typeof SESSION_USER_COLUMNS)[number]>;
export type SessionCompany = Pick<typeof companies.$inferSelect, (typeof SESSION_COMPANY_COLUMNS)[number]>;
export type LoadedSession = { id: string; user: SessionUser; company: SessionCompany | null };

/** The cookie that carries a session's token. */
export const SESSION_COOKIE = 'sessionid';

/**
 * A cookie the web app may read (no secret: `1`), set and cleared with the session's: a browser without it is
 * signed out, so the app does not ask GET my_account/ for the 401 that Chromium logs as a console error (issue 25).
 * A stale one (a session lost on the server) costs one 401 or 440, which clears it.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

export type SessionLimits = { idleMs: number; maxMs: number };

/** A session's id: the SHA-256 of its cookie token (the table never holds the token itself). */
export const sessionIdOf = (token: string) => sha256(token);

/** Writes a new session and returns the cookie token; only its hash is stored. */
export async function createSession(
  db: Db,
  userId: number,
  limits: SessionLimits,
): Promise<{ token: string; id: string }> {
  const token = randomToken();
  const id = sessionIdOf(token);
  await db.insert(sessions).values({ id, user_id: userId, expires_at: new Date(Date.now() + limits.maxMs) });
  return { token, id };
}

// last_seen_at is refreshed at most once a minute, so reading pages does not write on every request.
const TOUCH_INTERVAL_MS = 60_000;

// The session lookup runs on every authenticated request: its text is written once, here, and runs as a prepared
// statement (db/statements.ts). The user and the company come back as one JSON column each, and the two times as epoch
// milliseconds: the driver describes and converts four columns instead of thirty-one on every request, and the row needs
// no reassembling (the columns above keep their JSON form: numbers, booleans, strings, `date` as YYYY-MM-DD, arrays).
const jsonObject = (alias: string, columns: readonly string[]) =>
  `json_build_object(${columns.map((name) => `'${name}', ${alias}."${name}"`).join(', ')})`;
const SESSION_LOOKUP = `SELECT (extract(epoch FROM s.last_seen_at) * 1000)::float8 AS last_seen_ms,
  (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms,
  ${jsonObject('u', SESSION_USER_COLUMNS)} AS "user",
  CASE WHEN c.id IS NULL THEN NULL ELSE ${jsonObject('c', SESSION_COMPANY_COLUMNS)} END AS company
FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN companies c ON c.id = u.company_id
WHERE s.id = $1`;

type SessionLookupRow = { last_seen_ms: number; expires_ms: number; user: SessionUser; company: SessionCompany | null };

/**
 * The session of an id (`sessionIdOf` of the cookie token, hashed once per request), with its user and company, in
 * one statement. 'lost' when it names no live session (expired, logged out, or the user deactivated).
 */
export async function loadSession(db: Database, id: string, limits: SessionLimits): Promise<LoadedSession | 'lost'> {
  const [row] = await runStatement<SessionLookupRow>(db, SESSION_LOOKUP, [id]);
  if (!row) return 'lost';
  const now = Date.now();
  const idleFor = now - row.last_seen_ms;
  if (now >= row.expires_ms || idleFor >= limits.idleMs || !row.user.is_active) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return 'lost';
  }
  if (idleFor >= TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ last_seen_at: new Date(now) })
      .where(eq(sessions.id, id));
  }
  // No company (the superuser): the left join's NULL.
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
