import { type MissionOrderCover, toEuros } from '@staff/shared';
import { asc, eq, gte, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { missionOrders } from './mission-orders.tables';

/** An accepted order binds its owner: `signed` reads as accepted (docs/decisions/mission-orders.md). */
const BINDING_STATUSES = ['accepted', 'signed'] as const;

const o = missionOrders;
/** What the check reads of an order, limits in cents (turned into euros by `coverOf`). */
const COVER_COLUMNS = {
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
};
type CoverRow = Omit<MissionOrderCover, 'breakfast_limit' | 'dinner_limit' | 'hotel_limit' | 'daily_package'> & {
  breakfast_cents: number;
  dinner_cents: number;
  hotel_cents: number;
  package_cents: number;
};

const coverOf = ({ breakfast_cents, dinner_cents, hotel_cents, package_cents, ...row }: CoverRow) => ({
  ...row,
  breakfast_limit: toEuros(breakfast_cents),
  dinner_limit: toEuros(dinner_cents),
  hotel_limit: toEuros(hotel_cents),
  daily_package: toEuros(package_cents),
});

/**
 * The expense claims' door to the orders (issue 24 "Expense claims that know the mission"): the accepted orders of
 * `ownerId` for some customers whose days meet `from`..`to`, with their limits in euros and km, in one statement.
 */
export async function missionOrdersCovering(
  db: Db,
  companyId: number,
  span: { ownerId: number; customerIds: readonly number[]; from: string; to: string },
): Promise<MissionOrderCover[]> {
  const rows = await db
    .select(COVER_COLUMNS)
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
  return rows.map(coverOf);
}

const coverJson = sql.join(
  Object.entries(COVER_COLUMNS).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
  sql`, `,
);

/**
 * The same orders for one line, as a subquery of a statement reading many lines at once (the claims list's marker):
 * the accepted orders of the line's owner for its customer holding its date, a JSON array, or null when none.
 * `ordersOfJson` reads it back.
 */
export const missionOrdersCoveringJson = (line: {
  companyId: SQLWrapper;
  ownerId: SQLWrapper;
  customerId: SQLWrapper;
  date: SQLWrapper;
}): SQL<CoverRow[] | null> =>
  sql`(SELECT json_agg(json_build_object(${coverJson}) ORDER BY ${o.id}) FROM ${o}
  WHERE ${o.company_id} = ${line.companyId} AND ${o.owner_id} = ${line.ownerId} AND ${o.customer_id} = ${line.customerId}
    AND ${inArray(o.status, [...BINDING_STATUSES])} AND ${o.begin_date} <= ${line.date} AND ${o.end_date} >= ${line.date})`;

/** The orders `missionOrdersCoveringJson` gave, as the shared check reads them. */
export const ordersOfJson = (rows: readonly CoverRow[] | null): MissionOrderCover[] => (rows ?? []).map(coverOf);
