import {
  ACTIVITY_REPORT_ACTIONS,
  ACTIVITY_REPORT_TRANSITIONS,
  type ActivityReportAction,
  type ActivityReportStatus,
  activityReportActor,
  hasPermission,
  isActivityReportEditable,
} from '@staff/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { type CompanyAuth, type RecordLoader, requireCompany } from '../../platform/access';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { decidesFor, type ValidatorScope, validatorScope } from '../leaves/leaves.scope';
import { activityReports } from './activities.tables';

/**
 * Who may do what with one activity report, written once for every route of reports and activities (like
 * leaves.policy.ts):
 *
 * - **404** when the actor may not see the report: another company's, or neither their own (with activities.create)
 *   nor of someone they validate (activities.validate: company-wide for hr, administrator, accounting; the members of
 *   the services they manage for a manager). A colleague cannot learn by a 403 that a report exists.
 * - **403** when they see it but their part never allows the act: a validator editing someone's activities, an owner
 *   unlocking his own report.
 * - **409** when their part allows it but the status does not, now (`activity.notEditable`, `activity.statusForbidden`).
 */
export type ActivityReportRow = typeof activityReports.$inferSelect;

/** The actor as the decisions need them; `scope` (whose reports they validate) is read once per request. */
export type ReportActor = {
  userId: number;
  companyId: number;
  /** Whether they keep reports of their own (activities.create): an owner without it no longer sees them. */
  declares: boolean;
  scope: ValidatorScope;
};

export const ACTIVITY_REPORT_RIGHTS = ['read', 'edit'] as const;
export type ActivityReportRight = (typeof ACTIVITY_REPORT_RIGHTS)[number];
export type ReportVerdict = 'allow' | 'not_found' | 'forbidden' | 'conflict';

/** The actor's part in a report of `ownerId`: owner (with activities.create) and/or validator (never of their own). */
export function reportRole(actor: ReportActor, ownerId: number) {
  const role = activityReportActor(actor.userId, ownerId, decidesFor(actor.scope, ownerId));
  return { isOwner: role.isOwner && actor.declares, isValidator: role.isValidator };
}

/** Whether the actor may now do `right` to the report; pure, the tests read it directly. */
export function reportVerdict(
  actor: ReportActor,
  report: { owner_id: number; status: ActivityReportStatus },
  right: ActivityReportRight,
): ReportVerdict {
  const role = reportRole(actor, report.owner_id);
  if (!role.isOwner && !role.isValidator) return 'not_found';
  if (right === 'read') return 'allow';
  if (!role.isOwner) return 'forbidden';
  return isActivityReportEditable(report.status) ? 'allow' : 'conflict';
}

/** Throws the verdict's error unless it allows. */
export function authorizeReport(
  actor: ReportActor,
  report: { owner_id: number; status: ActivityReportStatus },
  right: ActivityReportRight,
): void {
  const verdict = reportVerdict(actor, report, right);
  if (verdict === 'not_found') throw notFound();
  if (verdict === 'forbidden') throw forbidden();
  if (verdict === 'conflict') throw conflict('activity.notEditable');
}

/**
 * The transition a PATCH {status} asks for: 404 unseen; 403 when no transition to `target` is ever the actor's
 * (an owner accepting his own report, a validator sending someone's); 409 activity.statusForbidden when one is but
 * not from the current status.
 */
export function authorizeReportTransition(
  actor: ReportActor,
  report: { owner_id: number; status: ActivityReportStatus },
  target: ActivityReportStatus,
): ActivityReportAction {
  const role = reportRole(actor, report.owner_id);
  if (!role.isOwner && !role.isValidator) throw notFound();
  const theirs = ACTIVITY_REPORT_ACTIONS.filter(
    (a) => ACTIVITY_REPORT_TRANSITIONS[a].to === target && ACTIVITY_REPORT_TRANSITIONS[a].allowed(role),
  );
  if (theirs.length === 0) throw forbidden();
  const action = theirs.find((a) => ACTIVITY_REPORT_TRANSITIONS[a].from.includes(report.status));
  if (!action) throw conflict('activity.statusForbidden');
  return action;
}

