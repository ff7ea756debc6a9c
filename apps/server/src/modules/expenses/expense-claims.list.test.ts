import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { runStatement } from '../../db/statements';
import { users } from '../users/users.tables';
import { addReceipt, addTravel, claimOf } from './expense-claims.test-helpers';
import { expenseClaims } from './expenses.tables';

/**
 * The list (filters, ordering by the totals, paging in SQL) and the detail (receipts, travels, recap by rate) of
 * expense claims. The months of 2019 are these tests' own.
 */
const ctx = useTestApp();
let alice: TestClient;
let bob: TestClient;
let claire: TestClient;
let compta: TestClient;
const ids: Record<string, number> = {};
beforeAll(async () => {
  alice = await ctx.as('alice');
  bob = await ctx.as('bob');
  claire = await ctx.as('claire');
  compta = await ctx.as('compta');
  // March 2019: Alice 10 € of receipts + 5 € transport (15 €), Bob 40 € of travels (40 €), Claire 25 € (25 €), sent.
  ids.alice = await claimOf(alice, '2019-03', 2);
  await addReceipt(ctx, ids.alice, 1000);
  await alice.patch(`/api/expense-claim/${ids.alice}/`, { transport_cost: 5 });
  ids.bob = await claimOf(bob, '2019-03', 20);
  await addTravel(ctx, ids.bob, 4000);
  ids.claire = await claimOf(claire, '2019-03');
  await addReceipt(ctx, ids.claire, 2500);
  await claire.patch(`/api/expense-claim/${ids.claire}/`, { status: 'submitted' });
  await ctx.db.update(users).set({ employee_number: 'E-0042' }).where(eq(users.username, 'bob'));
});

