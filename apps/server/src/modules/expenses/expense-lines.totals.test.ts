import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { claimOf, hotelReceipt, referencesOf } from './expense-lines.test-helpers';
import { expenseClaims } from './expenses.tables';

/**
 * Property-ish, over HTTP: whatever receipts and travel expenses are saved (random amounts, rates, km, vehicles), the
 * claim detail's total is the sum of its lines plus its transport cost to the cent, the lists say the same, and the
 * recap by rate adds up to the receipts.
 */
const ctx = useTestApp();
let alice: TestClient;
let refs: Awaited<ReturnType<typeof referencesOf>>;

beforeAll(async () => {
  alice = await ctx.as('alice');
  refs = await referencesOf(ctx, 'alice');
});

const cents = (euros: number) => Math.round(euros * 100);
const euros2 = (max: number) => fc.integer({ min: 1, max: max * 100 }).map((c) => c / 100);

const receipt = fc.record({
  total: euros2(5000),
  rate: fc.constantFrom(0, 2.1, 5.5, 10, 20, null),
});
const travel = fc.record({ mileage: euros2(2000), vehicle: fc.integer({ min: 0, max: 2 }) });
const claims = fc.record({
  receipts: fc.array(receipt, { maxLength: 6 }),
  travels: fc.array(travel, { maxLength: 6 }),
  transportCost: fc.integer({ min: 0, max: 20_000 }).map((c) => c / 100),
});

describe('a claim total over HTTP', () => {
  it('is the sum of the lines saved plus the transport cost, to the cent', async () => {
    let month = 0;
    await fc.assert(
      fc.asyncProperty(claims, async (claim) => {
        month += 1;
        const ym = `20${16 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
        const id = await claimOf(ctx, 'alice', ym);
        const base = `/api/expense-claim/${id}`;
        for (const r of claim.receipts) {
          const res = await alice.post(`${base}/invoice/`, {
            date: `${ym}-10`,
            type_of_expense: refs.type('Hôtel'),
            seller: 'Hôtel Bellevue',
            customer: refs.customer,
            total: r.total,
            invoicetax_set: r.rate === null ? [] : [{ tax: refs.tax(r.rate) }],
          });
          expect(res.status).toBe(201);
        }
        const travelTotals: number[] = [];
        for (const t of claim.travels) {
          const res = await alice.post(`${base}/travel/`, {
            date: `${ym}-11`,
            place: 'Bordeaux',
            mileage: t.mileage,
            customer: refs.customer,
            type_of_vehicle: refs.vehicles[t.vehicle]!.id,
          });
          expect(res.status).toBe(201);
          // km × rate rounded once to the cent, in integers (hundredths of km × thousandths of € / 1000).
          const expected = Math.round((cents(t.mileage) * refs.vehicles[t.vehicle]!.rate_millis) / 1000);
          expect(cents(res.body.total)).toBe(expected);
          travelTotals.push(expected);
        }
        expect((await alice.patch(`${base}/`, { transport_cost: claim.transportCost })).status).toBe(200);

        const detail = (await alice.get(`${base}/`)).body;
        const receiptsCents = claim.receipts.reduce((s, r) => s + cents(r.total), 0);
        const travelsCents = travelTotals.reduce((s, t) => s + t, 0);
        expect(cents(detail.receipts_total)).toBe(receiptsCents);
        expect(cents(detail.travels_total)).toBe(travelsCents);
        expect(cents(detail.total)).toBe(receiptsCents + travelsCents + cents(claim.transportCost));
        // The lines the detail carries make the same totals, and the recap adds up to the receipts.
        const lineCents = [...detail.invoices, ...detail.travels].reduce((s: number, l: any) => s + cents(l.total), 0);
        expect(lineCents).toBe(receiptsCents + travelsCents);
        const recapCents = detail.recap.reduce((s: number, r: any) => s + cents(r.total), 0);
        expect(recapCents).toBe(receiptsCents);
        for (const row of detail.recap) expect(cents(row.TF) + cents(row.VAT)).toBe(cents(row.total));
        // The year's list shows the same total.
        const list = (await alice.get(`/api/expense-claim/?owner=me&date=${ym}`)).body;
        expect(cents(list.results[0].total)).toBe(cents(detail.total));
      }),
      { numRuns: 15 },
    );
  });

  it('is kept on the claim as its lines are added, changed and deleted: the lists sort by it (issue 30)', async () => {
    const id = await claimOf(ctx, 'alice', '2015-06');
    const base = `/api/expense-claim/${id}`;
    const kept = async () => {
      const [row] = await ctx.db
        .select({ lines_cents: expenseClaims.lines_cents })
        .from(expenseClaims)
        .where(eq(expenseClaims.id, id));
      const detail = (await alice.get(`${base}/`)).body;
      expect(row!.lines_cents).toBe(cents(detail.receipts_total) + cents(detail.travels_total));
      return row!.lines_cents;
    };
    const receipt = await alice.post(`${base}/invoice/`, hotelReceipt(refs, '2015-06', 120));
    expect(await kept()).toBe(12_000);
    const travel = await alice.post(`${base}/travel/`, {
      date: '2015-06-11',
      place: 'Bordeaux',
      mileage: 100,
      customer: refs.customer,
      type_of_vehicle: refs.vehicles[0]!.id,
    });
    expect(await kept()).toBe(12_000 + cents(travel.body.total));
    expect((await alice.put(`${base}/invoice/${receipt.body.id}/`, hotelReceipt(refs, '2015-06', 30))).status).toBe(
      200,
    );
    expect(await kept()).toBe(3_000 + cents(travel.body.total));
    expect((await alice.delete(`${base}/travel/${travel.body.id}/`)).status).toBe(204);
    expect(await kept()).toBe(3_000);
  });
});
