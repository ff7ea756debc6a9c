import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { typesOfVehicle } from '../reference/reference.tables';
import { claimOf, referencesOf, setClaimStatus } from './expense-lines.test-helpers';
import { travelExpenses } from './expenses.tables';

/** Travel expenses (spec/1 §5 "Travel expense"): the rules, the total, the rate copied, and who may do what. */
const ctx = useTestApp();
let alice: TestClient;
let refs: Awaited<ReturnType<typeof referencesOf>>;
const MONTH = '2024-06';
let claim = 0;
const url = () => `/api/expense-claim/${claim}/travel/`;
const codesOf = (body: Record<string, any>) =>
  Object.fromEntries(
    Object.entries(body.field_codes ?? {}).map(([f, list]) => [f, (list as any[]).map((m) => m.code)]),
  );

beforeAll(async () => {
  alice = await ctx.as('alice');
  refs = await referencesOf(ctx, 'alice');
  claim = await claimOf(ctx, 'alice', MONTH);
});

const trip = (overrides: Record<string, unknown> = {}) => ({
  date: `${MONTH}-03`,
  place: 'Lyon',
  mileage: 123.45,
  customer: refs.customer,
  type_of_vehicle: refs.vehicles[1]!.id,
  ...overrides,
});

describe('saving a travel expense', () => {
  it("totals km × the vehicle's rate to the cent and copies the rate", async () => {
    // 123.45 km × 0.636 €/km = 78.5142 → 78.51.
    const res = await alice.post(url(), trip());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      expense_claim: claim,
      place: 'Lyon',
      mileage: 123.45,
      mileage_rate: 0.636,
      total: 78.51,
      type_of_vehicle_object: { name: 'Voiture 5 CV', short_name: 'V' },
      person: null,
    });
    expect((await alice.get(`${url()}${res.body.id}/`)).body).toEqual(res.body);
  });

  it('appends (A/R) to the place of a round trip, once', async () => {
    const res = await alice.post(url(), trip({ place: '  Lyon ', round_trip: true }));
    expect(res.body.place).toBe('Lyon (A/R)');
    const again = await alice.put(`${url()}${res.body.id}/`, trip({ place: res.body.place, round_trip: true }));
    expect(again.body.place).toBe('Lyon (A/R)');
  });

  it('doubles the km of a round trip (one way typed): the trip, its total and the claim keep both ways', async () => {
    const res = await alice.post(url(), trip({ round_trip: true, mileage: 61.73 }));
    expect(res.body).toMatchObject({ place: 'Lyon (A/R)', mileage: 123.46, mileage_rate: 0.636, total: 78.52 });
    const one = await alice.put(`${url()}${res.body.id}/`, trip({ round_trip: false, mileage: 61.73 }));
    expect(one.body).toMatchObject({ place: 'Lyon', mileage: 61.73, total: 39.26 });
  });

  it('keeps the figure of a trip saved before the rule until it is saved again', async () => {
    const res = await alice.post(url(), trip({ round_trip: true, mileage: 50 }));
    // A round trip of 80 km saved as typed, before issue 25.
    await ctx.db
      .update(travelExpenses)
      .set({ mileage_hundredths: 8000, total_cents: 5088 })
      .where(eq(travelExpenses.id, res.body.id));
    expect((await alice.get(`${url()}${res.body.id}/`)).body).toMatchObject({ mileage: 80, total: 50.88 });
  });

  it("keeps the rate a line was saved with when the vehicle's rate changes, until the line is saved again", async () => {
    const [vehicle] = await ctx.db
      .insert(typesOfVehicle)
      .values({ company_id: refs.companyId, name: 'Utilitaire', short_name: 'V', rate_millis: 500 })
      .returning();
    const saved = await alice.post(url(), trip({ type_of_vehicle: vehicle!.id, mileage: 10 }));
    expect(saved.body.total).toBe(5);
    await ctx.db.update(typesOfVehicle).set({ rate_millis: 700 }).where(eq(typesOfVehicle.id, vehicle!.id));
    expect((await alice.get(`${url()}${saved.body.id}/`)).body.total).toBe(5);
    const resaved = await alice.put(`${url()}${saved.body.id}/`, trip({ type_of_vehicle: vehicle!.id, mileage: 10 }));
    expect(resaved.body).toMatchObject({ mileage_rate: 0.7, total: 7 });
  });

  it('allows a date before the claim month (the form only warns)', async () => {
    const res = await alice.post(url(), trip({ date: '2024-05-28' }));
    expect(res.status).toBe(201);
  });

  it('refuses missing fields: "Please fill all the fields not marked as \'Optionnal\'."', async () => {
    const res = await alice.post(url(), { place: 'Lyon' });
    expect(res.status).toBe(400);
    const codes = codesOf(res.body);
    for (const field of ['date', 'mileage', 'customer', 'type_of_vehicle']) {
      expect(codes[field]).toEqual(['expense.fieldsRequired']);
    }
    expect(JSON.stringify(res.body)).toContain("Please fill all the fields not marked as 'Optionnal'.");
  });

  it('asks for the place: "You must indicate a place"', async () => {
    for (const place of [undefined, '', '   ']) {
      const res = await alice.post(url(), trip({ place }));
      expect(res.status).toBe(400);
      expect(codesOf(res.body).place).toEqual(['expense.placeRequired']);
    }
  });

  it('refuses a negative mileage or one with 3 decimals', async () => {
    for (const mileage of [-1, 1.234]) {
      const res = await alice.post(url(), trip({ mileage }));
      expect(res.status).toBe(400);
      expect(codesOf(res.body).mileage).toEqual(['expense.mileageInvalid']);
    }
  });

  it("refuses another company's vehicle and customer", async () => {
    const globex = await referencesOf(ctx, 'globex-user');
    const vehicle = await alice.post(url(), trip({ type_of_vehicle: globex.vehicles[0]!.id }));
    expect(codesOf(vehicle.body).type_of_vehicle).toEqual(['expense.vehicleUnknown']);
    const customer = await alice.post(url(), trip({ customer: globex.customer }));
    expect(codesOf(customer.body).customer).toEqual(['expense.customerUnknown']);
  });

  it('deletes a travel expense', async () => {
    const res = await alice.post(url(), trip());
    expect((await alice.delete(`${url()}${res.body.id}/`)).status).toBe(204);
    expect((await alice.get(`${url()}${res.body.id}/`)).status).toBe(404);
  });

  it('lists them paged, in date order', async () => {
    const first = await alice.post(url(), trip({ date: '2024-05-01' }));
    const page = await alice.get(`${url()}?limit=1`);
    expect(page.body.results).toEqual([first.body]);
    expect(page.body.count).toBeGreaterThan(1);
  });
});

