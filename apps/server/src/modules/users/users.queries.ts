import type { ServiceListQuery, UserListQuery, UserOut } from '@staff/shared';
import { and, asc, count, eq, exists, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { serviceMembers, services, users } from './users.tables';

const ORDERING = {
  id: users.id,
  username: foldedColumn(users.username),
  first_name: foldedColumn(users.first_name),
  last_name: foldedColumn(users.last_name),
  employee_number: users.employee_number,
};

function filters(companyId: number, q: UserListQuery): SQL[] {
  const where: SQL[] = [eq(users.company_id, companyId)];
  if (q.is_active !== undefined) where.push(eq(users.is_active, q.is_active));
  if (q.roles?.length) where.push(sql`${users.roles} && ${sql.param(q.roles)}::text[]`);
  if (q.employee_number) where.push(eq(users.employee_number, q.employee_number));
  if (q.first_name) where.push(sql`${foldedColumn(users.first_name)} LIKE ${containsPattern(q.first_name)}`);
  if (q.last_name) where.push(sql`${foldedColumn(users.last_name)} LIKE ${containsPattern(q.last_name)}`);
  if (q.search) where.push(sql`${users.search_text} LIKE ${containsPattern(q.search)}`);
  if (q.active_for_date) {
    where.push(or(isNull(users.hiring_date), lte(users.hiring_date, q.active_for_date))!);
    where.push(or(isNull(users.departure_date), gte(users.departure_date, q.active_for_date))!);
  }
  const memberOf = (serviceCondition: SQL) =>
    exists(
      sql`(SELECT 1 FROM ${serviceMembers} JOIN ${services} ON ${services.id} = ${serviceMembers.service_id}
           WHERE ${serviceMembers.user_id} = ${users.id} AND ${services.company_id} = ${companyId} AND ${serviceCondition})`,
    );
  if (q.service) where.push(memberOf(sql`${services.id} = ${q.service}`));
  if (q.managed_by) where.push(memberOf(sql`${services.manager_id} = ${q.managed_by}`));
  return where;
}

/** The services of many users in one query (never one per row). */
async function servicesOf(db: Db, companyId: number, userIds: number[]) {
  const map = new Map<number, { id: number; name: string }[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ user_id: serviceMembers.user_id, id: services.id, name: services.name })
    .from(serviceMembers)
    .innerJoin(services, eq(services.id, serviceMembers.service_id))
    .where(and(eq(serviceMembers.company_id, companyId), inArray(serviceMembers.user_id, userIds)))
    .orderBy(services.name);
  for (const r of rows) map.set(r.user_id, [...(map.get(r.user_id) ?? []), { id: r.id, name: r.name }]);
  return map;
}

const columns = {
  id: users.id,
  username: users.username,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  employee_number: users.employee_number,
  roles: users.roles,
  is_active: users.is_active,
  is_staff: users.is_staff,
  hiring_date: users.hiring_date,
  departure_date: users.departure_date,
};

export async function listUsers(db: Db, companyId: number, q: UserListQuery) {
  const where = and(...filters(companyId, q));
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(...orderBy(q.ordering, ORDERING, 'first_name', users.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  const byUser = await servicesOf(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  return { count: Number(total?.n ?? 0), results: rows.map((r) => ({ ...r, services: byUser.get(r.id) ?? [] })) };
}

export async function getUser(db: Db, companyId: number, id: number): Promise<UserOut | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.company_id, companyId)));
  if (!row) return null;
  return { ...row, services: (await servicesOf(db, companyId, [id])).get(id) ?? [] };
}

/** One page of the company's services by name, each with its number of members, and the filtered count. */
export async function listServices(db: Db, companyId: number, q: ServiceListQuery) {
  const where: SQL[] = [eq(services.company_id, companyId)];
  if (q.manager_id) where.push(eq(services.manager_id, q.manager_id));
  if (q.search) where.push(sql`${foldedColumn(services.name)} LIKE ${containsPattern(q.search)}`);
  const members = db
    .select({ service_id: serviceMembers.service_id, n: count().as('n') })
    .from(serviceMembers)
    .groupBy(serviceMembers.service_id)
    .as('members');
  const [rows, [total]] = await Promise.all([
    db
      .select({ service: services, n: members.n })
      .from(services)
      .leftJoin(members, eq(members.service_id, services.id))
      .where(and(...where))
      .orderBy(asc(foldedColumn(services.name)), asc(services.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(services)
      .where(and(...where)),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}
