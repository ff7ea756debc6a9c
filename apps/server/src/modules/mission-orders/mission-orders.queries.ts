import {
  MISSION_ORDER_STATUSES,
  type MissionOrderHistoryAction,
  type MissionOrderListQuery,
  permissionsFor,
} from '@staff/shared';
import { eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { appendHistory, readHistory } from '../../platform/history';
import { countOfList, orderBy } from '../../platform/pagination';
import { customers, projects } from '../projects/projects.tables';
import { users } from '../users/users.tables';
import type { MissionOrderPolicyActor } from './mission-orders.policy';
import { missionOrderHistory, missionOrders } from './mission-orders.tables';

export type MissionOrder = typeof missionOrders.$inferSelect;

const manager = alias(users, 'current_manager');

/** An order with the people and the customer's names the answers show, read in one statement. */
const rowColumns = {
  order: missionOrders,
  owner: {
    id: users.id,
    first_name: users.first_name,
    last_name: users.last_name,
    employee_number: users.employee_number,
    is_active: users.is_active,
    email: users.email,
  },
  manager: {
    id: manager.id,
    first_name: manager.first_name,
    last_name: manager.last_name,
    email: manager.email,
  },
  customer: { id: customers.id, name: customers.name },
  project: { id: projects.id, name: projects.name },
};
export type MissionOrderRow = {
  order: MissionOrder;
  owner: {
    id: number;
    first_name: string;
    last_name: string;
    employee_number: string | null;
    is_active: boolean;
    email: string;
  };
  manager: { id: number; first_name: string; last_name: string; email: string };
  customer: { id: number; name: string };
  project: { id: number; name: string };
};

/** The joins of rowColumns; the people, customer and project are the order's company's (their foreign keys). */
const joinedOrders = (db: Db) =>
  db
    .select(rowColumns)
    .from(missionOrders)
    .innerJoin(users, eq(users.id, missionOrders.owner_id))
    .innerJoin(manager, eq(manager.id, missionOrders.current_manager_id))
    .innerJoin(customers, eq(customers.id, missionOrders.customer_id))
    .innerJoin(projects, eq(projects.id, missionOrders.project_id));

/** One order of the company with its names (one statement). */
export async function findMissionOrder(db: Db, companyId: number, id: number): Promise<MissionOrderRow | undefined> {
  const [row] = await joinedOrders(db).where(inCompany(missionOrders, companyId, [eq(missionOrders.id, id)]));
  return row;
}

/** "By status" is the lifecycle's order (MISSION_ORDER_STATUSES), not the alphabet. */
const statusRank = sql`array_position(ARRAY[${sql.join(
  MISSION_ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${missionOrders.status})`;

const ORDERINGS = {
  employee: sql`lower(${users.last_name} || ' ' || ${users.first_name})`,
  employee_number: users.employee_number,
  status: statusRank,
  customer: sql`lower(${customers.name})`,
  project: sql`lower(${projects.name})`,
  begin_date: missionOrders.begin_date,
  end_date: missionOrders.end_date,
};

/** The list's conditions: what the actor sees (their own orders, those naming them as manager), then the filters. */
function listWhere(actor: MissionOrderPolicyActor, q: MissionOrderListQuery, visible: SQL): SQL {
  const me = (value: number | 'me') => (value === 'me' ? actor.userId : value);
  return inCompany(missionOrders, actor.companyId, [
    visible,
    q.current_manager === undefined ? undefined : eq(missionOrders.current_manager_id, me(q.current_manager)),
    q.owner === undefined ? undefined : eq(missionOrders.owner_id, me(q.owner)),
    q.employee === undefined ? undefined : eq(missionOrders.owner_id, q.employee),
    q.status === undefined ? undefined : inArray(missionOrders.status, q.status),
    q.customer === undefined ? undefined : eq(missionOrders.customer_id, q.customer),
    q.project === undefined ? undefined : eq(missionOrders.project_id, q.project),
    // The orders overlapping the span: ending on or after its start, beginning on or before its end.
    q.begin_date === undefined ? undefined : gte(missionOrders.end_date, q.begin_date),
    q.end_date === undefined ? undefined : lte(missionOrders.begin_date, q.end_date),
  ]);
}

/**
 * A page of the orders the actor sees, filtered and ordered in SQL, with their names joined: one statement, and the
 * count only when the page does not tell it (countOfList).
 */
export async function listMissionOrders(
  db: Db,
  actor: MissionOrderPolicyActor,
  q: MissionOrderListQuery,
  visible: SQL,
): Promise<{ count: number; rows: MissionOrderRow[] }> {
  const where = listWhere(actor, q, visible);
  const rows = await joinedOrders(db)
    .where(where)
    .orderBy(...orderBy(q.ordering, ORDERINGS, 'status', missionOrders.id))
    .limit(q.limit)
    .offset(q.offset);
  const count = await countOfList(rows, q, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(missionOrders)
      .innerJoin(users, eq(users.id, missionOrders.owner_id))
      .where(where);
    return Number(row?.n ?? 0);
  });
  return { count, rows };
}

/** Appends one entry to the order's trail, in the caller's transaction. */
export const recordMissionOrderHistory = (
  tx: Db,
  order: MissionOrder,
  userId: number,
  action: MissionOrderHistoryAction,
  extension?: { old_end_date: string; new_end_date: string },
) =>
  appendHistory(tx, missionOrderHistory, {
    company_id: order.company_id,
    mission_order_id: order.id,
    user_id: userId,
    action,
    version: order.version,
    ...extension,
  });

/** The order's trail, oldest first, with who acted. */
export const historyOfMissionOrder = (db: Db, order: { id: number; company_id: number }) =>
  readHistory(
    db,
    missionOrderHistory,
    inCompany(missionOrderHistory, order.company_id, [eq(missionOrderHistory.mission_order_id, order.id)]),
  );

/** An active person of the company, with what their roles allow; undefined when none. */
export async function activePerson(db: Db, companyId: number, id: number) {
  const [person] = await db
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(inCompany(users, companyId, [eq(users.id, id), eq(users.is_active, true)]));
  return person && { id: person.id, permissions: permissionsFor(person.roles) };
}

/** The customer of the company and whether the project is one of its: `null` customer when unknown. */
export async function customerAndProject(db: Db, companyId: number, customerId: number, projectId: number) {
  const [customer] = await db
    .select({
      id: customers.id,
      projectOfIt: sql<boolean>`EXISTS (SELECT 1 FROM ${projects} WHERE ${inCompany(projects, companyId, [
        eq(projects.id, projectId),
        eq(projects.customer_id, customers.id),
      ])})`,
    })
    .from(customers)
    .where(inCompany(customers, companyId, [eq(customers.id, customerId)]));
  return customer ?? null;
}