describe('who reads and writes travel expenses', () => {
  let line = 0;
  beforeAll(async () => {
    line = (await alice.post(url(), trip())).body.id;
  });

  it('validators read, never write (403)', async () => {
    const manager = await ctx.as('manager');
    expect((await manager.get(`${url()}${line}/`)).status).toBe(200);
    expect((await manager.post(url(), trip())).status).toBe(403);
    expect((await manager.put(`${url()}${line}/`, trip())).status).toBe(403);
    expect((await manager.delete(`${url()}${line}/`)).status).toBe(403);
  });

  it('a colleague and another company get 404', async () => {
    for (const username of ['bob', 'globex-admin']) {
      const other = await ctx.as(username);
      expect((await other.get(url())).status).toBe(404);
      expect((await other.post(url(), {})).status).toBe(404);
      expect((await other.put(`${url()}${line}/`, {})).status).toBe(404);
    }
  });

  it('a sent claim answers 409', async () => {
    const sent = await claimOf(ctx, 'alice', '2024-07');
    const created = await alice.post(`/api/expense-claim/${sent}/travel/`, trip());
    await setClaimStatus(ctx, sent, 'accepted');
    expect((await alice.post(`/api/expense-claim/${sent}/travel/`, trip())).status).toBe(409);
    expect((await alice.put(`/api/expense-claim/${sent}/travel/${created.body.id}/`, trip())).status).toBe(409);
    expect((await alice.delete(`/api/expense-claim/${sent}/travel/${created.body.id}/`)).status).toBe(409);
  });
});
