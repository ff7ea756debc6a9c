import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { racingBrowsers, tally } from '../../../test/races';
import { missionOrderHistory, missionOrders } from './mission-orders.tables';
import { createdOrder } from './mission-orders.test-helpers';

/**
 * Races on the mission order machine: 20 attempts at one transition at once, each from its own signed-in browser;
 * exactly one wins (the conditional UPDATE … WHERE status = <from>), the others get 409 `mission.transition`, and the
 * trail records one act. On PGlite transactions run one at a time; the file earns its keep on PostgreSQL.
 */
const ctx = useTestApp();
const N = 20;
const all = racingBrowsers(ctx, { alice: N, manager: N });

async function trailOf(id: number) {
  const rows = await ctx.db.select().from(missionOrderHistory).where(eq(missionOrderHistory.mission_order_id, id));
  return rows.map((r) => r.action);
}

describe('one winner per transition', () => {
  it('20 parallel submits of a draft: one 200, the rest 409, one submission in the trail', async () => {
    const order = await createdOrder(ctx, all('manager')[0]!);
    const results = await Promise.all(
      all('manager').map((m) => m.patch(`/api/mission-order/${order.id}/`, { status: 'submitted' })),
    );
    expect(tally(results)).toEqual({ 200: 1, 409: N - 1 });
    expect(results.find((r) => r.status === 409)!.body).toMatchObject({
      code: 'invalid_transition',
      message_code: 'mission.transition',
    });
    expect(await trailOf(order.id)).toEqual(['create', 'submit']);
  });

  it('20 parallel signatures of a submitted order: one 200, the rest 409, one signature', async () => {
    const order = await createdOrder(ctx, all('manager')[0]!, { status: 'submitted' });
    const results = await Promise.all(
      all('alice').map((a) => a.patch(`/api/mission-order/${order.id}/`, { status: 'accepted' })),
    );
    expect(tally(results)).toEqual({ 200: 1, 409: N - 1 });
    expect(await trailOf(order.id)).toEqual(['create', 'submit', 'accept']);
    const [row] = await ctx.db.select().from(missionOrders).where(eq(missionOrders.id, order.id));
    expect(row!.status).toBe('accepted');
  });

  it('10 signatures against 10 refusals: one of them wins, the order holds its status', async () => {
    const order = await createdOrder(ctx, all('manager')[0]!, { status: 'submitted' });
    const results = await Promise.all(
      all('alice').map((a, i) =>
        a.patch(`/api/mission-order/${order.id}/`, { status: i % 2 === 0 ? 'accepted' : 'refused' }),
      ),
    );
    expect(tally(results)).toEqual({ 200: 1, 409: N - 1 });
    const winner = results.find((r) => r.status === 200)!;
    const [row] = await ctx.db.select().from(missionOrders).where(eq(missionOrders.id, order.id));
    expect(row!.status).toBe(winner.body.status);
  });

  it('20 parallel extensions with the same version: one 200, the rest 412', async () => {
    const order = await createdOrder(ctx, all('manager')[0]!);
    const results = await Promise.all(
      all('manager').map((m, i) =>
        m.post(`/api/mission-order/${order.id}/extend/`, { end_date: `2026-12-${12 + (i % 10)}`, version: 1 }),
      ),
    );
    expect(tally(results)).toEqual({ 200: 1, 412: N - 1 });
    expect((await trailOf(order.id)).filter((a) => a === 'extend')).toHaveLength(1);
  });
});
