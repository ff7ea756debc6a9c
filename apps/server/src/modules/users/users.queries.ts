import type { UserListQuery, UserOut } from '@staff/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { Params, runStatement } from '../../db/statements';
import { inCompany } from '../../db/tenancy';
import { orderByText } from '../../platform/pagination';
import { containsPattern, foldedSqlText } from '../../platform/text-sort';
import { serviceMembers, services } from '../services/services.tables';
import { users } from './users.tables';

/** The services of many users in one query (never one per row). */
async function servicesOf(db: Db, companyId: number, userIds: number[]) {
  const map = new Map<number, { id: number; name: string }[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ user_id: serviceMembers.user_id, id: services.id, name: services.name })
    .from(serviceMembers)
    .innerJoin(services, eq(services.id, serviceMembers.service_id))
    .where(inCompany(serviceMembers, companyId, [inArray(serviceMembers.user_id, userIds)]))
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

// The directory is a hot read (the back office, the calendar, mission orders): its statement is SQL text written once
// per shape of filters and prepared (db/statements.ts), not built by Drizzle per request.
const ORDERING: Record<string, string> = {
  id: 'u.id',
  username: foldedSqlText('u.username'),
  first_name: foldedSqlText('u.first_name'),
  last_name: foldedSqlText('u.last_name'),
  employee_number: 'u.employee_number',
};

function whereClause(p: Params, companyId: number, q: UserListQuery): { where: string; company: string } {
  const company = p.add(companyId);
  const where = [`u.company_id = ${company}`];
  if (q.is_active !== undefined) where.push(`u.is_active = ${p.add(q.is_active)}`);
  if (q.roles?.length) where.push(`u.roles && ${p.add(q.roles)}::text[]`);
  if (q.employee_number) where.push(`u.employee_number = ${p.add(q.employee_number)}`);
  if (q.first_name) where.push(`${foldedSqlText('u.first_name')} LIKE ${p.add(containsPattern(q.first_name))}`);
  if (q.last_name) where.push(`${foldedSqlText('u.last_name')} LIKE ${p.add(containsPattern(q.last_name))}`);
  if (q.search) where.push(`u.search_text LIKE ${p.add(containsPattern(q.search))}`);
  if (q.active_for_date) {
    const day = p.add(q.active_for_date);
    where.push(
      `(u.hiring_date IS NULL OR u.hiring_date <= ${day})`,
      `(u.departure_date IS NULL OR u.departure_date >= ${day})`,
    );
  }
  const memberOf = (serviceCondition: string) =>
    `EXISTS (SELECT 1 FROM service_members m JOIN services s ON s.id = m.service_id
      WHERE m.user_id = u.id AND s.company_id = ${company} AND ${serviceCondition})`;
  if (q.service) where.push(memberOf(`s.id = ${p.add(q.service)}`));
  if (q.managed_by) where.push(memberOf(`s.manager_id = ${p.add(q.managed_by)}`));
  if (q.manager_service) {
    where.push(`EXISTS (SELECT 1 FROM services s WHERE s.company_id = ${company} AND s.manager_id = u.id
      AND s.id = ANY(${p.add(q.manager_service)}::int[]))`);
  }
  return { where: where.join(' AND '), company };
}

type DirectoryRow = Omit<UserOut, 'services'> & { total: number; services: UserOut['services'] | null };

/**
 * One page of the company's people with their services, and the count of the whole filtered list, in one statement:
 * the page, the services of its people only (grouped, not a query per row), the count.
 */
export async function listUsers(db: Database, companyId: number, q: UserListQuery) {
  const p = new Params();
  const { where, company } = whereClause(p, companyId, q);
  const sorts = orderByText(q.ordering, ORDERING, 'first_name');
  const order = (prefix: string) =>
    [...sorts.map((s, i) => `${prefix}o${i} ${s.direction}`), `${prefix}id ASC`].join(', ');
  const text = `WITH page AS (
  SELECT u.id, u.username, u.first_name, u.last_name, u.email, u.employee_number, u.roles, u.is_active, u.is_staff,
    u.hiring_date, u.departure_date, ${sorts.map((s, i) => `${s.expression} AS o${i}`).join(', ')}
  FROM users u WHERE ${where}
  ORDER BY ${order('')}
  LIMIT ${p.add(q.limit)} OFFSET ${p.add(q.offset)}
), memberships AS (
  SELECT m.user_id, json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s.name, s.id) AS services
  FROM service_members m JOIN services s ON s.id = m.service_id
  WHERE m.company_id = ${company} AND m.user_id IN (SELECT id FROM page)
  GROUP BY m.user_id
)
SELECT total.n AS total, page.*, memberships.services
FROM (SELECT count(*)::int AS n FROM users u WHERE ${where}) total
LEFT JOIN (page LEFT JOIN memberships ON memberships.user_id = page.id) ON true
ORDER BY ${order('page.')}`;
  const rows = await runStatement<DirectoryRow & Record<string, unknown>>(db, text, p.values);
  const results: UserOut[] = [];
  for (const r of rows) {
    if (r.id === null) continue; // an empty page: the one row holds the count alone
    results.push({
      id: r.id,
      username: r.username,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      employee_number: r.employee_number,
      roles: r.roles,
      is_active: r.is_active,
      is_staff: r.is_staff,
      hiring_date: r.hiring_date,
      departure_date: r.departure_date,
      services: (typeof r.services === 'string' ? JSON.parse(r.services) : r.services) ?? [],
    });
  }
  return { count: Number(rows[0]?.total ?? 0), results };
}

export async function getUser(db: Db, companyId: number, id: number): Promise<UserOut | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(inCompany(users, companyId, [eq(users.id, id)]));
  if (!row) return null;
  return { ...row, services: (await servicesOf(db, companyId, [id])).get(id) ?? [] };
}
