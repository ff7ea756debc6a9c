import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { racingBrowsers, tally } from '../../../test/races';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { users } from '../users/users.tables';
import { claimOf } from './expense-claims.test-helpers';
import { expenseClaimHistory, expenseClaims } from './expenses.tables';

/**
 * Races (issue 12): 20 attempts at once, each from its own signed-in browser. One claim per owner and month (the unique
 * index), and a status change that one request wins. On PGlite transactions already run one at a time; the file earns
 * its keep on PostgreSQL (bash scripts/with-postgres.sh, and TEST_DATABASE_URL in CI).
 */
const ctx = useTestApp();
const N = 20;
const all = racingBrowsers(ctx, { alice: N, compta: N });

const historyOf = (id: number) =>
  ctx.db.select().from(expenseClaimHistory).where(eq(expenseClaimHistory.expense_claim_id, id));

describe('one claim per owner and month', () => {
  it('makes one claim of 20 racing POSTs of the same month: one 201, the others 409 expense.claimExists', async () => {
    const results = await Promise.all(all('alice').map((c) => c.post('/api/expense-claim/', { date: '2019-03-14' })));
    expect(tally(results)).toEqual({ 201: 1, 409: N - 1 });
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.code).toBe('expense.claimExists');
    const [alice] = await ctx.db.select().from(users).where(eq(users.username, 'alice'));
    const rows = await ctx.db
      .select()
      .from(expenseClaims)
      .where(and(eq(expenseClaims.owner_id, alice!.id), eq(expenseClaims.month, '2019-03-01')));
    expect(rows).toHaveLength(1);
    // The losers left nothing behind: one creation entry.
    expect(await historyOf(rows[0]!.id)).toHaveLength(1);
  });
});

describe('status changes racing', () => {
  it('sends once of 20 racing sends: one history entry, one mail', async () => {
    const id = await claimOf(all('alice')[0]!, '2019-04', 1);
    const results = await Promise.all(
      all('alice').map((c) => c.patch(`/api/expense-claim/${id}/`, { status: 'submitted' })),
    );
    expect(tally(results)).toEqual({ 200: 1, 409: N - 1 });
    expect((await historyOf(id)).filter((h) => h.change_message.status === 'submitted')).toHaveLength(1);
    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.text.includes(`/expenses/${id}`))).toHaveLength(1);
  });

  it('unlocks once of 20 racing unlocks by accounting', async () => {
    const id = await claimOf(all('alice')[0]!, '2019-05', 1);
    await all('alice')[0]!.patch(`/api/expense-claim/${id}/`, { status: 'submitted' });
    const results = await Promise.all(
      all('compta').map((c) => c.patch(`/api/expense-claim/${id}/`, { status: 'draft' })),
    );
    expect(tally(results)).toEqual({ 200: 1, 409: N - 1 });
    const [row] = await ctx.db.select().from(expenseClaims).where(eq(expenseClaims.id, id));
    expect(row!.status).toBe('draft');
    expect((await historyOf(id)).filter((h) => h.change_message.status === 'draft')).toHaveLength(2);
  });

  it('ends 20 racing PATCHes (10 sends against 10 transport costs) with the cost written only while draft', async () => {
    const id = await claimOf(all('alice')[0]!, '2019-06', 1);
    const results = await Promise.all(
      all('alice').map((c, i) =>
        c.patch(`/api/expense-claim/${id}/`, i % 2 === 0 ? { status: 'submitted' } : { transport_cost: 30 + i }),
      ),
    );
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(results.filter((r, i) => i % 2 === 0 && r.status === 200)).toHaveLength(1);
    const [row] = await ctx.db.select().from(expenseClaims).where(eq(expenseClaims.id, id));
    expect(row!.status).toBe('submitted');
    // Each cost that succeeded ran before the send: the history has no change after it.
    const entries = (await historyOf(id)).sort((a, b) => a.id - b.id);
    expect(entries.at(-1)!.change_message).toEqual({ status: 'submitted' });
  });
});
