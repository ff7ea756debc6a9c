import type { Cents } from './money';

/** spec/1 §5 "A round trip appends (A/R) to the place". */
export const ROUND_TRIP_SUFFIX = ' (A/R)';

/** The place a travel expense is saved with: " (A/R)" once at its end for a round trip. */
export function placeWithTrip(place: string, roundTrip: boolean): string {
  const trimmed = place.trim();
  return roundTrip && !trimmed.endsWith(ROUND_TRIP_SUFFIX.trim()) ? `${trimmed}${ROUND_TRIP_SUFFIX}` : trimmed;
}

/** Whether a saved place is a round trip (the form's switch when it reopens). */
export const isRoundTrip = (place: string): boolean => place.trim().endsWith(ROUND_TRIP_SUFFIX.trim());

/** The place without its round-trip mark. */
export const placeWithoutTrip = (place: string): string =>
  isRoundTrip(place) ? place.trim().slice(0, -ROUND_TRIP_SUFFIX.trim().length).trim() : place.trim();

/** Km with 2 decimals as whole hundredths, as the database keeps them. */
export const toMileageHundredths = (km: number): number => Math.round(km * 100);

/**
 * The distance a trip is paid for (issue 25): the form's km is one way, and "Aller-retour" doubles it. The total is
 * what the trip keeps (`mileage` on the wire, in the PDF and the exports); trips saved before keep their figure.
 */
export const tripMileageHundredths = (km: number, roundTrip: boolean): number =>
  toMileageHundredths(km) * (roundTrip ? 2 : 1);

/** The km the form shows for a saved trip: half its distance for a round trip (the one way typed), else all of it. */
export const typedMileageOf = (mileage: number, place: string): number =>
  isRoundTrip(place) ? Math.round(mileage * 50) / 100 : mileage;

/**
 * spec/1 §5 "total = mileage x the vehicle's rate, rounded to 2 decimals", in integers: mileage in hundredths of a km,
 * rate in thousandths of a euro per km (reference types), so cents = hundredths × millis ÷ 1000, rounded once.
 */
export const travelTotalCents = (mileageHundredths: number, rateMillis: number): Cents =>
  Math.round((mileageHundredths * rateMillis) / 1000);
