import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottle } from './auth.tables';

/** One counter to reserve an attempt on: at most `max` attempts per `windowMs` for this (kind, key). */
export type ThrottleRule = { kind: string; key: string; max: number; windowMs: number };
/** A counted attempt, identified by its window so that giving it back never touches a later window. */
export type Reservation = { kind: string; key: string; expiresAt: Date };

export type ThrottleResult =
  | { granted: true; reservations: Reservation[] }
  | { granted: false; reservations: Reservation[]; retryAfterSeconds: number };

/**
 * Counts one attempt on every rule in ONE statement (`INSERT … ON CONFLICT DO UPDATE … RETURNING`), before the
 * attempt is made: the row lock taken by the upsert serializes concurrent attempts, so of N parallel ones exactly
 * `max` see a count within the limit, on PostgreSQL as on PGlite. A window that has ended starts again at 1.
 * Rows are locked in (kind, key) order, the same in every statement, so two attempts never deadlock.
 */
export async function reserve(db: Db, rules: ThrottleRule[], now = new Date()): Promise<ThrottleResult> {
  const sorted = [...rules].sort((a, b) => a.kind.localeCompare(b.kind) || a.key.localeCompare(b.key));
  const expired = sql`${authThrottle.expires_at} <= ${now}`;
  const rows = await db
    .insert(authThrottle)
    .values(
      sorted.map((r) => ({ kind: r.kind, key: r.key, count: 1, expires_at: new Date(now.getTime() + r.windowMs) })),
    )
    .onConflictDoUpdate({
      target: [authThrottle.kind, authThrottle.key],
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.count} + 1 END`,
        expires_at: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${authThrottle.expires_at} END`,
      },
    })
    .returning();
  const reservations = rows.map((r) => ({ kind: r.kind, key: r.key, expiresAt: r.expires_at }));
  const limitOf = (row: { kind: string; key: string }) =>
    sorted.find((r) => r.kind === row.kind && r.key === row.key)?.max ?? 0;
  const over = rows.filter((row) => row.count > limitOf(row));
  if (over.length === 0) return { granted: true, reservations };
  const waitMs = Math.max(...over.map((row) => row.expires_at.getTime() - now.getTime()));
  return { granted: false, reservations, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Gives reservations back: an attempt that was refused, or that turned out not to be a failure. Only the window
 * the reservation was made in is decremented; a counter that has started again is left alone.
 */
export async function release(db: Db, reservations: Reservation[]): Promise<void> {
  for (const r of reservations) {
    await db
      .update(authThrottle)
      .set({ count: sql`greatest(${authThrottle.count} - 1, 0)` })
      .where(and(eq(authThrottle.kind, r.kind), eq(authThrottle.key, r.key), eq(authThrottle.expires_at, r.expiresAt)));
  }
}

/** Forgets every attempt counted on one key (a success wipes the account's failures). */
export async function clearThrottle(db: Db, kind: string, key: string): Promise<void> {
  await db.delete(authThrottle).where(and(eq(authThrottle.kind, kind), eq(authThrottle.key, key)));
}

/** Removes the counters whose window has ended (housekeeping). */
export async function purgeThrottles(db: Db, now = new Date()): Promise<void> {
  await db.delete(authThrottle).where(lt(authThrottle.expires_at, now));
}

/**
 * Sign-in attempts (issue 21): `count` holds the window's FINISHED failures only, `pending` the attempts being
 * checked. An attempt is refused when the failures alone reach the limit; when failures and attempts in flight
 * together fill it, the outcome is not known yet, so the attempt is "busy": the caller gives its place back, waits
 * for the attempts in flight to finish, and asks again. Of 40 parallel wrong passwords 10 are checked and 30 refused
 * (as before); of 16 parallel right ones, all are checked and all succeed.
 */
export type AttemptResult =
  | { state: 'granted'; reservations: Reservation[] }
  | { state: 'busy'; reservations: Reservation[] }
  | { state: 'refused'; reservations: Reservation[]; retryAfterSeconds: number };

/** Takes a place for one attempt on every rule in ONE upsert (row locks in (kind, key) order, as `reserve`). */
export async function beginAttempt(db: Db, rules: ThrottleRule[], now = new Date()): Promise<AttemptResult> {
  const sorted = [...rules].sort((a, b) => a.kind.localeCompare(b.kind) || a.key.localeCompare(b.key));
  const expired = sql`${authThrottle.expires_at} <= ${now}`;
  const rows = await db
    .insert(authThrottle)
    .values(
      sorted.map((r) => ({
        kind: r.kind,
        key: r.key,
        count: 0,
        pending: 1,
        expires_at: new Date(now.getTime() + r.windowMs),
      })),
    )
    .onConflictDoUpdate({
      target: [authThrottle.kind, authThrottle.key],
      set: {
        count: sql`CASE WHEN ${expired} THEN 0 ELSE ${authThrottle.count} END`,
        pending: sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.pending} + 1 END`,
        expires_at: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${authThrottle.expires_at} END`,
      },
    })
    .returning();
  const reservations = rows.map((r) => ({ kind: r.kind, key: r.key, expiresAt: r.expires_at }));
  const limitOf = (row: { kind: string; key: string }) =>
    sorted.find((r) => r.kind === row.kind && r.key === row.key)?.max ?? 0;
  const full = rows.filter((row) => row.count >= limitOf(row));
  if (full.length > 0) {
    const waitMs = Math.max(...full.map((row) => row.expires_at.getTime() - now.getTime()));
    return { state: 'refused', reservations, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  // `pending` includes this attempt: count + pending > max means the places are taken by attempts in flight.
  const busy = rows.some((row) => row.count + row.pending > limitOf(row));
  return { state: busy ? 'busy' : 'granted', reservations };
}

/** Ends attempts: `failed` turns their place into a counted failure, otherwise the place is given back. */
export async function endAttempt(db: Db, reservations: Reservation[], failed: boolean): Promise<void> {
  for (const r of reservations) {
    await db
      .update(authThrottle)
      .set({
        pending: sql`greatest(${authThrottle.pending} - 1, 0)`,
        ...(failed ? { count: sql`${authThrottle.count} + 1` } : {}),
      })
      .where(and(eq(authThrottle.kind, r.kind), eq(authThrottle.key, r.key), eq(authThrottle.expires_at, r.expiresAt)));
  }
}

/** Forgets the failures counted on one key, keeping the attempts in flight (their outcome still counts). */
export async function forgetFailures(db: Db, kind: string, key: string): Promise<void> {
  await db
    .update(authThrottle)
    .set({ count: 0 })
    .where(and(eq(authThrottle.kind, kind), eq(authThrottle.key, key)));
}
