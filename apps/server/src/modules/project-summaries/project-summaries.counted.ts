import { monthBounds, type SummaryPeriod } from '@staff/shared';
import { and, between, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { activities, activityReports } from '../activities/activities.tables';
import { countedReportOf, finestSlots } from '../projects';
import { projects } from '../projects/projects.tables';
import { projectsInScope, type SummaryScope } from './project-summaries.scope';

/**
 * The activities every summary adds up (issue 27): those of the period (by their first day: an activity never leaves
 * its report's month) in counted reports, on projects the viewer sees, each with its worked slices in the finest grid.
 * The reports are found by their month first (activity_reports_company_month_idx), then their activities by report.
 * Its columns are named `counted_*`: the summaries join projects and customers again, whose names must not clash.
 */
export function countedActivities(
  db: Db,
  scope: SummaryScope,
  period: SummaryPeriod,
  onProjects: (SQL | undefined)[] = [],
) {
  const { companyId } = scope;
  return db
    .select({
      activity_id: sql<number>`${activities.id}`.as('counted_activity_id'),
      project_id: sql<number>`${activities.project_id}`.as('counted_project_id'),
      owner_id: sql<number>`${activityReports.owner_id}`.as('counted_owner_id'),
      customer_id: sql<number | null>`${projects.customer_id}`.as('counted_customer_id'),
      chargeable: sql<boolean>`${projects.chargeable}`.as('counted_chargeable'),
      month: sql<string>`to_char(${activities.begin_date}, 'YYYY-MM')`.as('counted_month'),
      finest: sql<number>`${finestSlots}`.as('counted_finest'),
    })
    .from(activities)
    .innerJoin(
      activityReports,
      countedReportOf(companyId, period.include_submitted, [
        between(activityReports.month, monthBounds(period.from).first, period.to),
      ]),
    )
    .innerJoin(
      projects,
      and(
        eq(projects.id, activities.project_id),
        inCompany(projects, companyId, [projectsInScope(scope), ...onProjects]),
      ),
    )
    .where(inCompany(activities, companyId, [between(activities.begin_date, period.from, period.to)]))
    .as('counted');
}

export type Counted = ReturnType<typeof countedActivities>;

/** The sums of a group of counted activities: all its slots, the billable ones, and its distinct people. */
export const countedSums = (c: Counted) => ({
  finest: sql<string>`sum(${c.finest})`,
  billable: sql<string>`coalesce(sum(${c.finest}) FILTER (WHERE ${c.chargeable}), 0)`,
  members: sql<number>`count(DISTINCT ${c.owner_id})::int`,
  projects: sql<number>`count(DISTINCT ${c.project_id})::int`,
  /** The number of groups, on every row: the list's count in the page's own statement. */
  full_count: sql<number>`(count(*) OVER ())::int`,
});
