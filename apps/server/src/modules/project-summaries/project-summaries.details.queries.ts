import type { SummaryActivitiesQuery, SummaryDatatableQuery, SummaryGroup, SummaryPeriod } from '@staff/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { activities, activityReports } from '../activities/activities.tables';
import { customers, projects } from '../projects/projects.tables';
import { services } from '../services/services.tables';
import { users } from '../users/users.tables';
import { type Counted, countedActivities, countedSums } from './project-summaries.counted';
import { customerIs, summaryProjectColumns } from './project-summaries.queries';
import { projectsInScope, type SummaryScope } from './project-summaries.scope';

/** The rows behind one summary row (the details modal, the charts, the project view, the activities of a figure). */

type Filters = Pick<SummaryDatatableQuery, 'customer' | 'project' | 'owner'>;

/** The filters on the projects: `customer=0` keeps the projects without customer. */
const projectFilters = (f: Filters) => [
  customerIs(f.customer),
  f.project === undefined ? undefined : eq(projects.id, f.project),
];

const groupKey = (c: Counted, group: SummaryGroup) =>
  ({ employee: c.owner_id, project: c.project_id, customer: c.customer_id })[group];

/** Slots of each group (and month, for a chart), two statements whatever the rows: the sums, then the names. */
export async function groupedFigures(
  db: Db,
  scope: SummaryScope,
  q: SummaryPeriod & Filters & { group_by: SummaryGroup; byMonth: boolean },
) {
  const c = countedActivities(db, scope, q, projectFilters(q));
  const { finest, billable } = countedSums(c);
  const key = groupKey(c, q.group_by);
  const grouped = db
    .select({ key: sql<number | null>`${key}`, month: q.byMonth ? c.month : sql<string>`''`, finest, billable })
    .from(c)
    .where(q.owner === undefined ? undefined : eq(c.owner_id, q.owner));
  const rows = await (q.byMonth ? grouped.groupBy(key, c.month) : grouped.groupBy(key));
  const ids = [...new Set(rows.map((r) => r.key).filter((id): id is number => id !== null))];
  return { rows, names: await namesOf(db, scope.companyId, q.group_by, ids) };
}

/** The names of the groups' employees ("Last First"), projects or customers. */
async function namesOf(db: Db, companyId: number, group: SummaryGroup, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows =
    group === 'employee'
      ? await db
          .select({ id: users.id, name: sql<string>`${users.last_name} || ' ' || ${users.first_name}` })
          .from(users)
          .where(inCompany(users, companyId, [inArray(users.id, ids)]))
      : group === 'project'
        ? await db
            .select({ id: projects.id, name: projects.name })
            .from(projects)
            .where(inCompany(projects, companyId, [inArray(projects.id, ids)]))
        : await db
            .select({ id: customers.id, name: customers.name })
            .from(customers)
            .where(inCompany(customers, companyId, [inArray(customers.id, ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The activities a figure is made of (issue 27 "Click through"): one page, by day then person, with the count. */
export function summaryActivities(db: Db, scope: SummaryScope, q: SummaryPeriod & SummaryActivitiesQuery) {
  const c = countedActivities(db, scope, q, projectFilters(q));
  const { companyId } = scope;
  return db
    .select({
      id: activities.id,
      owner_id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      project_id: projects.id,
      project_name: projects.name,
      chargeable: projects.chargeable,
      begin_date: activities.begin_date,
      begin_slice: activities.begin_slice,
      end_date: activities.end_date,
      end_slice: activities.end_slice,
      slices_per_day: activityReports.slices_per_day,
      nb_slices: activities.nb_slices,
      report_id: activityReports.id,
      report_status: activityReports.status,
      description: activities.description,
      full_count: sql<number>`(count(*) OVER ())::int`,
    })
    .from(c)
    .innerJoin(activities, inCompany(activities, companyId, [eq(activities.id, c.activity_id)]))
    .innerJoin(activityReports, inCompany(activityReports, companyId, [eq(activityReports.id, activities.report_id)]))
    .innerJoin(projects, inCompany(projects, companyId, [eq(projects.id, activities.project_id)]))
    .innerJoin(users, inCompany(users, companyId, [eq(users.id, activityReports.owner_id)]))
    .where(q.owner === undefined ? undefined : eq(c.owner_id, q.owner))
    .orderBy(asc(activities.begin_date), asc(users.sort_name), asc(activities.id))
    .limit(q.limit)
    .offset(q.offset);
}

/** One project the viewer sees, with its customer, service and budget, or undefined (404). */
export async function projectInScope(db: Db, scope: SummaryScope, id: number) {
  const { companyId } = scope;
  const [row] = await db
    .select(summaryProjectColumns)
    .from(projects)
    .leftJoin(customers, inCompany(customers, companyId, [eq(customers.id, projects.customer_id)]))
    .leftJoin(services, inCompany(services, companyId, [eq(services.id, projects.service_id)]))
    .where(inCompany(projects, companyId, [eq(projects.id, id), projectsInScope(scope)]));
  return row;
}
