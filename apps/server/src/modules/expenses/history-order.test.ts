import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { insertHistory } from '../leaves';
import { leaves } from '../leaves/leaves.tables';
import { insertClaimHistory } from './expense-claims.queries';
import { claimOf, personOf } from './expense-lines.test-helpers';
import { expenseClaims } from './expenses.tables';

/**
 * History in the order it happened (issue 21, defect 11): entries were stamped with `now()`, the start of their
 * transaction, and listed by that time, so a change committed before a claim's sending was listed after it when the
 * sending's transaction had started first. Now an entry's time is the moment it is written (`clock_timestamp()`) and
 * lists go by id, which the writes take in turn under the record's lock. Every history table: claims and leaves.
 */
const ctx = useTestApp();
let alice: TestClient;
let aliceId = 0;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  alice = await ctx.as('alice');
  aliceId = (await personOf(ctx, 'alice')).id;
});

const leaveEntry = (companyId: number, leaveId: number, comment: string) => ({
  company_id: companyId,
  leave_id: leaveId,
  user_id: aliceId,
  action_flag: 2,
  change_message: { comment },
});

const changesOf = (body: unknown) =>
  (body as { change_message: Record<string, unknown> }[]).map((e) => e.change_message);

describe('the time of a history entry is when it was written', () => {
  it('stamps two entries of one transaction with two times, in order (claims and leaves)', async () => {
    const claimId = await claimOf(ctx, 'alice', '2018-01');
    const [leave] = await ctx.db.select().from(leaves).where(eq(leaves.owner_id, aliceId)).limit(1);
    const claim = { id: claimId, company_id: (await personOf(ctx, 'alice')).companyId };
    // The helpers are those of the routes (insertClaimHistory, insertHistory): only their times are looked at here.
    await ctx.db.transaction(async (tx) => {
      await insertClaimHistory(tx, claim, aliceId, 2, { comment: 'first' });
      await insertHistory(tx, leaveEntry(claim.company_id, leave!.id, 'first'));
      await tx.execute(sql`select pg_sleep(0.01)`);
      await insertClaimHistory(tx, claim, aliceId, 2, { comment: 'second' });
      await insertHistory(tx, leaveEntry(claim.company_id, leave!.id, 'second'));
    });
    for (const path of [`/api/expense-claim/${claimId}/history/`, `/api/leave/${leave!.id}/history/`]) {
      const res = await alice.get(path);
      expect(res.status).toBe(200);
      const mine = (res.body as { action_time: string; change_message: { comment?: string } }[]).filter((e) =>
        ['first', 'second'].includes(e.change_message.comment ?? ''),
      );
      expect(mine.map((e) => e.change_message.comment)).toEqual(['first', 'second']);
      expect(Date.parse(mine[1]!.action_time)).toBeGreaterThan(Date.parse(mine[0]!.action_time));
    }
  });
});

describe('overlapping transactions (PostgreSQL)', () => {
  // On PGlite transactions run one at a time: they cannot overlap.
  it.runIf(onPostgres)(
    'lists a change committed before the sending first, though the sending began earlier',
    async () => {
      const claimId = await claimOf(ctx, 'alice', '2018-02');
      const [claim] = await ctx.db.select().from(expenseClaims).where(eq(expenseClaims.id, claimId));
      let changed!: () => void;
      const changeCommitted = new Promise<void>((resolve) => {
        changed = resolve;
      });
      // The sending's transaction begins (its now() is fixed), then waits; meanwhile the owner's change commits.
      const sending = ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await changeCommitted;
        await tx.execute(sql`select id from expense_claims where id = ${claimId} for update`);
        await tx.update(expenseClaims).set({ status: 'submitted' }).where(eq(expenseClaims.id, claimId));
        await insertClaimHistory(tx, claim!, aliceId, 2, { status: 'submitted' });
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const change = await alice.patch(`/api/expense-claim/${claimId}/`, { transport_cost: 12 });
      expect(change.status).toBe(200);
      changed();
      await sending;

      const history = await alice.get(`/api/expense-claim/${claimId}/history/`);
      expect(changesOf(history.body).slice(-2)).toEqual([{ transport_cost: 12 }, { status: 'submitted' }]);
      const [cost, sent] = history.body.slice(-2) as { action_time: string }[];
      expect(Date.parse(sent!.action_time)).toBeGreaterThanOrEqual(Date.parse(cost!.action_time));
    },
  );
});
