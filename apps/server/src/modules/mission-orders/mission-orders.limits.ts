import { type MissionOrderCover, toEuros } from '@staff/shared';
import { asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { missionOrders } from './mission-orders.tables';

/** An accepted order binds its owner: `signed` reads as accepted (docs/decisions/mission-orders.md). */
const BINDING_STATUSES = ['accepted', 'signed'] as const;

/**
 * The expense claims' door to the orders (issue 24 "Expense claims that know the mission"): the accepted orders of
 * `ownerId` for some customers whose days meet `from`..`to`, with their limits in euros and km, in one statement.
 */
export async function missionOrdersCovering(
  db: Db,
  companyId: number,
  span: { ownerId: number; customerIds: readonly number[]; from: string; to: string },
): Promise<MissionOrderCover[]> {
  const o = missionOrders;
  const rows = await db
    .select({
      id: o.id,
      mission_object: o.mission_object,
      customer: o.customer_id,
      begin_date: o.begin_date,
      end_date: o.end_date,
      personal_vehicle: o.personal_vehicle,
      mileage_limit: o.mileage_limit,
      breakfast_cents: o.breakfast_limit_cents,
      dinner_cents: o.dinner_limit_cents,
      hotel_cents: o.hotel_limit_cents,
      package_cents: o.daily_package_cents,
    })
    .from(o)
    .where(
      inCompany(o, companyId, [
        eq(o.owner_id, span.ownerId),
        inArray(o.customer_id, [...span.customerIds]),
        inArray(o.status, [...BINDING_STATUSES]),
        lte(o.begin_date, span.to),
        gte(o.end_date, span.from),
      ]),
    )
    .orderBy(asc(o.id));
  return rows.map(({ breakfast_cents, dinner_cents, hotel_cents, package_cents, ...row }) => ({
    ...row,
    breakfast_limit: toEuros(breakfast_cents),
    dinner_limit: toEuros(dinner_cents),
    hotel_limit: toEuros(hotel_cents),
    daily_package: toEuros(package_cents),
  }));
}
