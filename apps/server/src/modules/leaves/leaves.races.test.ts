import { addDays } from '@staff/shared';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { racingBrowsers, tally } from '../../../test/races';
import { leaves } from './leaves.tables';
import { futureMonday, span, typeId, userId } from './leaves.test-helpers';

/**
 * Races (issue 6, part 2): for every "at most one" rule and every transition of the leave machine, 20 attempts at
 * once, each from its own signed-in browser; exactly one wins and the database holds what the winner said. On PGlite
 * transactions already run one at a time; the file earns its keep on PostgreSQL (TEST_DATABASE_URL, in CI).
 */
const ctx = useTestApp();
const N = 20;

/** Browsers per user: N for the requester, N between her two validators. */
const all = racingBrowsers(ctx, { alice: N, manager: N / 2, rh: N / 2 });

let RTT = 0;
let ALICE = 0;
beforeAll(async () => {
  RTT = await typeId(ctx, 'RTT');
  ALICE = await userId(ctx, 'alice');
});

/** A Monday-to-Tuesday leave body in the `n`-th coming free week (each test its own week). */
const body = (n: number, extra: Record<string, unknown> = {}) => {
  const monday = futureMonday(n);
  return { ...span(monday, addDays(monday, 1)), type_of_leave: RTT, ...extra };
};

/** Alice's leaves of week `n` that count for overlaps (refused ones aside). */
async function countingLeaves(n: number) {
  return ctx.db
    .select()
    .from(leaves)
    .where(and(eq(leaves.owner_id, ALICE), eq(leaves.begin_date, futureMonday(n)), ne(leaves.status, 'refused')));
}

async function leaveIn(week: number, status: 'draft' | 'submitted' | 'accepted' | 'refused') {
  const created = await all('alice')[0]!.post('/api/leave/', body(week, { status: 'submitted' }));
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  if (status === 'draft') await all('alice')[0]!.patch(`/api/leave/${id}/`, { status: 'draft' });
  if (status === 'accepted' || status === 'refused') {
    await all('manager')[0]!.patch(`/api/leave/${id}/`, { status });
  }
  const [row] = await ctx.db.select().from(leaves).where(eq(leaves.id, id));
  expect(row!.status).toBe(status);
  return row!;
}

describe('at most one leave per owner and half-day', () => {
  it('stores one of 20 identical requests', async () => {
    const results = await Promise.all(all('alice').map((alice) => alice.post('/api/leave/', body(80))));
    expect(tally(results)).toEqual({ 201: 1, 400: N - 1 });
    expect(await countingLeaves(80)).toHaveLength(1);
  });

  it('stores one of delegations racing the employee’s own requests', async () => {
    const results = await Promise.all([
      ...all('manager').map((manager) =>
        manager.post('/api/leave/delegation/', { ...body(81), employees: [ALICE], submit: true }),
      ),
      ...all('alice')
        .slice(0, N / 2)
        .map((alice) => alice.post('/api/leave/', body(81))),
    ]);
    expect(tally(results)).toEqual({ 201: 1, 400: N - 1 });
    expect(await countingLeaves(81)).toHaveLength(1);
  });

  it('moves one of 20 drafts onto the same days', async () => {
    const drafts: number[] = [];
    for (let i = 0; i < N; i++) {
      const res = await all('alice')[0]!.post('/api/leave/', body(100 + i));
      drafts.push(res.body.id);
    }
    const target = body(82);
    const results = await Promise.all(drafts.map((id, i) => all('alice')[i]!.put(`/api/leave/${id}/`, target)));
    expect(tally(results)).toEqual({ 200: 1, 400: N - 1 });
    expect(await countingLeaves(82)).toHaveLength(1);
  });

  it('lets one of a refused leave taken back and new requests over its days count', async () => {
    const refused = await leaveIn(83, 'refused');
    const results = await Promise.all([
      ...all('alice')
        .slice(0, N / 2)
        .map((alice) => alice.patch(`/api/leave/${refused.id}/`, { status: 'draft' })),
      ...all('alice')
        .slice(N / 2)
        .map((alice) => alice.post('/api/leave/', body(83))),
    ]);
    const winners = results.filter((r) => r.status === 200 || r.status === 201);
    expect(winners).toHaveLength(1);
    expect(results.every((r) => [200, 201, 400, 409].includes(r.status))).toBe(true);
    expect(await countingLeaves(83)).toHaveLength(1);
  });
});

describe('every transition of the leave machine, 20 at once', () => {
  const cases: {
    name: string;
    from: 'draft' | 'submitted' | 'accepted' | 'refused';
    who: string[];
    target: (i: number) => 'draft' | 'submitted' | 'accepted' | 'refused';
    expected: 'draft' | 'submitted' | 'accepted' | 'refused' | 'either';
  }[] = [
    { name: 'submit', from: 'draft', who: ['alice'], target: () => 'submitted', expected: 'submitted' },
    { name: 'validate', from: 'submitted', who: ['manager', 'rh'], target: () => 'accepted', expected: 'accepted' },
    {
      name: 'validate against refuse',
      from: 'submitted',
      who: ['manager', 'rh'],
      target: (i) => (i % 2 ? 'accepted' : 'refused'),
      expected: 'either',
    },
    { name: 'unsubmit', from: 'accepted', who: ['manager', 'rh'], target: () => 'draft', expected: 'draft' },
    { name: 'cancel', from: 'submitted', who: ['alice'], target: () => 'draft', expected: 'draft' },
  ];

  it.each(cases.map((c, i) => [c.name, c, 90 + i] as const))('%s: one wins', async (_name, c, week) => {
    const leave = await leaveIn(week, c.from);
    const clients = Array.from({ length: N }, (_, i) => {
      const pool = all(c.who[i % c.who.length]!);
      return pool[Math.floor(i / c.who.length) % pool.length]!;
    });
    const results = await Promise.all(
      clients.map((client, i) => client.patch(`/api/leave/${leave.id}/`, { status: c.target(i) })),
    );
    expect(tally(results)).toEqual({ 200: 1, 409: N - 1 });
    const [row] = await ctx.db.select().from(leaves).where(eq(leaves.id, leave.id));
    const winner = results.find((r) => r.status === 200)!;
    expect(row!.status).toBe(winner.body.status);
    if (c.expected !== 'either') expect(row!.status).toBe(c.expected);
    expect(row!.version).toBe(leave.version + 1);
  });

  it('deletes a draft once', async () => {
    const leave = await leaveIn(96, 'draft');
    const results = await Promise.all(all('alice').map((alice) => alice.delete(`/api/leave/${leave.id}/`)));
    expect(tally(results)).toEqual({ 204: 1, 404: N - 1 });
  });

  it('keeps one of 20 edits made from the same version', async () => {
    const leave = await leaveIn(97, 'draft');
    const results = await Promise.all(
      all('alice').map((alice, i) =>
        alice.put(`/api/leave/${leave.id}/`, { ...body(97), comment: `edit ${i}`, version: leave.version }),
      ),
    );
    expect(tally(results)).toEqual({ 200: 1, 412: N - 1 });
    const [row] = await ctx.db.select().from(leaves).where(eq(leaves.id, leave.id));
    expect(row!.comment).toBe(results.find((r) => r.status === 200)!.body.comment);
    expect(row!.version).toBe(leave.version + 1);
  });
});
