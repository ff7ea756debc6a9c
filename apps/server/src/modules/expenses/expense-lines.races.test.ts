import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient, TestResponse } from '../../../test/client';
import { customers } from '../projects/projects.tables';
import { taxRates, typesOfExpense, typesOfVehicle } from '../reference/reference.tables';
import { claimOf, hotelReceipt, referencesOf } from './expense-lines.test-helpers';
import { expenseClaims, invoices, invoiceTaxes, travelExpenses } from './expenses.tables';

/**
 * Races on a claim's lines (issue 12): 20 browsers at once. A line never lands on a claim that was sent, and a type,
 * vehicle or customer is never deleted while a line names it (nor a line saved on one deleted: 400, never a 500).
 * On PGlite transactions already run one at a time; the file earns its keep on PostgreSQL
 * (bash scripts/with-postgres.sh, and TEST_DATABASE_URL in CI).
 */
const ctx = useTestApp();
const N = 20;
const alices: TestClient[] = [];
const admins: TestClient[] = [];
let refs: Awaited<ReturnType<typeof referencesOf>>;

beforeAll(async () => {
  for (let i = 0; i < N; i++) alices.push(await ctx.as('alice'));
  for (let i = 0; i < N / 2; i++) admins.push(await ctx.as('admin'));
  refs = await referencesOf(ctx, 'alice');
});

const statuses = (responses: TestResponse[]) => [...new Set(responses.map((r) => r.status))].sort();

describe('lines against the send', () => {
  it('20 receipts added while the owner sends: the ones saved were saved before the send, none after', async () => {
    const month = '2023-02';
    const claim = await claimOf(ctx, 'alice', month);
    // A meal, so that the claim is never empty (which a send refuses) whichever request comes first.
    await ctx.db.update(expenseClaims).set({ number_meals: 1 }).where(eq(expenseClaims.id, claim));
    const responses = await Promise.all(
      alices.map((b, i) =>
        i === N / 2
          ? b.patch(`/api/expense-claim/${claim}/`, { status: 'submitted' })
          : b.post(`/api/expense-claim/${claim}/invoice/`, hotelReceipt(refs, month, 10 + i)),
      ),
    );
    const send = responses[N / 2]!;
    expect(send.status).toBe(200);
    const adds = responses.filter((_, i) => i !== N / 2);
    expect(statuses(adds).every((s) => s === 201 || s === 409)).toBe(true);
    const saved = await ctx.db.select().from(invoices).where(eq(invoices.expense_claim_id, claim));
    // Every 201 is a row, every 409 is none; and each row was written before the claim's send (its lock).
    expect(saved.length).toBe(adds.filter((r) => r.status === 201).length);
    const [row] = await ctx.db.select().from(expenseClaims).where(eq(expenseClaims.id, claim));
    expect(row!.status).toBe('submitted');
    // The sent claim's total is what the detail says, whatever came first.
    const detail = await alices[0]!.get(`/api/expense-claim/${claim}/`);
    expect(detail.body.invoices).toHaveLength(saved.length);
  });
});

/**
 * Half the browsers delete a reference row while the other half save lines that name it: every answer is a clear
 * one, each 201 is a line, and a row still there was never answered 204 (nor a line saved on a row gone).
 */
async function deleteWhileSaving(
  deleteUrl: string,
  save: (browser: TestClient) => Promise<TestResponse>,
  after: { left: () => Promise<unknown>; saved: () => Promise<unknown[]> },
) {
  const responses = await Promise.all(alices.map((b, i) => (i % 2 ? admins[(i - 1) / 2]!.delete(deleteUrl) : save(b))));
  expect(statuses(responses).every((s) => [201, 204, 400, 404, 409].includes(s))).toBe(true);
  const left = await after.left();
  const saved = await after.saved();
  expect(saved.length).toBe(responses.filter((r, i) => i % 2 === 0 && r.status === 201).length);
  if (!left) expect(saved).toEqual([]);
  else expect(responses.some((r, i) => i % 2 === 1 && r.status === 204)).toBe(false);
}

