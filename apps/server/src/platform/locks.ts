import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * One namespace per "at most one" rule, the first key of `pg_advisory_xact_lock(int, int)`. Never renumber one: two
 * processes of different versions would stop excluding each other.
 */
export const LOCK_NAMESPACE = {
  /** No two leaves of one owner share a half-day (spec/2 §5.1): key = owner id. */
  leaveOwner: 1,
  /** One activity report per owner and month: key = owner id (all the owner's months; writes are rare). */
  activityReportOwnerMonth: 2,
  /** One expense claim per owner and month: key = owner id. */
  expenseClaimOwnerMonth: 3,
  /** One running stopwatch per user: key = user id. */
  runningStopwatchUser: 4,
  /** A customer is deleted only without projects, a project is added only to an existing customer: key = customer id. */
  customerProjects: 10,
  /** A project is deleted only without members, members are added only to an existing project: key = project id. */
  projectMembers: 11,
  /** A contract is deleted only while no employee holds it: key = contract id (delete, and giving it to an employee). */
  contract: 5,
  /** One time-tracking reminder pass at a time (two servers' housekeeping): key = 0. */
  timeTrackingReminderPass: 12,
  /** A user's weekly-timesheet writes one at a time (an empty cell has no row to lock): key = user id. */
  timesheetOwner: 13,
  /** Jobs are posted one at a time, so that their bounds hold across processes: key = 0 (every kind; one kind today). */
  jobPosting: 14,
  // 6 was "at least one active administrator per company": lockCompany took its place (issue 21). Not to be reused.
  // 7 was "one employee CSV import finalized at a time per company": lockCompany took its place too. Not to be reused.
} as const;
export type LockNamespace = (typeof LOCK_NAMESPACE)[keyof typeof LOCK_NAMESPACE];

/**
 * Takes a transaction-scoped lock on (namespace, id), waiting for whoever holds it; it is released at commit or
 * rollback. Take it before the check it protects ("is there already one?"), so that the check and the write that
 * follows are one step for every other transaction that takes the same lock. On PGlite (one connection, transactions
 * already one at a time) it costs nothing and changes nothing.
 */
export async function lockKey(tx: Db, namespace: LockNamespace, id: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${namespace}::int, ${id}::int)`);
}

/** Locks several keys of one namespace in ascending order, so that two transactions never wait for each other. */
export async function lockKeys(tx: Db, namespace: LockNamespace, ids: Iterable<number>): Promise<void> {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) await lockKey(tx, namespace, id);
}

/**
 * Locks the company's row, for the company-wide invariants (at least one active administrator; no two usernames that
 * look alike; those the next modules bring): every path that can break one calls this first in its transaction, then
 * checks and writes, so that two such transactions of one company run one after the other. FOR NO KEY UPDATE rather
 * than FOR UPDATE: it excludes every other lockCompany (and any update of the row) just the same, but not the FOR KEY
 * SHARE that each insert of a row referencing the company takes, so the company's ordinary writes (leaves, reports)
 * neither wait behind it nor deadlock with it. A company that does not exist locks nothing.
 */
export async function lockCompany(tx: Db, companyId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM companies WHERE id = ${companyId} FOR NO KEY UPDATE`);
}
