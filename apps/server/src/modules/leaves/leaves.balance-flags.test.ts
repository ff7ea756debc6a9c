import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { todayInParis } from '../../platform/clock';
import { typesOfLeave } from '../reference/reference.tables';
import { leaves } from './leaves.tables';
import { typeId, userId } from './leaves.test-helpers';

/**
 * Issue 28: which types the balances show (rights management, or display_in_balance_summary for the days used only)
 * and whose counter an employee does not see (do_not_display_counter: hidden from their own balance, not from those
 * who decide on them).
 */
const ctx = useTestApp();
const today = todayInParis();
let ALICE = 0;
let RTT = 0;
let SHOWN = 0;

type Row = { type_of_leave: number; kind: string; quota: number | null; remaining: number | null; taken: number };
const balanceOf = async (username: string, owner?: number) => {
  const res = await (await ctx.as(username)).get<Row[]>(`/api/leave/balance/${owner ? `?owner=${owner}` : ''}`);
  expect(res.status).toBe(200);
  return res.body;
};
const setType = (id: number, set: Partial<typeof typesOfLeave.$inferInsert>) =>
  ctx.db.update(typesOfLeave).set(set).where(eq(typesOfLeave.id, id));

beforeAll(async () => {
  ALICE = await userId(ctx, 'alice');
  RTT = await typeId(ctx, 'RTT');
  const [type] = await ctx.db
    .insert(typesOfLeave)
    .values({ company_id: 1, name: 'Enfant malade', rank: 50, display_in_balance_summary: false })
    .returning();
  SHOWN = type!.id;
  await ctx.db.insert(leaves).values({
    company_id: 1,
    owner_id: ALICE,
    begin_date: today,
    end_date: today,
    half_days: 2,
    type_of_leave_id: SHOWN,
    status: 'accepted',
  });
});

describe('the types the balances show', () => {
  it('leaves out a type without rights management unless it asks to be shown, then its days used only', async () => {
    expect((await balanceOf('alice')).map((r) => r.type_of_leave)).not.toContain(SHOWN);
    await setType(SHOWN, { display_in_balance_summary: true });
    const row = (await balanceOf('alice')).find((r) => r.type_of_leave === SHOWN);
    expect(row).toMatchObject({ kind: 'usage', quota: null, acquired: null, remaining: null, taken: 1 });
  });

  it('never shows an inactive type', async () => {
    await setType(SHOWN, { active: false });
    try {
      expect((await balanceOf('alice')).map((r) => r.type_of_leave)).not.toContain(SHOWN);
    } finally {
      await setType(SHOWN, { active: true });
    }
  });
});

describe('a counter hidden from the employee (do_not_display_counter)', () => {
  it('hides the quota, earned and remaining days from the employee, not the days used, nor from HR', async () => {
    await setType(RTT, { do_not_display_counter: true });
    try {
      const own = (await balanceOf('alice')).find((r) => r.type_of_leave === RTT);
      expect(own).toMatchObject({ kind: 'quota', quota: null, acquired: null, remaining: null });
      expect(typeof own!.taken).toBe('number');
      const hr = (await balanceOf('rh', ALICE)).find((r) => r.type_of_leave === RTT);
      expect(hr).toMatchObject({ kind: 'quota', quota: 10 });
      expect(typeof hr!.remaining).toBe('number');
    } finally {
      await setType(RTT, { do_not_display_counter: false });
    }
    expect((await balanceOf('alice')).find((r) => r.type_of_leave === RTT)).toMatchObject({ quota: 10 });
  });
});
