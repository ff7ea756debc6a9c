import {
  placeWithTrip,
  type TravelExpenseInput,
  type TravelExpenseOut,
  travelTotalCents,
  tripMileageHundredths,
} from '@staff/shared';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import type { CompanyAuth } from '../../platform/access';
import { now } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { changeClaimLines, customerFor, lineOfClaim, vehicleFor } from './claim-lines';
import { travelExpenses } from './expenses.tables';
import { presentTravel } from './travels.queries';

/** A travel expense as the route validated it (TravelExpenseInput's output). */
export type TravelFields = z.output<typeof TravelExpenseInput>;

/**
 * spec/1 §5 "Travel expense": the vehicle and the customer are the company's (400 coded on the field), the place
 * takes " (A/R)" for a round trip and its km (one way) are doubled, the vehicle's rate is copied (a later change of it does not rewrite the claim) and
 * total = km × rate rounded to the cent once. A date before the claim's month is allowed: the form warns of it.
 */
async function checkedTravel(tx: Db, companyId: number, input: TravelFields) {
  const vehicle = await vehicleFor(tx, companyId, input.type_of_vehicle);
  const customer = await customerFor(tx, companyId, input.customer);
  const mileage = tripMileageHundredths(input.mileage, input.round_trip);
  const columns = {
    date: input.date,
    place: placeWithTrip(input.place, input.round_trip),
    mileage_hundredths: mileage,
    customer_id: customer.id,
    type_of_vehicle_id: vehicle.id,
    rate_millis: vehicle.rate_millis,
    total_cents: travelTotalCents(mileage, vehicle.rate_millis),
    person: input.person,
  };
  return { vehicle, customer, columns };
}

type Checked = Awaited<ReturnType<typeof checkedTravel>>;

/** The line as the wire gives it, built from what was just written. */
const written = (row: typeof travelExpenses.$inferSelect, checked: Checked): TravelExpenseOut =>
  presentTravel({
    ...row,
    customer_name: checked.customer.name,
    vehicle_name: checked.vehicle.name,
    vehicle_short_name: checked.vehicle.short_name,
  });

/** Adds a travel expense to a draft claim of the caller's. */
export function createTravel(db: Database, auth: CompanyAuth, claimId: number, input: TravelFields) {
  return changeClaimLines(db, auth, claimId, async (tx, claim) => {
    const checked = await checkedTravel(tx, claim.company_id, input);
    const [row] = await tx
      .insert(travelExpenses)
      .values({ ...checked.columns, company_id: claim.company_id, expense_claim_id: claim.id })
      .returning();
    return written(row!, checked);
  });
}

/** Replaces a travel expense of a draft claim of the caller's (the vehicle's current rate is copied again). */
export function updateTravel(db: Database, auth: CompanyAuth, claimId: number, travelId: number, input: TravelFields) {
  return changeClaimLines(db, auth, claimId, async (tx, claim) => {
    const checked = await checkedTravel(tx, claim.company_id, input);
    const [row] = await tx
      .update(travelExpenses)
      .set({ ...checked.columns, modified: now() })
      .where(lineOfClaim(travelExpenses, claim, travelId))
      .returning();
    if (!row) throw notFound();
    return written(row, checked);
  });
}

/** Deletes a travel expense of a draft claim of the caller's. */
export function deleteTravel(db: Database, auth: CompanyAuth, claimId: number, travelId: number) {
  return changeClaimLines(db, auth, claimId, async (tx, claim) => {
    const gone = await tx
      .delete(travelExpenses)
      .where(lineOfClaim(travelExpenses, claim, travelId))
      .returning({ id: travelExpenses.id });
    if (!gone.length) throw notFound();
  });
}
