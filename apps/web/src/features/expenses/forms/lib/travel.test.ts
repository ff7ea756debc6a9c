import { TravelExpenseInput } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import { isBeforeClaim, liveTravelTotal, NEW_TRAVEL, travelBody, travelValuesOf, tripKm } from './travel';

describe('liveTravelTotal', () => {
  it('is km × the rate, rounded to the cent once', () => {
    expect(liveTravelTotal(123, 0.636)).toBe(7823); // 78.228 €
    expect(liveTravelTotal('12,5', 0.595)).toBe(744); // 7.4375 €
    expect(liveTravelTotal(0, 0.636)).toBe(0);
  });

  it('is unknown while the km or the vehicle is missing', () => {
    expect(liveTravelTotal('', 0.636)).toBeNull();
    expect(liveTravelTotal(10, undefined)).toBeNull();
    expect(liveTravelTotal('abc', 0.5)).toBeNull();
  });
});

describe('a round trip', () => {
  it('reopens as the place without " (A/R)" and the switch on', () => {
    const values = travelValuesOf({
      id: 1,
      expense_claim: 1,
      date: '2026-11-03',
      place: 'Lyon (A/R)',
      mileage: 930,
      customer: 4,
      customer_name: 'Renault',
      type_of_vehicle: 2,
      type_of_vehicle_object: { id: 2, name: 'Voiture', short_name: 'V' },
      mileage_rate: 0.636,
      total: 591.48,
      person: null,
    });
    expect(values).toMatchObject({ place: 'Lyon', round_trip: true, person: '' });
    // 930 km both ways: 465 one way, as typed; saved unchanged, it doubles back to 930.
    expect(values.mileage).toBe(465);
  });

  it('doubles the distance and the total, as the server does (issue 25)', () => {
    expect(tripKm('42', true)).toBe(84);
    expect(tripKm('42,5', false)).toBe(42.5);
    expect(tripKm('', true)).toBeNull();
    // 84 km × 0,636 € = 53,42 €, where one way would be 26,71 €.
    expect(liveTravelTotal(42, 0.636, true)).toBe(5342);
    expect(liveTravelTotal(42, 0.636, false)).toBe(2671);
  });
});

describe('travelBody', () => {
  it('is what the shared schema takes', () => {
    const body = travelBody({
      ...NEW_TRAVEL,
      date: '2026-11-03',
      place: 'Nantes',
      mileage: '42,5',
      customer: 3,
      type_of_vehicle: 1,
    });
    expect(TravelExpenseInput.parse(body)).toMatchObject({ mileage: 42.5, person: null, round_trip: false });
  });

  it('leaves the missing fields for the schema to name', () => {
    const result = TravelExpenseInput.safeParse(travelBody(NEW_TRAVEL));
    expect(result.success).toBe(false);
  });
});

describe('isBeforeClaim', () => {
  it('warns for a date before the claim month', () => {
    expect(isBeforeClaim('2026-10-31', '2026-11-01')).toBe(true);
    expect(isBeforeClaim('2026-11-01', '2026-11-01')).toBe(false);
    expect(isBeforeClaim(null, '2026-11-01')).toBe(false);
  });
});
