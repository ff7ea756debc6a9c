import {
  type Cents,
  isRoundTrip,
  placeWithoutTrip,
  type TravelExpenseOut,
  travelTotalCents,
  tripMileageHundredths,
  typedMileageOf,
} from '@staff/shared';
import { type TypedNumber, toNumber } from '../../../../lib/numberField';

/** What the travel form edits (spec/1 §5 "Travel expense"); the place without its " (A/R)", the switch apart. */
export type TravelValues = {
  date: string | null;
  place: string;
  round_trip: boolean;
  mileage: TypedNumber;
  customer: number | null;
  type_of_vehicle: number | null;
  person: string;
};

export const NEW_TRAVEL: TravelValues = {
  date: null,
  place: '',
  round_trip: false,
  mileage: '',
  customer: null,
  type_of_vehicle: null,
  person: '',
};

/**
 * A saved trip reopened: "Lyon (A/R)" shows as the place "Lyon" with the round-trip switch on, and its km one way
 * (half the distance kept), so that saving it unchanged keeps its distance.
 */
export const travelValuesOf = (travel: TravelExpenseOut): TravelValues => ({
  date: travel.date,
  place: placeWithoutTrip(travel.place),
  round_trip: isRoundTrip(travel.place),
  mileage: typedMileageOf(travel.mileage, travel.place),
  customer: travel.customer,
  type_of_vehicle: travel.type_of_vehicle,
  person: travel.person ?? '',
});

/** The body the shared `TravelExpenseInput` checks: the km as a number, a blank person as none. */
export const travelBody = (values: TravelValues) => ({
  ...values,
  mileage: toNumber(values.mileage),
  person: values.person.trim() || null,
});

/** The km typed, when they are a number the form can count with; else null. */
export function typedKm(mileage: TypedNumber): number | null {
  const km = toNumber(mileage);
  return km === null || Number.isNaN(km) || km < 0 ? null : km;
}

/** The distance paid for, in km, as the server keeps it: the km typed, doubled for a round trip (shared rule). */
export function tripKm(mileage: TypedNumber, roundTrip: boolean): number | null {
  const km = typedKm(mileage);
  return km === null ? null : tripMileageHundredths(km, roundTrip) / 100;
}

/**
 * The total shown live, as the server computes it: the trip's km (doubled for a round trip) × the vehicle's € per km,
 * rounded to the cent once (travel.ts `travelTotalCents`, on whole hundredths of km and thousandths of a euro). Null
 * while a part is missing.
 */
export function liveTravelTotal(mileage: TypedNumber, ratePerKm: number | undefined, roundTrip = false): Cents | null {
  const km = typedKm(mileage);
  if (km === null || ratePerKm === undefined) return null;
  return travelTotalCents(tripMileageHundredths(km, roundTrip), Math.round(ratePerKm * 1000));
}

/** spec/1 §5 "A warning shows if the date is before the claim date" (the first day of the claim's month). */
export const isBeforeClaim = (date: string | null, claimDate: string | undefined): boolean =>
  !!date && !!claimDate && date < claimDate;
