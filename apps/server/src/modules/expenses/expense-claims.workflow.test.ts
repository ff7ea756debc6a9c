import { EXPENSE_MESSAGES as M } from '@staff/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { readsIn } from '../../../test/languages';
import { todayInParis } from '../../platform/clock';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { companies } from '../companies/companies.tables';
import { addReceipt, addTravel, claimOf } from './expense-claims.test-helpers';
import { expenseClaimHistory, expenseClaims } from './expenses.tables';

/**
 * The claim's own routes (issue 12): creating the month, meals and comment, the transport cost, the owner's send with
 * its mail, the history; every rule and message. Months before 2020 hold no demo claim.
 */
const ctx = useTestApp();
let alice: TestClient;
let manager: TestClient;
let bob: TestClient;
beforeAll(async () => {
  alice = await ctx.as('alice');
  manager = await ctx.as('manager');
  bob = await ctx.as('bob');
});

const historyOf = (claimId: number) =>
  ctx.db
    .select()
    .from(expenseClaimHistory)
    .where(eq(expenseClaimHistory.expense_claim_id, claimId))
    .orderBy(asc(expenseClaimHistory.id));

describe('POST expense-claim/', () => {
  it('creates the month of any day of it (201) with its detail and a history entry; a second is 409', async () => {
    const res = await alice.post('/api/expense-claim/', { date: '2016-02-17', number_meals: 3 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      date: '2016-02-01',
      status: 'draft',
      number_meals: 3,
      transport_cost: 0,
      total: 0,
      submit_date: null,
      actions: ['send'],
      editable: true,
      invoices: [],
      travels: [],
      transport_attachments: [],
      recap: [],
      days_in_month: 29,
    });
    expect(res.body.owner_object).toMatchObject({ first_name: 'Alice', last_name: 'Martin' });
    const [entry] = await historyOf(res.body.id);
    expect(entry).toMatchObject({ action_flag: 1, change_message: { status: 'draft', number_meals: 3 } });

    const again = await alice.post('/api/expense-claim/', { date: '2016-02-01' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'expense.claimExists', detail: M.claimExists });
  });

  it('refuses months before 2015 and after December of the current year', async () => {
    const year = Number(todayInParis().slice(0, 4));
    for (const date of ['2014-12-31', `${year + 1}-01-01`]) {
      const res = await alice.post('/api/expense-claim/', { date });
      expect(res.status).toBe(400);
      expect(res.body.fields.date[0]).toBe(M.claimMonthInvalid);
    }
    expect((await alice.post('/api/expense-claim/', { date: '2015-01-01' })).status).toBe(201);
  });

  it('refuses more meals than the month has days, naming them', async () => {
    const res = await alice.post('/api/expense-claim/', { date: '2015-02-01', number_meals: 29 });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('The number of meals must be between 0 and 28');
    expect(res.body.fields.number_meals[0]).toBe('The number of meals must be between 0 and 28');
  });

  it('is refused to whoever declares no expense (a manager validates only), and while the module is off', async () => {
    expect((await manager.post('/api/expense-claim/', { date: '2016-01-01' })).status).toBe(403);
    const [acme] = await ctx.db.select().from(companies).where(eq(companies.hostname, 'localhost'));
    await ctx.db.update(companies).set({ use_expenses_claims: false }).where(eq(companies.id, acme!.id));
    try {
      const res = await alice.post('/api/expense-claim/', { date: '2016-01-01' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('feature_disabled');
      expect((await alice.get('/api/expense-claim/')).status).toBe(403);
    } finally {
      await ctx.db.update(companies).set({ use_expenses_claims: true }).where(eq(companies.id, acme!.id));
    }
  });
});

describe('PUT expense-claim/{id}/ (meals, comment, place)', () => {
  it("saves the owner's meals and comment on a draft, each change in the history", async () => {
    const id = await claimOf(alice, '2016-03');
    const res = await alice.put(`/api/expense-claim/${id}/`, { number_meals: 12, comment: 'Salon à Lyon.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ number_meals: 12, comment: 'Salon à Lyon.' });
    expect((await alice.put(`/api/expense-claim/${id}/`, { comment: '  ' })).body).toMatchObject({
      number_meals: 12,
      comment: null,
    });
    const entries = await historyOf(id);
    expect(entries.map((e) => e.change_message)).toEqual([
      { status: 'draft', number_meals: 0 },
      { number_meals: 12, comment: 'Salon à Lyon.' },
      { comment: null },
    ]);
  });

  it('saves the claim’s place (spec/1 §3), trimmed, blank as none, in the history; longer than 200 is 400', async () => {
    const id = await claimOf(alice, '2016-10');
    const res = await alice.put(`/api/expense-claim/${id}/`, { place: '  Lyon, salon Pollutec ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ place: 'Lyon, salon Pollutec', number_meals: 0, comment: null });
    expect((await alice.get(`/api/expense-claim/${id}/`)).body.place).toBe('Lyon, salon Pollutec');
    // A PUT without it keeps it; a blank one clears it.
    expect((await alice.put(`/api/expense-claim/${id}/`, { number_meals: 2 })).body.place).toBe('Lyon, salon Pollutec');
    expect((await alice.put(`/api/expense-claim/${id}/`, { place: ' ' })).body.place).toBeNull();
    expect((await historyOf(id)).slice(1).map((e) => e.change_message)).toEqual([
      { place: 'Lyon, salon Pollutec' },
      { number_meals: 2 },
      { place: null },
    ]);
    const long = await alice.put(`/api/expense-claim/${id}/`, { place: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.field_codes.place).toEqual([{ code: 'text.tooLong', params: { max: 200 } }]);
    const twoLines = await alice.put(`/api/expense-claim/${id}/`, { place: 'Lyon\nParis' });
    expect(twoLines.status).toBe(400);
    expect((await alice.put(`/api/expense-claim/${id}/`, { place: 'x'.repeat(200) })).status).toBe(200);
  });

  it('refuses meals beyond the days of the claim’s month', async () => {
    const id = await claimOf(alice, '2016-04');
    const res = await alice.put(`/api/expense-claim/${id}/`, { number_meals: 31 });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('The number of meals must be between 0 and 30');
    // Far beyond any month (and the column's smallint): the same message, with this month's days.
    const many = await alice.put(`/api/expense-claim/${id}/`, { number_meals: 40_000 });
    expect(many.body.detail).toBe('The number of meals must be between 0 and 30');
    expect((await alice.put(`/api/expense-claim/${id}/`, { number_meals: 30 })).status).toBe(200);
  });

  it('is 409 expense.notEditable once sent, 403 for a validator, 404 for a colleague and another company', async () => {
    const id = await claimOf(alice, '2016-05', 1);
    expect((await manager.put(`/api/expense-claim/${id}/`, { comment: 'x' })).status).toBe(403);
    expect((await bob.put(`/api/expense-claim/${id}/`, { comment: 'x' })).status).toBe(404);
    const globex = await ctx.as('globex-admin');
    expect((await globex.put(`/api/expense-claim/${id}/`, { comment: 'x' })).status).toBe(404);
    expect((await alice.patch(`/api/expense-claim/${id}/`, { status: 'submitted' })).status).toBe(200);
    const res = await alice.put(`/api/expense-claim/${id}/`, { comment: 'x' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ detail: M.notEditable });
  });
});

describe('PATCH expense-claim/{id}/ {transport_cost}', () => {
  it('sets the month’s transport cost in euros: in the total when above 0, in the history', async () => {
    const id = await claimOf(alice, '2016-06');
    await addReceipt(ctx, id, 2350);
    await addTravel(ctx, id, 6060);
    const res = await alice.patch(`/api/expense-claim/${id}/`, { transport_cost: 75.2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      transport_cost: 75.2,
      receipts_total: 23.5,
      travels_total: 60.6,
      invoices_total: 84.1,
      total: 159.3,
    });
    expect((await historyOf(id)).at(-1)!.change_message).toEqual({ transport_cost: 75.2 });
  });

  it('refuses a negative cost, more than 2 decimals, both fields or neither', async () => {
    const id = await claimOf(alice, '2016-07');
    const cases: [Record<string, unknown>, string][] = [
      [{ transport_cost: -1 }, M.amountNegative],
      [{ transport_cost: 12.345 }, M.amountDecimals],
      [{ transport_cost: 10, status: 'submitted' }, M.patchOneOf],
      [{}, M.patchOneOf],
    ];
    for (const [body, message] of cases) {
      const res = await alice.patch(`/api/expense-claim/${id}/`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const [row] = await ctx.db.select().from(expenseClaims).where(eq(expenseClaims.id, id));
    expect(row).toMatchObject({ status: 'draft', transport_cost_cents: 0 });
  });

  it('is the owner’s on a draft only: 403 for a validator, 409 once sent', async () => {
    const id = await claimOf(alice, '2016-08', 1);
    expect((await manager.patch(`/api/expense-claim/${id}/`, { transport_cost: 10 })).status).toBe(403);
    await alice.patch(`/api/expense-claim/${id}/`, { status: 'submitted' });
    const res = await alice.patch(`/api/expense-claim/${id}/`, { transport_cost: 10 });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(M.notEditable);
  });
});

describe('PATCH expense-claim/{id}/ {status: submitted} (the owner sends)', () => {
  it('submits, dates the send from the history and mails the expense recipients and the owner’s manager', async () => {
    const [acme] = await ctx.db.select().from(companies).where(eq(companies.hostname, 'localhost'));
    await ctx.db
      .update(companies)
      .set({ preferences: { ...acme!.preferences, expense: { recipients_for_validation: 'compta@acme-conseil.fr' } } })
      .where(eq(companies.id, acme!.id));
    // The manager reads English (issue 28): the claim's mail goes in two renderings, one per language.
    const backToFrench = await readsIn(ctx, 'manager', 'en');
    const id = await claimOf(alice, '2016-09', 4);
    await addReceipt(ctx, id, 1250);
    const res = await alice.patch(`/api/expense-claim/${id}/`, { status: 'submitted' });
    await backToFrench();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'submitted', editable: false, actions: [] });
    expect(res.body.submit_date).not.toBeNull();
    expect((await historyOf(id)).at(-1)!.change_message).toEqual({ status: 'submitted' });

    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.company_id, acme!.id));
    const mail = mails.find((m) => m.subject.includes('septembre 2016'))!;
    expect(mail.to).toEqual(['compta@acme-conseil.fr']);
    expect(mail.subject).toContain('Note de frais à valider : Alice Martin, septembre 2016');
    expect(mail.text).toContain('Alice Martin a envoyé sa note de frais de septembre 2016 : 12,50 €, 4 repas.');
    expect(mail.text).toContain(`http://localhost:8000/expenses/${id}`);
    const english = mails.find((m) => m.subject.includes('September 2016'))!;
    expect(english.to).toEqual(['manager@acme-conseil.fr']);
    expect(english.subject).toContain('Expense claim to validate: Alice Martin, September 2016');
    expect(english.text).toContain('Alice Martin sent the expense claim of September 2016: €12.50, 4 meals.');
    expect(english.text).toContain(`http://localhost:8000/expenses/${id}`);
  });

  it('checks the meals again on sending: nothing is sent, no mail queued', async () => {
    const id = await claimOf(alice, '2016-11');
    // A claim saved before a rule tightened, or written by another path: the send is the last gate.
    await ctx.db.update(expenseClaims).set({ number_meals: 31 }).where(eq(expenseClaims.id, id));
    const before = (await ctx.db.select().from(mailOutbox)).length;
    const res = await alice.patch(`/api/expense-claim/${id}/`, { status: 'submitted' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('The number of meals must be between 0 and 30');
    const [row] = await ctx.db
      .select()
      .from(expenseClaims)
      .where(and(eq(expenseClaims.id, id)));
    expect(row!.status).toBe('draft');
    expect((await ctx.db.select().from(mailOutbox)).length).toBe(before);
    expect(await historyOf(id)).toHaveLength(1);
  });

  it('is not a validator’s (403) and not from submitted (409 expense.statusForbidden)', async () => {
    const id = await claimOf(alice, '2016-12', 1);
    expect((await manager.patch(`/api/expense-claim/${id}/`, { status: 'submitted' })).status).toBe(403);
    await alice.patch(`/api/expense-claim/${id}/`, { status: 'submitted' });
    const again = await alice.patch(`/api/expense-claim/${id}/`, { status: 'submitted' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ detail: M.statusForbidden });
  });
});

describe('GET expense-claim/{id}/history/', () => {
  it('lists the creation and each change with who made it, for the owner and his validator only', async () => {
    const id = await claimOf(alice, '2017-01', 1);
    await alice.patch(`/api/expense-claim/${id}/`, { status: 'submitted' });
    await manager.patch(`/api/expense-claim/${id}/`, { status: 'accepted' });
    for (const client of [alice, manager]) {
      const res = await client.get<any[]>(`/api/expense-claim/${id}/history/`);
      expect(res.status).toBe(200);
      expect(res.body.map((e) => [e.user.username, e.action_flag, e.change_message.status])).toEqual([
        ['alice', 1, 'draft'],
        ['alice', 2, 'submitted'],
        ['manager', 2, 'accepted'],
      ]);
    }
    expect((await bob.get(`/api/expense-claim/${id}/history/`)).status).toBe(404);
  });
});