/** The report of the company by id (one statement), locked for the rest of the transaction with `lock`. */
export async function findReport(
  db: Db,
  companyId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ActivityReportRow | undefined> {
  const query = db
    .select()
    .from(activityReports)
    .where(and(eq(activityReports.id, id), eq(activityReports.company_id, companyId)));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** A report the actor may see (404 otherwise), optionally locked FOR UPDATE (writers: lock, then check). */
export async function loadVisibleReport(
  db: Db,
  actor: ReportActor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ActivityReportRow> {
  const report = await findReport(db, actor.companyId, id, options);
  if (!report) throw notFound();
  authorizeReport(actor, report, 'read');
  return report;
}

/**
 * The report whose activities, remark or overtime are about to change, locked FOR UPDATE until the transaction ends:
 * it must be the viewer's own (404 when they may not see it, 403 when they validate it without owning it) and a draft
 * (409 activity.notEditable). Two writers of one report then take turns, and a report sent meanwhile is seen sent.
 * The validator scope is read only on the rare path of a report that is not the viewer's.
 */
export async function lockEditableReport(tx: Db, auth: CompanyAuth, reportId: number): Promise<ActivityReportRow> {
  const report = await findReport(tx, auth.companyId, reportId, { lock: true });
  if (!report) throw notFound();
  const declares = hasPermission(auth.permissions, 'activities.create');
  const scope: ValidatorScope =
    report.owner_id === auth.user.id
      ? { all: false, ownerIds: new Set() }
      : await validatorScope(tx, auth, 'activities.validate');
  authorizeReport({ userId: auth.user.id, companyId: auth.companyId, declares, scope }, report, 'edit');
  return report;
}

/**
 * The status change itself, conditional on the status it was decided from (UPDATE … WHERE status = <from>): when a
 * racing request changed it first, nothing is updated and the loser gets 409 activity.statusForbidden, whatever the
 * isolation level. `set` adds the columns the transition writes (validation_date).
 */
export async function updateReportStatus(
  tx: Db,
  report: Pick<ActivityReportRow, 'id' | 'company_id' | 'status'>,
  to: ActivityReportStatus,
  set: Partial<Pick<ActivityReportRow, 'validation_date'>> = {},
): Promise<ActivityReportRow> {
  const [row] = await tx
    .update(activityReports)
    .set({ ...set, status: to, modified: sql`now()` })
    .where(
      and(
        eq(activityReports.id, report.id),
        eq(activityReports.company_id, report.company_id),
        eq(activityReports.status, report.status),
      ),
    )
    .returning();
  if (!row) throw conflict('activity.statusForbidden');
  return row;
}

type RouteActor = ReportActor & { auth: CompanyAuth };
// One actor per request: the access hook and the handler share its validator scope query.
const actors = new WeakMap<FastifyRequest, Promise<RouteActor>>();

/** The actor of an activity route: the caller, their company and the reports they validate. */
export function reportActorOf(db: Db, request: FastifyRequest): Promise<RouteActor> {
  let actor = actors.get(request);
  if (!actor) {
    const auth = requireCompany(request);
    actor = validatorScope(db, auth, 'activities.validate').then((scope) => ({
      auth,
      userId: auth.user.id,
      companyId: auth.companyId,
      declares: hasPermission(auth.permissions, 'activities.create'),
      scope,
    }));
    actors.set(request, actor);
  }
  return actor;
}

// The report a route on one report reads, loaded once by the access hook and kept for the request.
const loaded = new WeakMap<FastifyRequest, ActivityReportRow>();

/** The access hook's check of a route on one report (`loadRecord`): the report within the company, kept. */
export const loadReportOfRequest: RecordLoader = async (db, request, id, companyId) => {
  const row = await findReport(db, companyId, id);
  if (row) rememberReport(request, row);
  return row !== undefined;
};

/** Keeps the report a loader read for the request's later steps (seesReport, the handler). */
export const rememberReport = (request: FastifyRequest, row: ActivityReportRow) => loaded.set(request, row);

/**
 * `preValidation` of every route on one report: 404 to whoever may not see it, before its body is validated, so that
 * a colleague cannot tell by a 400 that a report exists.
 */
export const seesReport = (db: Db) => async (request: FastifyRequest) => {
  const actor = await reportActorOf(db, request);
  const report = loaded.get(request);
  if (!report) throw notFound();
  authorizeReport(actor, report, 'read');
};
