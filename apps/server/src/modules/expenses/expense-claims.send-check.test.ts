import { EXPENSE_MESSAGES as M } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { claimOf, hotelReceipt, PDF, referencesOf, upload } from './expense-lines.test-helpers';
import { expenseClaims } from './expenses.tables';

/**
 * Guards before sending a claim (issue 25): an empty claim is refused with its message; the send's confirmation reads
 * the total and the warnings (receipts without a file, outside the month, the same receipt on another claim of the
 * owner's), which never block. Months before 2020 hold no demo claim.
 */
const ctx = useTestApp();
let alice: TestClient;
let bob: TestClient;
let refs: Awaited<ReturnType<typeof referencesOf>>;
beforeAll(async () => {
  alice = await ctx.as('alice');
  bob = await ctx.as('bob');
  refs = await referencesOf(ctx, 'alice');
});

const check = (client: TestClient, claim: number) => client.get(`/api/expense-claim/${claim}/send-check/`);
const send = (claim: number) => alice.patch(`/api/expense-claim/${claim}/`, { status: 'submitted' });
const receipt = (claim: number, body: Parameters<TestClient['post']>[1]) =>
  alice.post(`/api/expense-claim/${claim}/invoice/`, body);

describe('an empty claim', () => {
  it('is not sent (400 expense.claimEmpty, still a draft) and the check says it is empty', async () => {
    const claim = await claimOf(ctx, 'alice', '2017-01');
    expect((await check(alice, claim)).body).toEqual({
      total: 0,
      empty: true,
      without_attachment: [],
      outside_month: [],
      duplicates: [],
    });
    const res = await send(claim);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'expense.claimEmpty', detail: M.claimEmpty });
    expect((await alice.get(`/api/expense-claim/${claim}/`)).body.status).toBe('draft');
  });

  it('is sendable with only meals, or only the transport cost', async () => {
    const meals = await claimOf(ctx, 'alice', '2017-02');
    await alice.put(`/api/expense-claim/${meals}/`, { number_meals: 4 });
    expect((await check(alice, meals)).body.empty).toBe(false);
    expect((await send(meals)).status).toBe(200);

    const pass = await claimOf(ctx, 'alice', '2017-03');
    await alice.patch(`/api/expense-claim/${pass}/`, { transport_cost: 37.6 });
    expect((await check(alice, pass)).body).toMatchObject({ total: 37.6, empty: false });
    expect((await send(pass)).status).toBe(200);
  });
});

describe('the warnings before sending', () => {
  it('names receipts without a file, outside the month, and on another claim; the send still goes', async () => {
    const january = await claimOf(ctx, 'alice', '2018-01');
    const february = await claimOf(ctx, 'alice', '2018-02');
    // The same hotel night on both claims (the seller typed differently), and once with a file.
    const first = (await receipt(january, { ...hotelReceipt(refs, '2018-01'), seller: 'Hôtel du Port' })).body;
    const again = (await receipt(february, { ...hotelReceipt(refs, '2018-01'), seller: '  hôtel  du port ' })).body;
    const filed = (await receipt(february, hotelReceipt(refs, '2018-02', 80))).body;
    expect(
      (await upload(alice, `/api/expense-claim/${february}/invoice/${filed.id}/attachment/`, PDF, 'a.pdf')).status,
    ).toBe(201);

    const res = await check(alice, february);
    expect(res.status).toBe(200);
    const warned = { id: again.id, date: '2018-01-12', seller: 'hôtel  du port', total: 120 };
    expect(res.body).toEqual({
      total: 200,
      empty: false,
      without_attachment: [warned],
      outside_month: [warned],
      duplicates: [{ ...warned, other_claim: january, other_month: '2018-01-01' }],
    });
    // And the other way round: January's receipt is on February's claim too.
    expect((await check(alice, january)).body.duplicates).toEqual([
      expect.objectContaining({ id: first.id, other_claim: february, other_month: '2018-02-01' }),
    ]);
    expect((await send(february)).status).toBe(200);
  });

  it("leaves out a refused claim's receipts and another person's", async () => {
    const march = await claimOf(ctx, 'alice', '2018-03');
    const refused = await claimOf(ctx, 'alice', '2018-04', 'refused');
    const bobs = await claimOf(ctx, 'bob', '2018-03');
    const bobRefs = await referencesOf(ctx, 'bob');
    await receipt(march, hotelReceipt(refs, '2018-03'));
    await ctx.db.execute(
      // The refused claim cannot take a line through the API any more: copy March's receipt into it.
      `INSERT INTO invoices (company_id, expense_claim_id, date, type_of_expense_id, seller, customer_id, total_cents)
       SELECT company_id, ${refused}, date, type_of_expense_id, seller, customer_id, total_cents
       FROM invoices WHERE expense_claim_id = ${march}`,
    );
    await bob.post(`/api/expense-claim/${bobs}/invoice/`, hotelReceipt(bobRefs, '2018-03'));
    expect((await check(alice, march)).body.duplicates).toEqual([]);
  });

  it('names a receipt once per other claim, however many times that claim holds it', async () => {
    const june = await claimOf(ctx, 'alice', '2018-06');
    const july = await claimOf(ctx, 'alice', '2018-07');
    const mine = (await receipt(july, hotelReceipt(refs, '2018-06'))).body;
    // June holds the same night twice (typed twice): July's receipt is still on one other claim.
    await receipt(june, hotelReceipt(refs, '2018-06'));
    await receipt(june, hotelReceipt(refs, '2018-06'));
    expect((await check(alice, july)).body.duplicates).toEqual([
      expect.objectContaining({ id: mine.id, other_claim: june, other_month: '2018-06-01' }),
    ]);
  });

  it("is 404 on another company's claim and for a colleague who does not validate", async () => {
    const claim = await claimOf(ctx, 'alice', '2018-05');
    expect((await check(bob, claim)).status).toBe(404);
  });
});

