import { addDays, RECENT_PROJECTS_DAYS, RECENT_PROJECTS_MAX, type RecentProjectsOut } from '@staff/shared';
import { and, desc, eq, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { CompanyAuth } from '../../platform/access';
import { projects } from '../projects/projects.tables';
import { customerName, offered } from './activities.projects';
import { activities, activityReports } from './activities.tables';

/**
 * GET activity/recent-projects/ (issue 25): the projects of the user's own activities that ended in the last 90 days,
 * latest first, among those the picker offers them now (`offered`: active, seen, not an idle blue project). One
 * statement.
 */
export async function recentProjectsOf(db: Db, auth: CompanyAuth, today: string): Promise<RecentProjectsOut> {
  const lastUsed = max(activities.end_date);
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      customer_name: customerName,
      last_used: sql<string>`${lastUsed}`,
    })
    .from(activities)
    .innerJoin(
      activityReports,
      inCompany(activityReports, auth.companyId, [
        eq(activityReports.id, activities.report_id),
        eq(activityReports.owner_id, auth.user.id),
      ]),
    )
    .innerJoin(projects, and(eq(projects.id, activities.project_id), offered(auth, today)))
    .where(inCompany(activities, auth.companyId, [gte(activities.end_date, addDays(today, -RECENT_PROJECTS_DAYS))]))
    .groupBy(projects.id)
    .orderBy(desc(lastUsed), projects.id)
    .limit(RECENT_PROJECTS_MAX);
  return { results: rows };
}