const list = async (client: TestClient, query: string) => {
  const res = await client.get(`/api/expense-claim/?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { count: number; results: Record<string, any>[] };
};
const order = async (query: string) =>
  (await list(compta, `for_month=2019-03&${query}`)).results.map((c) => c.owner_object.first_name);

describe('GET expense-claim/ (the back office’s list)', () => {
  it('gives each claim its totals in euros and the submit date of a sent one', async () => {
    const { results } = await list(compta, 'for_month=2019-03&ordering=owner');
    expect(results.map((c) => [c.owner_object.last_name, c.invoices_total, c.transport_cost, c.total])).toEqual([
      ['Durand', 40, 0, 40],
      ['Martin', 10, 5, 15],
      ['Petit', 25, 0, 25],
    ]);
    const sent = results.find((c) => c.id === ids.claire)!;
    expect(Date.now() - Date.parse(sent.submit_date)).toBeLessThan(60_000);
    expect(results.find((c) => c.id === ids.alice)!.submit_date).toBeNull();
  });

  it('sorts by the totals, the meals, the transport cost and the owner, both ways', async () => {
    expect(await order('ordering=total')).toEqual(['Alice', 'Claire', 'Bob']);
    expect(await order('ordering=-total')).toEqual(['Bob', 'Claire', 'Alice']);
    expect(await order('ordering=invoices_total')).toEqual(['Alice', 'Claire', 'Bob']);
    // A full page by total: its page from the kept sums, the month's count apart (the claims alone, or by their owner).
    const top = await list(compta, 'for_month=2019-03&ordering=-total&limit=1');
    expect([top.results.map((c) => c.owner_object.first_name), top.count]).toEqual([['Bob'], 3]);
    const named = await list(compta, 'for_month=2019-03&keyword=e&ordering=-total&limit=1');
    expect(named.count).toBe((await list(compta, 'for_month=2019-03&keyword=e')).count);
    expect(await order('ordering=-number_meals')).toEqual(['Bob', 'Alice', 'Claire']);
    expect(await order('ordering=-transport_cost,owner')).toEqual(['Alice', 'Bob', 'Claire']);
    expect(await order('ordering=-owner')).toEqual(['Claire', 'Alice', 'Bob']);
    const unknown = await compta.get('/api/expense-claim/?ordering=password');
    expect(unknown.status).toBe(400);
  });

  it('filters on statuses, names, employee number, keyword, year and owner', async () => {
    expect(await order('status=submitted')).toEqual(['Claire']);
    expect(await order('status=draft,submitted&ordering=owner')).toEqual(['Bob', 'Alice', 'Claire']);
    expect(await order('names=MART')).toEqual(['Alice']);
    expect(await order('employee_number=E-0042')).toEqual(['Bob']);
    expect(await order('keyword=E-0042')).toEqual(['Bob']);
    expect(await order('keyword=petit')).toEqual(['Claire']);
    expect(await order('search=claire')).toEqual(['Claire']);
    expect((await list(alice, 'owner=me&year=2019')).results.map((c) => c.id)).toEqual([ids.alice]);
    expect((await list(alice, 'date=2019-04')).count).toBe(0);
    expect((await compta.get('/api/expense-claim/?status=lost')).status).toBe(400);
  });

  it('pages in SQL and counts the whole list', async () => {
    const first = await list(compta, 'for_month=2019-03&ordering=owner&limit=2');
    expect(first.count).toBe(3);
    expect(first.results.map((c) => c.owner_object.first_name)).toEqual(['Bob', 'Alice']);
    const second = await list(compta, 'for_month=2019-03&ordering=owner&limit=2&offset=2');
    expect(second).toMatchObject({ count: 3, results: [{ id: ids.claire }] });
  });
});

describe('GET expense-claim/{id}/ (the detail)', () => {
  it('carries the receipts with their tax lines, the travel expenses and the recap by rate', async () => {
    const id = await claimOf(alice, '2019-05', 3);
    await addReceipt(ctx, id, 1200, 2000);
    await addReceipt(ctx, id, 2400, 2000);
    await addReceipt(ctx, id, 1055, 550);
    await addTravel(ctx, id, 3030);
    const res = await alice.get(`/api/expense-claim/${id}/`);
    expect(res.status).toBe(200);
    expect(res.body.invoices).toHaveLength(3);
    expect(res.body.invoices[0].invoicetax_set).toHaveLength(1);
    expect(res.body.travels).toHaveLength(1);
    expect(res.body).toMatchObject({ receipts_total: 46.55, travels_total: 30.3, total: 76.85, days_in_month: 31 });
    expect(res.body.recap).toEqual([
      { tax_value: 5.5, TF: 10, VAT: 0.55, total: 10.55 },
      { tax_value: 20, TF: 30, VAT: 6, total: 36 },
    ]);
    // His validator reads it whole; a colleague does not learn it exists.
    expect((await (await ctx.as('manager')).get(`/api/expense-claim/${id}/`)).body.recap).toHaveLength(2);
    expect((await bob.get(`/api/expense-claim/${id}/`)).status).toBe(404);
    expect((await alice.get('/api/expense-claim/999999/')).status).toBe(404);
  });

  it('is 404 for a claim of another company, before anything else', async () => {
    const [row] = await ctx.db.select({ id: expenseClaims.id }).from(expenseClaims).limit(1);
    const globex = await ctx.as('globex-user');
    expect((await globex.get(`/api/expense-claim/${row!.id}/`)).status).toBe(404);
    expect((await globex.get(`/api/expense-claim/${row!.id}/history/`)).status).toBe(404);
  });
});

describe('the indexes behind the list', () => {
  it('lead with the columns each filter and each subquery reads', async () => {
    const rows = await runStatement<{ indexdef: string }>(
      ctx.db,
      `SELECT indexdef FROM pg_indexes WHERE tablename IN
        ('expense_claims', 'expense_claim_history', 'invoices', 'travel_expenses')`,
      [],
    );
    const defs = rows.map((r) => r.indexdef.replace(/"/g, ''));
    const leads = (table: string, columns: string) =>
      defs.some((d) => d.includes(` ON public.${table} USING btree (${columns}`));
    // A company's month and status (the back office, the exports), or a year's range of it.
    expect(leads('expense_claims', 'company_id, month, status')).toBe(true);
    // owner=me with a year or a month (the year's home), and the one claim per month.
    expect(leads('expense_claims', 'owner_id, month')).toBe(true);
    // The totals and the submit date of each row.
    expect(leads('invoices', 'expense_claim_id')).toBe(true);
    expect(leads('travel_expenses', 'expense_claim_id')).toBe(true);
    expect(leads('expense_claim_history', 'expense_claim_id')).toBe(true);
  });
});
