import { and, eq, isNotNull } from 'drizzle-orm';
import type { TestContext } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { companies } from '../../platform/identity/identity.tables';
import { projects } from '../projects/projects.tables';
import { users } from '../users/users.tables';

export async function userId(ctx: TestContext, username: string): Promise<number> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** A project of a customer of the company of `username`: what an order names. */
export async function customerProject(ctx: TestContext, username = 'manager') {
  const [row] = await ctx.db
    .select({ customer: projects.customer_id, project: projects.id })
    .from(projects)
    .innerJoin(users, eq(users.company_id, projects.company_id))
    .where(and(eq(users.username, username), isNotNull(projects.customer_id)))
    .orderBy(projects.id)
    .limit(1);
  return { customer: row!.customer!, project: row!.project };
}

/** A valid order body: a train trip with the hotel paid by the structure up to 120 €. */
export async function orderBody(ctx: TestContext, extra: Record<string, unknown> = {}) {
  return {
    ...(await customerProject(ctx)),
    mission_object: 'Audit des comptes',
    role: 'Consultant',
    contact_name: 'Paul Client',
    contact_phone: '01 02 03 04 05',
    begin_date: '2026-12-07',
    end_date: '2026-12-11',
    public_transport: true,
    accommodation_paid_by_structure: true,
    hotel_limit: 120,
    dinner_limit: 25.5,
    ...extra,
  };
}

/** The manager's order for `owner` (alice by default), saved or submitted; its answer. */
export async function createdOrder(
  ctx: TestContext,
  manager: TestClient,
  extra: Record<string, unknown> = {},
  owner = 'alice',
) {
  const res = await manager.post(
    '/api/mission-order/',
    await orderBody(ctx, { owner: await userId(ctx, owner), ...extra }),
  );
  if (res.status !== 201) throw new Error(`order not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Switches the mission orders flag of the company of `username`. */
export async function setMissionOrdersFlag(ctx: TestContext, username: string, on: boolean) {
  const [user] = await ctx.db.select({ company: users.company_id }).from(users).where(eq(users.username, username));
  await ctx.db.update(companies).set({ use_mission_orders: on }).where(eq(companies.id, user!.company!));
}
