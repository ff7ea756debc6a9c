import { addDays, RECENT_PROJECTS_MAX } from '@staff/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { todayInParis } from '../../platform/clock';
import { addActivity, reportOf } from './activity-reports.test-helpers';

/** The project picker's recent projects (issue 25): the user's own, latest first, offered ones only. */
const ctx = useTestApp();
let alice: TestClient;
let bob: TestClient;
const today = todayInParis();
const url = '/api/activity/recent-projects/';
type Recent = { id: number; name: string; customer_name: string | null; last_used: string };

beforeAll(async () => {
  alice = await ctx.as('alice');
  bob = await ctx.as('bob');
});

/** A project Alice's picker offers that is not among her recent ones. */
async function anotherOffered(recent: Recent[]): Promise<number> {
  const offered = await alice.get<{ results: { id: number }[] }>('/api/project/?for_me=true&limit=100');
  const project = offered.body.results.find((p) => !recent.some((r) => r.id === p.id));
  if (!project) throw new Error('no other project offered');
  return project.id;
}

describe('GET activity/recent-projects/', () => {
  it("lists the user's projects of the last 90 days, latest first, at most six", async () => {
    const res = await alice.get<{ results: Recent[] }>(url);
    expect(res.status).toBe(200);
    const recent = res.body.results;
    expect(recent.length).toBeLessThanOrEqual(RECENT_PROJECTS_MAX);
    expect(new Set(recent.map((r) => r.id)).size).toBe(recent.length);
    const days = recent.map((r) => r.last_used);
    expect(days).toEqual([...days].sort().reverse());
    for (const day of days) expect(day >= addDays(today, -90)).toBe(true);
  });

  it('puts a project used today first; another person using one does not change mine', async () => {
    const before = (await alice.get<{ results: Recent[] }>(url)).body.results;
    const mine = await anotherOffered(before);
    const theirs = await anotherOffered([...before, { id: mine } as Recent]);
    const span = { begin_date: today, begin_slice: 0, end_date: today, end_slice: 0 };
    await addActivity(ctx, await reportOf(alice, today.slice(0, 7)), mine, span);
    await addActivity(ctx, await reportOf(bob, today.slice(0, 7)), theirs, span);
    const after = (await alice.get<{ results: Recent[] }>(url)).body.results;
    expect(after[0]).toMatchObject({ id: mine, last_used: today });
    expect(after.map((r) => r.id)).not.toContain(theirs);
  });

  it('is not for those who do not declare activity', async () => {
    expect((await (await ctx.as('compta')).get(url)).status).toBe(403);
  });
});