describe('deleting what lines name', () => {
  it('a type of expense deleted while receipts are saved on it', async () => {
    const [type] = await ctx.db
      .insert(typesOfExpense)
      .values({ company_id: refs.companyId, label: 'Séminaire' })
      .returning();
    const claim = await claimOf(ctx, 'alice', '2023-03');
    await deleteWhileSaving(
      `/api/typeOfExpense/${type!.id}/`,
      (b) =>
        b.post(`/api/expense-claim/${claim}/invoice/`, { ...hotelReceipt(refs, '2023-03'), type_of_expense: type!.id }),
      {
        left: async () => (await ctx.db.select().from(typesOfExpense).where(eq(typesOfExpense.id, type!.id)))[0],
        saved: () => ctx.db.select().from(invoices).where(eq(invoices.type_of_expense_id, type!.id)),
      },
    );
  });

  it('a vehicle deleted while travel expenses are saved with it', async () => {
    const [vehicle] = await ctx.db
      .insert(typesOfVehicle)
      .values({ company_id: refs.companyId, name: 'Voiture de location', short_name: 'V', rate_millis: 450 })
      .returning();
    const claim = await claimOf(ctx, 'alice', '2023-04');
    await deleteWhileSaving(
      `/api/typeOfVehicle/${vehicle!.id}/`,
      (b) =>
        b.post(`/api/expense-claim/${claim}/travel/`, {
          date: '2023-04-04',
          place: 'Nantes',
          mileage: 12,
          customer: refs.customer,
          type_of_vehicle: vehicle!.id,
        }),
      {
        left: async () => (await ctx.db.select().from(typesOfVehicle).where(eq(typesOfVehicle.id, vehicle!.id)))[0],
        saved: () => ctx.db.select().from(travelExpenses).where(eq(travelExpenses.type_of_vehicle_id, vehicle!.id)),
      },
    );
  });

  it('a customer deleted while receipts name it', async () => {
    const [customer] = await ctx.db
      .insert(customers)
      .values({ company_id: refs.companyId, name: 'Client éphémère' })
      .returning();
    const claim = await claimOf(ctx, 'alice', '2023-05');
    await deleteWhileSaving(
      `/api/customer/${customer!.id}/`,
      (b) =>
        b.post(`/api/expense-claim/${claim}/invoice/`, { ...hotelReceipt(refs, '2023-05'), customer: customer!.id }),
      {
        left: async () => (await ctx.db.select().from(customers).where(eq(customers.id, customer!.id)))[0],
        saved: () => ctx.db.select().from(invoices).where(eq(invoices.customer_id, customer!.id)),
      },
    );
  });

  it('a VAT rate deleted while receipts take it', async () => {
    const [rate] = await ctx.db.insert(taxRates).values({ company_id: refs.companyId, value: 8 }).returning();
    const claim = await claimOf(ctx, 'alice', '2023-06');
    await deleteWhileSaving(
      `/api/tax/${rate!.id}/`,
      (b) =>
        b.post(`/api/expense-claim/${claim}/invoice/`, {
          ...hotelReceipt(refs, '2023-06'),
          invoicetax_set: [{ tax: rate!.id }],
        }),
      {
        left: async () => (await ctx.db.select().from(taxRates).where(eq(taxRates.id, rate!.id)))[0],
        saved: () => ctx.db.select().from(invoiceTaxes).where(eq(invoiceTaxes.tax_id, rate!.id)),
      },
    );
  });
});

describe('adding VAT rates', () => {
  it('20 adds of one value at once: one rate, the others refused on the value', async () => {
    const responses = await Promise.all(admins.concat(admins).map((b) => b.post('/api/tax/', { value: 9.2 })));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 400)).toHaveLength(N - 1);
    const rows = await ctx.db.select().from(taxRates).where(eq(taxRates.value, 9.2));
    expect(rows).toHaveLength(1);
  });
});
