import { type TravelExpenseOut, toEuros } from '@staff/shared';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../projects/projects.tables';
import { typesOfVehicle } from '../reference/reference.tables';
import { claimLineReads } from './claim-lines.queries';
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
 * The travel expenses of some claims by claim, one page of a claim's with their count (two statements), one of a
 * claim (one statement).
 */
export const {
  ofClaims: travelsOfClaims,
  page: travelPage,
  one: travelOfClaim,
} = claimLineReads({
  table: travelExpenses,
  select: selectTravels,
  present: async (_db, _companyId, rows: readonly TravelRow[]) => rows.map(presentTravel),
});
