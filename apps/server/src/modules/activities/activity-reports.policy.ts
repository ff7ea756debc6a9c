import { ACTIVITY_REPORT_MACHINE, type ActivityReportAction, type ActivityReportStatus } from '@staff/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { type CompanyAuth, pathId } from '../../platform/access';
import { type DocumentActor, documentPolicy, ownerEditsRights } from '../../platform/document-policy';
import { notFound } from '../../platform/errors';
import { activities, activityOvertimes, activityReports } from './activities.tables';

/**
 * Who may do what with one activity report, for every route of reports and activities: the monthly-document policy
 * (platform/document-policy.ts) on the reports' table and machine. Its owner needs activities.create, its validators
 * activities.validate; a validator editing someone's activities gets 403, an owner unlocking his own report 403, a
 * report no longer a draft 409 activity.notEditable, a transition not from this status 409 activity.statusForbidden.
 */
export type ActivityReportRow = typeof activityReports.$inferSelect;

/** The actor as the decisions need them; `scope` (whose reports they validate) is read once per request. */
export type ReportActor = DocumentActor & { declares: boolean };

export const ACTIVITY_REPORT_RIGHTS = ['read', 'edit'] as const;
export type ActivityReportRight = (typeof ACTIVITY_REPORT_RIGHTS)[number];

export const reportPolicy = documentPolicy<
  ActivityReportRow,
  ActivityReportStatus,
  ActivityReportAction,
  void,
  ActivityReportRight
>({
  kind: 'activity_report',
  table: activityReports,
  monthColumn: activityReports.month,
  machine: ACTIVITY_REPORT_MACHINE,
  ownerPermission: 'activities.create',
  validatorPermission: 'activities.validate',
  rights: ownerEditsRights(ACTIVITY_REPORT_MACHINE.isEditable),
  conflictOf: () => ({ code: 'activity.notEditable' }),
  statusForbidden: () => ({ code: 'activity.statusForbidden' }),
  transitionContext: () => undefined,
});

/** The report whose activities, remark or overtime are about to change (locked; a draft of one's own). */
export const lockEditableReport = (tx: Db, auth: CompanyAuth, reportId: number) =>
  reportPolicy.lockEditable(tx, auth, reportId, 'edit');

/** The actor of an activity route: the caller, their company and the reports they validate. */
export const reportActorOf = (db: Db, request: FastifyRequest) =>
  reportPolicy.actorOf(db, request) as Promise<ReportActor & { auth: CompanyAuth }>;

/** The report of an activity of the company (one statement), or undefined. */
async function reportOfActivity(db: Db, companyId: number, activityId: number) {
  const [row] = await db
    .select({ owner_id: activityReports.owner_id, status: activityReports.status })
    .from(activities)
    .innerJoin(activityReports, eq(activityReports.id, activities.report_id))
    .where(inCompany(activities, companyId, [eq(activities.id, activityId)]));
  return row;
}

/**
 * `preValidation` of the routes on one activity: 404 to whoever may not see its report, before the body is validated,
 * so that a colleague cannot tell by a 400 that an activity exists. The writers check again under the report's lock.
 */
export const seesActivity = (db: Db) => async (request: FastifyRequest) => {
  const actor = await reportActorOf(db, request);
  const id = pathId(request);
  const report = id === null ? undefined : await reportOfActivity(db, actor.companyId, id);
  if (!report) throw notFound();
  reportPolicy.authorize(actor, report, 'read');
};

/** The same for a route on one overtime line. */
export const seesOvertimeLine = (db: Db) => async (request: FastifyRequest) => {
  const actor = await reportActorOf(db, request);
  const id = pathId(request);
  if (id === null) throw notFound();
  const [line] = await db
    .select({ activity_id: activityOvertimes.activity_id })
    .from(activityOvertimes)
    .where(inCompany(activityOvertimes, actor.companyId, [eq(activityOvertimes.id, id)]));
  const report = line && (await reportOfActivity(db, actor.companyId, line.activity_id));
  if (!report) throw notFound();
  reportPolicy.authorize(actor, report, 'read');
};
