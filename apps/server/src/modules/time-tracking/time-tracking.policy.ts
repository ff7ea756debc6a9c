import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { inCompany } from '../../db/tenancy';
import type { RecordLoader, RouteAccess } from '../../platform/access';
import { requireCompany } from '../../platform/access';
import type { TimeOwner } from './time-tracking.queries';
import { timeEntries } from './time-tracking.tables';

/*
 * Who may do what with time entries: a user reads and writes their own entries only. Nobody else sees them, not even
 * a manager (the activity report, not the stopwatch, is what a company validates), so another user's or another
 * company's entry answers 404, as one that does not exist.
 */

/** Every time-tracking route: the company uses time tracking (403 `feature_disabled` otherwise) and the permission. */
export const TIME_TRACKING_ROUTE = { permission: 'time_tracking.create', feature: 'use_time_tracking' } as const;

/** The caller as the owner of the entries they may reach. */
export function timeOwnerOf(request: FastifyRequest): TimeOwner {
  const auth = requireCompany(request);
  return { companyId: auth.companyId, userId: auth.user.id };
}

/** The access hook's check of a route on one entry: the caller's own, in their company, or 404 before anything runs. */
const ownEntry: RecordLoader = async (db, request, id, companyId) => {
  const userId = request.auth?.user.id;
  if (userId === undefined) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(timeEntries)
    .where(inCompany(timeEntries, companyId, [eq(timeEntries.id, id), eq(timeEntries.owner_id, userId)]));
  return row !== undefined;
};

/** A route on one entry (`time-entry/:id/`). */
export const ONE_ENTRY = { ...TIME_TRACKING_ROUTE, record: timeEntries, loadRecord: ownEntry } as const;

/** A time-tracking route's declaration: its access (every route's, or ONE_ENTRY) and its schema under the module's tag. */
export const timeRoute = <S extends { summary: string }>(schema: S, config: RouteAccess = TIME_TRACKING_ROUTE) => ({
  config,
  schema: { tags: ['time-tracking'], ...schema },
});
