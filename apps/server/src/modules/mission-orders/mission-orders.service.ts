import {
  hasPermission,
  MISSION_ORDER_TRANSITIONS,
  type MissionOrderAction,
  type MissionOrderStatus,
  type MissionOrderValues,
} from '@staff/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { CompanyAuth } from '../../platform/access';
import { todayInParis } from '../../platform/clock';
import { appError, fieldError, forbidden, notFound } from '../../platform/errors';
import { decidesFor, validatorScope } from '../../platform/validators';
import { mailMissionOrderStatus } from './mission-orders.mails';
import { type MissionOrderPolicyActor, missionOrderPolicy } from './mission-orders.policy';
import { type MissionOrderColumns, missionOrderColumns } from './mission-orders.present';
import {
  activePerson,
  customerAndProject,
  findMissionOrder,
  type MissionOrder,
  recordMissionOrderHistory,
} from './mission-orders.queries';
import { missionOrders } from './mission-orders.tables';

export type MissionOrderContext = MissionOrderPolicyActor & { auth: CompanyAuth; publicUrl: string };
type Values = Omit<MissionOrderValues, 'status' | 'version'>;

/** The customer is the company's and the project one of its (spec/2 §2.3 "About customer"). */
async function checkCustomer(tx: Db, companyId: number, values: { customer: number; project: number }) {
  const customer = await customerAndProject(tx, companyId, values.customer, values.project);
  if (!customer) throw fieldError('customer', 'mission.unknownCustomer');
  if (!customer.projectOfIt) throw fieldError('project', 'mission.projectOfCustomer');
}

/** "A list of active collaborators managed by the current user" (spec/2 §2.3): everybody for hr and administrators. */
async function checkOwner(tx: Db, ctx: MissionOrderContext, ownerId: number) {
  const scope = await validatorScope(tx, ctx.auth, 'mission_orders.create');
  const owner =
    ownerId === ctx.userId || !decidesFor(scope, ownerId) ? undefined : await activePerson(tx, ctx.companyId, ownerId);
  if (!owner || !hasPermission(owner.permissions, 'mission_orders.view')) {
    throw fieldError('owner', 'mission.unknownEmployee');
  }
}

/** A travel request goes to an active person of the company, other than its sender, who manages mission orders. */
async function checkManager(tx: Db, ctx: MissionOrderContext, managerId: number) {
  const manager = managerId === ctx.userId ? undefined : await activePerson(tx, ctx.companyId, managerId);
  if (!manager || !hasPermission(manager.permissions, 'mission_orders.create')) {
    throw fieldError('current_manager', 'mission.unknownManager');
  }
}

/** What the status change writes beside the status: the dates of submission and validation, a reopened version. */
function statusColumns(action: MissionOrderAction, order: MissionOrder): Partial<MissionOrder> {
  const today = todayInParis();
  if (action === 'submit') return { date_of_submission: today, date_of_validation: null };
  if (action === 'accept') return { date_of_validation: today };
  // A reopened order is a new version, to sign again: the old signature stays in the trail, not on the order.
  if (action === 'reopen') return { date_of_validation: null, version: order.version + 1 };
  return {};
}

/** After a write: the order's trail entry, and the mail its new status calls for (all in the write's transaction). */
async function written(tx: Db, ctx: MissionOrderContext, order: MissionOrder, action: MissionOrderAction | null) {
  if (action) await recordMissionOrderHistory(tx, order, ctx.userId, action);
  if (action || order.status === 'ask') {
    const row = await findMissionOrder(tx, ctx.companyId, order.id);
    if (row) await mailMissionOrderStatus(tx, row, ctx.publicUrl);
  }
}

async function insertOrder(
  tx: Db,
  ctx: MissionOrderContext,
  columns: MissionOrderColumns & { owner_id: number; current_manager_id: number },
) {
  const [order] = await tx
    .insert(missionOrders)
    .values({ ...columns, company_id: ctx.companyId })
    .returning();
  await recordMissionOrderHistory(tx, order!, ctx.userId, 'create');
  return order!;
}

/**
 * POST mission-order/: the manager's order for an employee they manage; "Save and Submit" (status submitted) submits
 * it at once. One transaction with its trail and its mail.
 */
export async function createMissionOrder(
  db: Database,
  ctx: MissionOrderContext,
  input: Values & { owner: number; status: 'draft' | 'submitted' },
): Promise<MissionOrder> {
  return db.transaction(async (tx) => {
    await checkOwner(tx, ctx, input.owner);
    await checkCustomer(tx, ctx.companyId, input);
    const submitting = input.status === 'submitted';
    const order = await insertOrder(tx, ctx, {
      ...missionOrderColumns(input),
      owner_id: input.owner,
      current_manager_id: ctx.userId,
      status: input.status,
      date_of_submission: submitting ? todayInParis() : null,
    } as MissionOrderColumns & { owner_id: number; current_manager_id: number });
    await written(tx, ctx, order, submitting ? 'submit' : null);
    return order;
  });
}

/** POST mission-order/travel/: the employee's travel request, in `ask` for the manager it names to complete. */
export async function requestTravel(
  db: Database,
  ctx: MissionOrderContext,
  input: Values & { current_manager: number },
): Promise<MissionOrder> {
  return db.transaction(async (tx) => {
    await checkManager(tx, ctx, input.current_manager);
    await checkCustomer(tx, ctx.companyId, input);
    const order = await insertOrder(tx, ctx, {
      ...missionOrderColumns(input),
      owner_id: ctx.userId,
      current_manager_id: input.current_manager,
      status: 'ask',
    });
    await written(tx, ctx, order, null);
    return order;
  });
}

/**
 * The parts of a travel request its sender may change while it waits: the mission, the customer, the transports; the
 * meals, accommodation and package are the manager's to fill.
 */