describe('the same receipt file on two claims (issue 25)', () => {
  const attach = (claim: number, invoice: number, bytes: Buffer) =>
    upload(alice, `/api/expense-claim/${claim}/invoice/${invoice}/attachment/`, bytes, 'ticket.pdf');
  /** A PDF of its own: the other tests' claims hold files too. */
  const ticket = (name: string) => Buffer.from(`%PDF-1.4\n% ${name}\ntrailer<<>>\n%%EOF\n`);

  it('warns when a receipt’s file has the bytes of a receipt’s file on another claim, whatever was typed', async () => {
    const august = await claimOf(ctx, 'alice', '2018-08');
    const september = await claimOf(ctx, 'alice', '2018-09');
    const taxi = (await receipt(august, { ...hotelReceipt(refs, '2018-08', 35), seller: 'Taxi G7' })).body;
    const hotel = (await receipt(september, hotelReceipt(refs, '2018-09', 90))).body;
    const other = (await receipt(september, hotelReceipt(refs, '2018-09', 60))).body;
    expect((await attach(august, taxi.id, ticket('taxi'))).status).toBe(201);
    expect((await attach(september, hotel.id, ticket('taxi'))).status).toBe(201);
    expect((await attach(september, other.id, ticket('hotel'))).status).toBe(201);
    expect((await check(alice, september)).body.duplicates).toEqual([
      {
        id: hotel.id,
        date: '2018-09-12',
        seller: 'Hôtel du Port',
        total: 90,
        other_claim: august,
        other_month: '2018-08-01',
      },
    ]);
  });

  it("leaves out a refused claim's files and another person's", async () => {
    const october = await claimOf(ctx, 'alice', '2018-10');
    const refused = await claimOf(ctx, 'alice', '2018-11');
    const shared = ticket('moved or lent');
    const mine = (await receipt(october, hotelReceipt(refs, '2018-10'))).body;
    await attach(october, mine.id, shared);
    const old = (await receipt(refused, hotelReceipt(refs, '2018-11', 42))).body;
    await attach(refused, old.id, shared);
    // Refused once its file is attached (a refused claim takes no file through the API).
    await ctx.db.update(expenseClaims).set({ status: 'refused' }).where(eq(expenseClaims.id, refused));
    const bobRefs = await referencesOf(ctx, 'bob');
    const bobs = await claimOf(ctx, 'bob', '2018-10');
    const his = (await bob.post(`/api/expense-claim/${bobs}/invoice/`, hotelReceipt(bobRefs, '2018-10', 55))).body;
    expect(
      (await upload(bob, `/api/expense-claim/${bobs}/invoice/${his.id}/attachment/`, shared, 'b.pdf')).status,
    ).toBe(201);
    expect((await check(alice, october)).body.duplicates).toEqual([]);
  });
});
