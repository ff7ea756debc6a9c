import {
  type CustomerData,
  openActivityProject,
  PROJECT_COLORS,
  type ProjectData,
  type ProjectMembersInput,
  projectColor,
} from '@staff/shared';
import { count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { TenantTable } from '../../platform/access';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { LOCK_NAMESPACE, lockKey } from '../../platform/locks';
import { activities } from '../activities/activities.tables';
import { invoices, travelExpenses } from '../expenses/expenses.tables';
import { missionOrders } from '../mission-orders/mission-orders.tables';
import { services } from '../services/services.tables';
import { users } from '../users/users.tables';
import { checkBudgets } from './projects.budgets';
import { customers, projectMembers, projects } from './projects.tables';

/** Who writes: the company, the user, and whether they hold the back office of projects. */
export type ProjectActor = { companyId: number; userId: number; seesAll: boolean };

export async function createCustomer(db: Db, companyId: number, body: CustomerData): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({ ...body, company_id: companyId })
    .returning({ id: customers.id });
  return row!.id;
}

export async function updateCustomer(db: Db, companyId: number, id: number, body: CustomerData): Promise<void> {
  const changed = await db
    .update(customers)
    .set(body)
    .where(inCompany(customers, companyId, [eq(customers.id, id)]))
    .returning({ id: customers.id });
  if (!changed.length) throw notFound();
}

/**
 * Refused while it has projects (spec/3 §5), checked under the customer's lock so that no project arrives meanwhile,
 * and while receipts or travel expenses name it: its row is locked FOR UPDATE first, and their writers read it FOR KEY
 * SHARE, so a line saved meanwhile is seen (409) or finds the customer gone (400), never a foreign-key 500.
 */
export function deleteCustomer(db: Db, companyId: number, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await lockKey(tx, LOCK_NAMESPACE.customerProjects, id);
    const [held] = await tx
      .select({ n: count() })
      .from(projects)
      .where(inCompany(projects, companyId, [eq(projects.customer_id, id)]));
    if (Number(held?.n ?? 0) > 0) throw conflict('project.customer_has_projects', undefined, 'in_use');
    if (await customerHasExpenses(tx, companyId, id)) {
      throw conflict('project.customer_has_expenses', undefined, 'in_use');
    }
    if (await namedByMissionOrders(tx, companyId, eq(missionOrders.customer_id, id))) {
      throw conflict('project.customer_has_mission_orders', undefined, 'in_use');
    }
    const gone = await tx
      .delete(customers)
      .where(inCompany(customers, companyId, [eq(customers.id, id)]))
      .returning({ id: customers.id });
    if (!gone.length) throw notFound();
  });
}

/** Locks the customer's row, then tells whether a receipt or a travel expense names it. */
async function customerHasExpenses(tx: Db, companyId: number, id: number): Promise<boolean> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(inCompany(customers, companyId, [eq(customers.id, id)]))
    .for('update');
  const [receipt] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(inCompany(invoices, companyId, [eq(invoices.customer_id, id)]))
    .limit(1);
  if (receipt) return true;
  const [travel] = await tx
    .select({ id: travelExpenses.id })
    .from(travelExpenses)
    .where(inCompany(travelExpenses, companyId, [eq(travelExpenses.customer_id, id)]))
    .limit(1);
  return travel !== undefined;
}

/**
 * Whether a mission order names the customer or project, whose row the caller has locked FOR UPDATE: the orders'
 * writers read it FOR KEY SHARE (mission-orders.queries.ts), so one saved meanwhile is seen here or finds it gone.
 */
async function namedByMissionOrders(tx: Db, companyId: number, names: SQL): Promise<boolean> {
  const [order] = await tx
    .select({ id: missionOrders.id })
    .from(missionOrders)
    .where(inCompany(missionOrders, companyId, [names]))
    .limit(1);
  return order !== undefined;
}

/** Whether the row `id` of a company table is this company's. */
async function isCompanyRow(tx: Db, table: TenantTable, id: number, companyId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(inCompany(table, companyId, [eq(table.id, id)]));
  return row !== undefined;
}

/** The customer, service and owner a project names must be the company's (400 on the field otherwise). */
async function assertReferences(
  tx: Db,
  companyId: number,
  body: { customer: number | null; service: number | null; owner: number | null },
) {
  if (body.customer !== null) {
    // Held until commit: the customer cannot be deleted between this check and the project's insert.
    await lockKey(tx, LOCK_NAMESPACE.customerProjects, body.customer);
    if (!(await isCompanyRow(tx, customers, body.customer, companyId)))
      throw fieldError('customer', 'project.customer_unknown');
  }
  if (body.service !== null && !(await isCompanyRow(tx, services, body.service, companyId))) {
    throw fieldError('service', 'project.service_unknown');
  }
  if (body.owner !== null && !(await isCompanyRow(tx, users, body.owner, companyId))) {
    throw fieldError('owner', 'project.owner_unknown');
  }
}

