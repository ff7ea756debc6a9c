import { EXPENSE_MESSAGES as M } from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { claimOf } from './expense-claims.test-helpers';
import { expenseClaimHistory } from './expenses.tables';

/**
 * Who may do what to a claim (spec/3 §4, §6): accounting, hr and the administrator decide on every claim of the
 * company, a manager on his services' members only; nobody on their own claim; a collaborator sees only his; another
 * company's claim is 404. Each year of these tests is its own, so that no test sees another's claims.
 */
const ctx = useTestApp();
let alice: TestClient;
beforeAll(async () => {
  alice = await ctx.as('alice');
});

const patch = (client: TestClient, id: number, status: string) => client.patch(`/api/expense-claim/${id}/`, { status });

describe('the back office’s five actions, by role', () => {
  // Every action once, each from a status the table offers it for; Alice is in the manager's service.
  const WALK: [string, string][] = [
    ['suspended', 'suspend'],
    ['payed', 'pay'],
    ['refused', 'refuse'],
    ['accepted', 'accept'],
    ['draft', 'unlock'],
  ];

  it.each([['compta'], ['rh'], ['admin'], ['manager']])(
    '%s walks suspend, pay, refuse, accept, unlock',
    async (who) => {
      const validator = await ctx.as(who);
      const month = { compta: '2017-02', rh: '2017-03', admin: '2017-04', manager: '2017-05' }[who]!;
      const id = await claimOf(alice, month, 1);
      for (const [status] of WALK) {
        const res = await patch(validator, id, status);
        expect(res.status, `${who} → ${status}`).toBe(200);
        expect(res.body.status).toBe(status);
      }
      // Accepting a draft: a validator's action, but not from draft.
      const early = await patch(validator, id, 'accepted');
      expect(early.status).toBe(409);
      expect(early.body).toMatchObject({ detail: M.statusForbidden });
      const history = await ctx.db
        .select()
        .from(expenseClaimHistory)
        .where(and(eq(expenseClaimHistory.expense_claim_id, id), eq(expenseClaimHistory.action_flag, 2)));
      expect(history.map((h) => h.change_message.status)).toEqual(WALK.map(([status]) => status));
    },
  );

  it('offers the validator the actions of the table, the owner none but send', async () => {
    const id = await claimOf(alice, '2017-06', 1);
    const compta = await ctx.as('compta');
    expect((await compta.get(`/api/expense-claim/${id}/`)).body.actions).toEqual(['suspend', 'refuse']);
    expect((await alice.get(`/api/expense-claim/${id}/`)).body.actions).toEqual(['send']);
    await patch(alice, id, 'submitted');
    expect((await compta.get(`/api/expense-claim/${id}/`)).body.actions).toEqual(['accept', 'unlock', 'pay', 'refuse']);
    expect((await alice.get(`/api/expense-claim/${id}/`)).body.actions).toEqual([]);
  });

  it('is refused to the owner (403), a manager of another service and a colleague (404), another company (404)', async () => {
    const id = await claimOf(alice, '2017-07', 1);
    await patch(alice, id, 'submitted');
    expect((await patch(alice, id, 'accepted')).status).toBe(403);
    for (const who of ['jmoreau', 'bob', 'globex-admin']) {
      const client = await ctx.as(who);
      expect((await patch(client, id, 'accepted')).status, who).toBe(404);
      expect((await client.get(`/api/expense-claim/${id}/`)).status, who).toBe(404);
    }
  });

  it('never lets a validator decide on his own claim (hr declares expenses too)', async () => {
    const rh = await ctx.as('rh');
    const id = await claimOf(rh, '2017-08', 1);
    await patch(rh, id, 'submitted');
    const own = await rh.get(`/api/expense-claim/${id}/`);
    expect(own.body.actions).toEqual([]);
    expect((await patch(rh, id, 'accepted')).status).toBe(403);
    expect((await patch(rh, id, 'payed')).status).toBe(403);
    // Another validator decides; the manager does not (rh is in none of his services).
    expect((await patch(await ctx.as('manager'), id, 'accepted')).status).toBe(404);
    expect((await patch(await ctx.as('compta'), id, 'accepted')).status).toBe(200);
  });
});

describe('GET expense-claim/: what each one sees', () => {
  it('gives a collaborator his own, a manager his services’ members, accounting everybody', async () => {
    const bob = await ctx.as('bob');
    const rh = await ctx.as('rh');
    const mine = await claimOf(alice, '2018-01');
    const bobs = await claimOf(bob, '2018-01');
    const rhs = await claimOf(rh, '2018-01');
    const ids = async (client: TestClient, query = '') =>
      ((await client.get(`/api/expense-claim/?for_month=2018-01${query}`)).body.results as { id: number }[])
        .map((c) => c.id)
        .sort((a, b) => a - b);
    expect(await ids(alice)).toEqual([mine]);
    expect(await ids(await ctx.as('manager'))).toEqual([mine, bobs]);
    expect(await ids(await ctx.as('jmoreau'))).toEqual([]);
    expect(await ids(await ctx.as('compta'))).toEqual([mine, bobs, rhs]);
    // hr: everybody's, and its own; owner=me, its own only.
    expect(await ids(rh)).toEqual([mine, bobs, rhs]);
    expect(await ids(rh, '&owner=me')).toEqual([rhs]);
    // Naming someone one does not see finds nothing.
    const [aliceId] = (await alice.get('/api/expense-claim/?for_month=2018-01')).body.results.map(
      (c: { owner: number }) => c.owner,
    );
    expect(await ids(bob, `&owner=${aliceId}`)).toEqual([]);
    expect(await ids(await ctx.as('globex-admin'))).toEqual([]);
  });

  it('is refused to whoever neither declares nor validates expenses', async () => {
    expect((await (await ctx.as('assistant')).get('/api/expense-claim/')).status).toBe(403);
  });
});
