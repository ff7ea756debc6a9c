import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { pathId } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { activities, activityOvertimes, activityReports } from './activities.tables';
import { reportActorOf, reportPolicy } from './activity-reports.policy';

/** The report of an activity of the company (one statement), or undefined. */
async function reportOfActivity(db: Db, companyId: number, activityId: number) {
  const [row] = await db
    .select({ owner_id: activityReports.owner_id, status: activityReports.status })
    .from(activities)
    .innerJoin(activityReports, eq(activityReports.id, activities.report_id))
    .where(and(eq(activities.id, activityId), eq(activities.company_id, companyId)));
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
    .where(and(eq(activityOvertimes.id, id), eq(activityOvertimes.company_id, actor.companyId)));
  const report = line && (await reportOfActivity(db, actor.companyId, line.activity_id));
  if (!report) throw notFound();
  reportPolicy.authorize(actor, report, 'read');
};
