import type { ProjectListQuery, ProjectOut, ProjectVisibility } from '@staff/shared';
import { and, asc, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { activities } from '../activities/activities.tables';
import { missionOrders } from '../mission-orders/mission-orders.tables';
import { services } from '../services/services.tables';
import { users } from '../users/users.tables';
import { createdOn, pickableBy, type SqlProjectViewer, seenBy } from './projects.policy';
import { customers, projectMembers, projects } from './projects.tables';

/** The people working on it, counted in the same statement (project_members' primary key starts with project_id). */
const nbUser = sql<number>`(SELECT count(*)::int FROM ${projectMembers} pm WHERE pm.project_id = "projects"."id")`;
/** The people sent on it by a mission order, counted in the same statement (mission_orders_project_idx). */
const usersWithMissionOrder = sql<number>`(SELECT count(DISTINCT mo.owner_id)::int FROM ${missionOrders} mo WHERE mo.project_id = "projects"."id")`;

/** Whether an activity names it, in the same statement (activities_project_idx). */
const isOnActivity = sql<boolean>`EXISTS (SELECT 1 FROM ${activities} a WHERE a.project_id = "projects"."id")`;

const projectColumns = {
  id: projects.id,
  name: projects.name,
  nickname: projects.nickname,
  actif: projects.actif,
  chargeable: projects.chargeable,
  color: projects.color,
  visibility: projects.visibility,
  owner: projects.owner_id,
  owner_first_name: users.first_name,
  owner_last_name: users.last_name,
  customer: projects.customer_id,
  customer_name: customers.name,
  customer_nickname: customers.nickname,
  service: projects.service_id,
  service_name: services.name,
  nb_user: nbUser,
  users_with_mission_order: usersWithMissionOrder,
  is_on_activity: isOnActivity,
  last_used_date: projects.last_used_date,
  created_on: createdOn,
  budget_days: projects.budget_days,
  end_date: projects.end_date,
};

const ORDERING = {
  name: foldedColumn(projects.name),
  nickname: projects.nickname,
  service: foldedColumn(services.name),
  customer: foldedColumn(customers.name),
  visibility: projects.visibility,
  nb_user: nbUser,
  actif: projects.actif,
  last_used_date: projects.last_used_date,
  id: projects.id,
};

/** The projects with their owner, customer and service names: one statement whatever the number of rows. */
function selectProjects(db: Db) {
  return db
    .select(projectColumns)
    .from(projects)
    .leftJoin(users, eq(users.id, projects.owner_id))
    .leftJoin(customers, eq(customers.id, projects.customer_id))
    .leftJoin(services, eq(services.id, projects.service_id));
}

type ProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjects>['execute']>>[number];

function present(row: ProjectRow): ProjectOut {
  return {
    id: row.id,
    name: row.name,
    nickname: row.nickname,
    actif: row.actif,
    chargeable: row.chargeable,
    color: row.color,
    visibility: row.visibility as ProjectVisibility,
    owner: row.owner,
    user_name: row.owner_first_name === null ? null : `${row.owner_first_name} ${row.owner_last_name}`.trim(),
    customer: row.customer,
    customer_model: row.customer_name === null ? null : { name: row.customer_name, nickname: row.customer_nickname },
    service: row.service,
    service_model: row.service_name === null ? null : { name: row.service_name },
    nb_user: Number(row.nb_user),
    has_mission_order: Number(row.users_with_mission_order) > 0,
    users_with_mission_order: Number(row.users_with_mission_order),
    is_on_activity: Boolean(row.is_on_activity),
    last_used_date: row.last_used_date,
    created_on: row.created_on,
    budget_days: row.budget_days === null ? null : Number(row.budget_days),
    end_date: row.end_date,
  };
}

/** The filters of GET project/ for this viewer; `today` dates the picker's 90 days. */
function listConditions(companyId: number, q: ProjectListQuery, viewer: SqlProjectViewer, today: string): SQL[] {
  const where: (SQL | undefined)[] = [inCompany(projects, companyId)];
  // Outside the back office, only what the user may see; `can_see` and `for_me` ask for that in the back office too.
  if (q.for_me) where.push(pickableBy(viewer.userId, today));
  else where.push(seenBy(q.can_see ? { ...viewer, seesAll: false } : viewer));
  if (q.customer !== undefined) where.push(eq(projects.customer_id, q.customer));
  if (q.service !== undefined) where.push(eq(projects.service_id, q.service));
  if (q.visibility !== undefined) where.push(eq(projects.visibility, q.visibility));
  if (q.actif !== undefined) where.push(eq(projects.actif, q.actif));
  if (q.for_orphan !== undefined)
    where.push(q.for_orphan ? isNull(projects.customer_id) : isNotNull(projects.customer_id));
  for (const term of [q.name, q.search]) {
    if (term) where.push(sql`${foldedColumn(projects.name)} LIKE ${containsPattern(term)}`);
  }
  return where.filter((c): c is SQL => c !== undefined);
}

/** One page of the projects the viewer may see (default order name), and the count of the filtered list. */
export async function listProjects(
  db: Db,
  companyId: number,
  q: ProjectListQuery,
  viewer: SqlProjectViewer,
  today: string,
) {
  const where = listConditions(companyId, q, viewer, today);
  const [rows, [total]] = await Promise.all([
    selectProjects(db)
      .where(and(...where))
      .orderBy(...orderBy(q.ordering, ORDERING, 'name', projects.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(projects)
      // The count needs the joins only when the ordering does not: never, the filters read projects alone.
      .where(and(...where)),
  ]);
  return { rows: rows.map(present), count: Number(total?.n ?? 0) };
}

/** One project of the company that the viewer may see, or null (404 for them alike: missing or unseen). */
export async function findProject(db: Db, companyId: number, id: number, viewer: SqlProjectViewer) {
  const [row] = await selectProjects(db).where(inCompany(projects, companyId, [eq(projects.id, id), seenBy(viewer)]));
  return row ? present(row) : null;
}

/** The people working on a project, by last and first name. */
export function listMembers(db: Db, companyId: number, projectId: number) {
  return db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, username: users.username })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.user_id))
    .where(inCompany(projectMembers, companyId, [eq(projectMembers.project_id, projectId)]))
    .orderBy(asc(foldedColumn(users.last_name)), asc(foldedColumn(users.first_name)), asc(users.id));
}