/** The columns the back office sets from the body, on a create and on an edit; no owner named keeps `owner`. */
const backOfficeColumns = (body: ProjectData, owner: number | null) => ({
  name: body.name,
  nickname: body.nickname,
  visibility: body.visibility,
  actif: body.actif,
  chargeable: body.chargeable,
  customer_id: body.customer,
  service_id: body.service,
  owner_id: body.owner ?? owner,
  budget_days: body.budget_days,
  end_date: body.end_date,
});

/**
 * POST project/. From the back office: a customer's project (orange, with its service) or a company project (red),
 * owned by the creator unless told. From anyone else (an activity's picker, spec/1 §5): a project of their own,
 * private and blue; naming a customer, a service or another owner is not theirs to do (403).
 */
export function createProject(db: Db, actor: ProjectActor, body: ProjectData): Promise<number> {
  return db.transaction(async (tx) => {
    let values: typeof projects.$inferInsert;
    if (actor.seesAll) {
      await assertReferences(tx, actor.companyId, body);
      values = {
        ...backOfficeColumns(body, actor.userId),
        color: projectColor({ customer: body.customer, openActivity: false }),
        company_id: actor.companyId,
      };
    } else {
      const foreign = body.customer !== null || body.service !== null || (body.owner ?? actor.userId) !== actor.userId;
      if (foreign) throw forbidden('project.employee_project_only');
      values = {
        ...openActivityProject(body.name, actor.userId),
        nickname: body.nickname,
        company_id: actor.companyId,
      };
    }
    const [row] = await tx.insert(projects).values(values).returning({ id: projects.id });
    if (actor.seesAll && body.budget_days !== null) await checkBudgets(tx, actor.companyId, [row!.id]);
    return row!.id;
  });
}

/** PUT project/{id} (back office): the colour follows the customer; an open activity without customer stays blue. */
export function updateProject(db: Db, companyId: number, id: number, body: ProjectData): Promise<void> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ color: projects.color, owner_id: projects.owner_id })
      .from(projects)
      .where(inCompany(projects, companyId, [eq(projects.id, id)]))
      .for('update');
    if (!current) throw notFound();
    await assertReferences(tx, companyId, body);
    await tx
      .update(projects)
      .set({
        ...backOfficeColumns(body, current.owner_id),
        color: projectColor({ customer: body.customer, openActivity: current.color === PROJECT_COLORS.openActivity }),
        // No budget, no threshold reached: a budget given again later mails its crossings anew.
        ...(body.budget_days === null ? { budget_alert_level: 0 } : {}),
      })
      .where(inCompany(projects, companyId, [eq(projects.id, id)]));
    // A budget written below what is consumed mails at once; one raised above it lowers the level reached.
    if (body.budget_days !== null) await checkBudgets(tx, companyId, [id]);
  });
}

/**
 * Refused while people work on it (spec/3 §5) or activities name it, checked under the project's locks: the members'
 * lock, and its row, which an activity's save updates (last_used_date) before it inserts, so that a save and a delete
 * at the same moment end in a saved activity and a 409, or in a deleted project and the save's 400, never a 500.
 */
export function deleteProject(db: Db, companyId: number, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await lockKey(tx, LOCK_NAMESPACE.projectMembers, id);
    await tx
      .select({ id: projects.id })
      .from(projects)
      .where(inCompany(projects, companyId, [eq(projects.id, id)]))
      .for('update');
    // On the company's rows only: another company's project with members must answer 404, not 409.
    const [held] = await tx
      .select({ n: count() })
      .from(projectMembers)
      .where(inCompany(projectMembers, companyId, [eq(projectMembers.project_id, id)]));
    if (Number(held?.n ?? 0) > 0) throw conflict('project.project_has_users', undefined, 'in_use');
    const [declared] = await tx
      .select({ id: activities.id })
      .from(activities)
      .where(inCompany(activities, companyId, [eq(activities.project_id, id)]))
      .limit(1);
    if (declared) throw conflict('project.project_has_activities', undefined, 'in_use');
    if (await namedByMissionOrders(tx, companyId, eq(missionOrders.project_id, id))) {
      throw conflict('project.project_has_mission_orders', undefined, 'in_use');
    }
    const gone = await tx
      .delete(projects)
      .where(inCompany(projects, companyId, [eq(projects.id, id)]))
      .returning({ id: projects.id });
    if (!gone.length) throw notFound();
  });
}

/** PUT project/{id}/members/: the whole list of the people working on it, employees of the company. */
export function setMembers(db: Db, companyId: number, id: number, body: ProjectMembersInput): Promise<void> {
  return db.transaction(async (tx) => {
    await lockKey(tx, LOCK_NAMESPACE.projectMembers, id);
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(inCompany(projects, companyId, [eq(projects.id, id)]));
    if (!project) throw notFound();
    const wanted = [...new Set(body.users)];
    if (wanted.length) {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(inCompany(users, companyId, [inArray(users.id, wanted)]));
      if (found.length !== wanted.length) throw fieldError('users', 'project.owner_unknown');
    }
    await tx.delete(projectMembers).where(eq(projectMembers.project_id, id));
    if (wanted.length) {
      await tx
        .insert(projectMembers)
        .values(wanted.map((user_id) => ({ company_id: companyId, project_id: id, user_id })));
    }
  });
}