function travelColumns(values: Values, before: MissionOrder): MissionOrderColumns {
  return {
    ...missionOrderColumns(values),
    accommodation_paid_by_company: before.accommodation_paid_by_company,
    accommodation_paid_by_structure: before.accommodation_paid_by_structure,
    none_expense: before.none_expense,
    breakfast_limit_cents: before.breakfast_limit_cents,
    dinner_limit_cents: before.dinner_limit_cents,
    hotel_limit_cents: before.hotel_limit_cents,
    daily_package_cents: before.daily_package_cents,
  };
}

/**
 * The status a save leads to and its action: "Save and Submit" submits (an order already submitted stays so); saving
 * a refused or asked order makes it a draft again (spec/2 §4.2); otherwise the status is kept.
 */
function statusOfSave(
  ctx: MissionOrderContext,
  before: MissionOrder,
  wanted: 'draft' | 'submitted',
): { status: MissionOrderStatus; action: MissionOrderAction | null } {
  const role = missionOrderPolicy.partIn(ctx, before);
  if (!role.isValidator) {
    // The sender of a travel request saves it; only the manager submits it.
    if (wanted === 'submitted') throw forbidden();
    return { status: before.status, action: null };
  }
  if (wanted === 'submitted') {
    if (before.status === 'submitted') return { status: 'submitted', action: null };
    const action = missionOrderPolicy.transition(ctx, before, 'submitted');
    return { status: 'submitted', action };
  }
  if (before.status === 'refused' || before.status === 'ask') return { status: 'draft', action: 'redraft' };
  return { status: before.status, action: null };
}

/** A PUT or an extension carries the version its editor started from: an older one is 412 (someone saved since). */
function checkVersion(before: MissionOrder, version: number | undefined) {
  if (version !== undefined && version !== before.version) {
    throw appError(412, 'mission.stale', undefined, { code: 'stale_version' });
  }
}

/** PUT mission-order/{id}/: the manager's form (or the sender's travel request while it is asked), one transaction. */
export async function updateMissionOrder(
  db: Database,
  ctx: MissionOrderContext,
  id: number,
  input: Values & { status: 'draft' | 'submitted'; version?: number },
): Promise<MissionOrder> {
  return db.transaction(async (tx) => {
    const before = await missionOrderPolicy.lockEditable(tx, ctx.auth, id, 'edit');
    checkVersion(before, input.version);
    const { status, action } = statusOfSave(ctx, before, input.status);
    const sender = !missionOrderPolicy.partIn(ctx, before).isValidator;
    const columns = sender ? travelColumns(input, before) : missionOrderColumns(input);
    if (sender && !columns.personal_vehicle && !columns.sociaty_vehicle && !columns.public_transport) {
      throw fieldError('personal_vehicle', 'mission.transportsRequired');
    }
    await checkCustomer(tx, ctx.companyId, input);
    const [after] = await tx
      .update(missionOrders)
      .set({
        ...columns,
        status,
        ...(action ? statusColumns(action, before) : {}),
        version: before.version + 1,
        modified: sql`now()`,
      })
      .where(inCompany(missionOrders, ctx.companyId, [eq(missionOrders.id, before.id)]))
      .returning();
    await recordMissionOrderHistory(tx, after!, ctx.userId, 'save');
    await written(tx, ctx, after!, action);
    return after!;
  });
}

/**
 * PATCH mission-order/{id}/ {status}: one action of the shared machine, conditional on the status it was decided from,
 * so that of 20 parallel submits or signatures exactly one wins and the others get 409 `mission.transition`.
 */
export async function changeMissionOrderStatus(
  db: Database,
  ctx: MissionOrderContext,
  id: number,
  target: MissionOrderStatus,
): Promise<MissionOrder> {
  return db.transaction(async (tx) => {
    const current = await missionOrderPolicy.load(tx, ctx, id, 'read');
    const action = missionOrderPolicy.transition(ctx, current, target);
    const after = await missionOrderPolicy.updateStatus(
      tx,
      current,
      MISSION_ORDER_TRANSITIONS[action].to,
      statusColumns(action, current),
    );
    await written(tx, ctx, after, action);
    return after;
  });
}

/** POST mission-order/{id}/extend/: a later end, recorded in the trail with the old one (not a silent overwrite). */
export async function extendMissionOrder(
  db: Database,
  ctx: MissionOrderContext,
  id: number,
  input: { end_date: string; version?: number },
): Promise<MissionOrder> {
  return db.transaction(async (tx) => {
    const before = await missionOrderPolicy.lockEditable(tx, ctx.auth, id, 'extend');
    checkVersion(before, input.version);
    if (input.end_date <= before.end_date) throw fieldError('end_date', 'mission.extendLater');
    const [after] = await tx
      .update(missionOrders)
      .set({ end_date: input.end_date, version: before.version + 1, modified: sql`now()` })
      .where(inCompany(missionOrders, ctx.companyId, [eq(missionOrders.id, before.id)]))
      .returning();
    await recordMissionOrderHistory(tx, after!, ctx.userId, 'extend', {
      old_end_date: before.end_date,
      new_end_date: input.end_date,
    });
    return after!;
  });
}

/** DELETE mission-order/{id}/: when isMissionOrderDeletable says so; its trail goes with it. */
export async function deleteMissionOrder(db: Database, ctx: MissionOrderContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await missionOrderPolicy.lockEditable(tx, ctx.auth, id, 'delete');
    const deleted = await tx
      .delete(missionOrders)
      .where(inCompany(missionOrders, ctx.companyId, [eq(missionOrders.id, order.id)]))
      .returning({ id: missionOrders.id });
    if (deleted.length === 0) throw notFound();
  });
}
