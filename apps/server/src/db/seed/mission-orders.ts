import { addDays, type MissionOrderHistoryAction, type MissionOrderStatus } from '@staff/shared';
import { asc, isNotNull } from 'drizzle-orm';
import { missionOrderHistory, missionOrders } from '../../modules/mission-orders/mission-orders.tables';
import { projects } from '../../modules/projects/projects.tables';
import type { Db } from '../client';
import { inCompany } from '../tenancy';

/** One seeded order: whose, its status, its span around today (days), and what it repays. */
type SeedOrder = {
  owner: number;
  status: MissionOrderStatus;
  from: number;
  days: number;
  object: string;
  expenses: Partial<typeof missionOrders.$inferInsert>;
};

/** The acts that led to each status, for the order's trail. */
const TRAIL: Record<MissionOrderStatus, MissionOrderHistoryAction[]> = {
  draft: ['create'],
  submitted: ['create', 'submit'],
  accepted: ['create', 'submit', 'accept'],
  signed: ['create', 'submit', 'accept'],
  refused: ['create', 'submit', 'refuse'],
  edition: ['create', 'submit', 'accept', 'reopen'],
  ask: ['create'],
};

const TRAIN_AND_HOTEL = {
  public_transport: true,
  accommodation_paid_by_structure: true,
  hotel_limit_cents: 12_000,
  dinner_limit_cents: 2_500,
  breakfast_limit_cents: 1_200,
};
const CAR_AT_CUSTOMER = { personal_vehicle: true, mileage_limit: 400, accommodation_paid_by_company: true };
const TRAIN_ONLY = { public_transport: true, none_expense: true };

/**
 * A manager's orders for a few of their people, in several statuses around the pinned today (a signed mission going
 * on, one to sign, a draft, a refused one, a travel request, an old one), so that a new user sees a real list.
 */
export async function seedMissionOrders(
  tx: Db,
  ctx: { companyId: number; today: string; managerId: number; ownerIds: number[] },
) {
  const customerProjects = await tx
    .select({ customer: projects.customer_id, project: projects.id })
    .from(projects)
    .where(inCompany(projects, ctx.companyId, [isNotNull(projects.customer_id)]))
    .orderBy(asc(projects.id));
  if (customerProjects.length === 0 || ctx.ownerIds.length === 0) return;
  const [first, second = first] = ctx.ownerIds;
  const orders: SeedOrder[] = [
    {
      owner: first!,
      status: 'accepted',
      from: -3,
      days: 10,
      object: 'Audit du système de facturation',
      expenses: TRAIN_AND_HOTEL,
    },
    { owner: first!, status: 'submitted', from: 14, days: 4, object: 'Atelier de cadrage', expenses: CAR_AT_CUSTOMER },
    { owner: first!, status: 'draft', from: 30, days: 2, object: 'Formation des utilisateurs', expenses: TRAIN_ONLY },
    {
      owner: second!,
      status: 'accepted',
      from: -40,
      days: 5,
      object: 'Recette de la migration',
      expenses: TRAIN_AND_HOTEL,
    },
    { owner: second!, status: 'refused', from: 7, days: 3, object: 'Support au démarrage', expenses: CAR_AT_CUSTOMER },
    { owner: second!, status: 'ask', from: 21, days: 2, object: 'Salon professionnel', expenses: TRAIN_ONLY },
  ];
  for (const [index, seed] of orders.entries()) {
    const place = customerProjects[index % customerProjects.length]!;
    const begin = addDays(ctx.today, seed.from);
    const trail = TRAIL[seed.status];
    const [order] = await tx
      .insert(missionOrders)
      .values({
        company_id: ctx.companyId,
        owner_id: seed.owner,
        current_manager_id: ctx.managerId,
        customer_id: place.customer!,
        project_id: place.project,
        mission_object: seed.object,
        role: 'Consultant',
        contact_name: 'Nathalie Roux',
        contact_phone: '01 44 55 66 77',
        begin_date: begin,
        end_date: addDays(begin, seed.days - 1),
        status: seed.status,
        date_of_submission: trail.includes('submit') ? addDays(begin, -10) : null,
        date_of_validation: trail.includes('accept') ? addDays(begin, -8) : null,
        ...seed.expenses,
      })
      .returning();
    // The travel request is its sender's; the rest was the manager's, but for the employee's own answer.
    await tx.insert(missionOrderHistory).values(
      trail.map((action) => ({
        company_id: ctx.companyId,
        mission_order_id: order!.id,
        user_id: action === 'accept' || action === 'refuse' || seed.status === 'ask' ? seed.owner : ctx.managerId,
        action,
        version: 1,
      })),
    );
  }
}
