import { type PageQuery, type TravelExpenseOut, toEuros } from '@staff/shared';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../projects/projects.tables';
import { typesOfVehicle } from '../reference/reference.tables';
import { travelExpenses } from './expenses.tables';

/*
 * Reading travel expenses as the wire gives them (spec/1 §3 "TravelExpense"): each with its vehicle's names and its
 * customer's name, in one statement whatever their number. The rate and the total are the ones saved with the line: a
 * later change of the vehicle's rate does not rewrite a claim.
 */

const travelColumns = {
  id: travelExpenses.id,
  expense_claim_id: travelExpenses.expense_claim_id,
  date: travelExpenses.date,
  place: travelExpenses.place,
  mileage_hundredths: travelExpenses.mileage_hundredths,
  customer_id: travelExpenses.customer_id,
  customer_name: customers.name,
  type_of_vehicle_id: travelExpenses.type_of_vehicle_id,
  vehicle_name: typesOfVehicle.name,
  vehicle_short_name: typesOfVehicle.short_name,
  rate_millis: travelExpenses.rate_millis,
  total_cents: travelExpenses.total_cents,
  person: travelExpenses.person,
};

function selectTravels(db: Db, where: SQL | undefined) {
  return db
    .select(travelColumns)
    .from(travelExpenses)
    .innerJoin(typesOfVehicle, eq(typesOfVehicle.id, travelExpenses.type_of_vehicle_id))
    .innerJoin(customers, eq(customers.id, travelExpenses.customer_id))
    .where(where)
    .orderBy(asc(travelExpenses.date), asc(travelExpenses.id));
}

export type TravelRow = Awaited<ReturnType<ReturnType<typeof selectTravels>['execute']>>[number];

export function presentTravel(row: TravelRow): TravelExpenseOut {
  return {
    id: row.id,
    expense_claim: row.expense_claim_id,
    date: row.date,
    place: row.place,
    mileage: row.mileage_hundredths / 100,
    customer: row.customer_id,
    customer_name: row.customer_name,
    type_of_vehicle: row.type_of_vehicle_id,
    type_of_vehicle_object: { id: row.type_of_vehicle_id, name: row.vehicle_name, short_name: row.vehicle_short_name },
    mileage_rate: row.rate_millis / 1000,
    total: toEuros(row.total_cents),
    person: row.person,
  };
}

/**
 * The travel expenses of some claims as the wire gives them, in date order, by claim: one statement whatever the
 * number of claims and lines (none without claims). Every claim asked for has an entry, empty when it has none.
 */
export async function travelsOfClaims(
  db: Db,
  companyId: number,
  claimIds: readonly number[],
): Promise<Map<number, TravelExpenseOut[]>> {
  const byClaim = new Map<number, TravelExpenseOut[]>(claimIds.map((id) => [id, []]));
  if (claimIds.length === 0) return byClaim;
  const rows = await selectTravels(
    db,
    and(eq(travelExpenses.company_id, companyId), inArray(travelExpenses.expense_claim_id, [...claimIds])),
  );
  for (const row of rows) byClaim.get(row.expense_claim_id)?.push(presentTravel(row));
  return byClaim;
}

/** One page of a claim's travel expenses in date order, and their count: two statements. */
export async function travelPage(
  db: Db,
  companyId: number,
  claimId: number,
  page: Pick<PageQuery, 'limit' | 'offset'>,
): Promise<{ count: number; results: TravelExpenseOut[] }> {
  const where = and(eq(travelExpenses.company_id, companyId), eq(travelExpenses.expense_claim_id, claimId));
  const [rows, [total]] = await Promise.all([
    selectTravels(db, where).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(travelExpenses).where(where),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map(presentTravel) };
}

/** One travel expense of a claim as the wire gives it, or undefined: one statement. */
export async function travelOfClaim(
  db: Db,
  companyId: number,
  claimId: number,
  travelId: number,
): Promise<TravelExpenseOut | undefined> {
  const [row] = await selectTravels(
    db,
    and(
      eq(travelExpenses.company_id, companyId),
      eq(travelExpenses.expense_claim_id, claimId),
      eq(travelExpenses.id, travelId),
    ),
  );
  return row && presentTravel(row);
}
