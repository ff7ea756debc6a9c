import { addDays } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { futureMonday, span, typeId, userId } from './leaves.test-helpers';

/**
 * GET /api/leave/to_decide/: the requests awaiting the caller's decision (the back office badge, the dashboard's
 * "To validate" panel). Counted as deltas: the demo data already holds pending requests.
 */
const ctx = useTestApp();

async function submit(client: TestClient, weeks: number) {
  const monday = futureMonday(weeks);
  const res = await client.post('/api/leave/', {
    ...span(monday, addDays(monday, 1)),
    type_of_leave: await typeId(ctx, 'Congés payés'),
    status: 'submitted',
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; owner: number };
}

const VALIDATORS = ['manager', 'jmoreau', 'rh', 'compta', 'admin', 'globex-admin'] as const;
type Validator = (typeof VALIDATORS)[number];

async function counts(): Promise<Record<Validator, number>> {
  const entries = await Promise.all(
    VALIDATORS.map(async (name) => {
      const res = await (await ctx.as(name)).get('/api/leave/to_decide/');
      expect(res.status).toBe(200);
      return [name, res.body.count] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Validator, number>;
}

describe('the requests awaiting a decision', () => {
  it('counts a request for those who decide on its owner only, in its company only', async () => {
    const before = await counts();
    await submit(await ctx.as('alice'), 60);
    const after = await counts();
    // alice is in Développement, managed by "manager"; hr, accounting and the administrator decide on everybody.
    expect(after).toEqual({
      ...before,
      manager: before.manager + 1,
      rh: before.rh + 1,
      compta: before.compta + 1,
      admin: before.admin + 1,
    });
  });

  it("never counts the caller's own request, whatever their role", async () => {
    const before = await counts();
    await submit(await ctx.as('rh'), 61);
    const after = await counts();
    expect(after).toEqual({ ...before, compta: before.compta + 1, admin: before.admin + 1 });
    const rh = await ctx.as('rh');
    const own = await userId(ctx, 'rh');
    const all = await rh.get('/api/leave/to_decide/?limit=1000');
    expect(all.body.results.some((l: { owner: number }) => l.owner === own)).toBe(false);
  });

  it('lists submitted requests only, oldest submission first, and drops one once decided', async () => {
    const first = await submit(await ctx.as('bob'), 62);
    const second = await submit(await ctx.as('claire'), 63);
    const manager = await ctx.as('manager');
    const page = await manager.get('/api/leave/to_decide/?limit=1000');
    const ids = page.body.results.map((l: { id: number }) => l.id);
    expect(page.body.count).toBe(ids.length);
    expect(page.body.results.every((l: { status: string }) => l.status === 'submitted')).toBe(true);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const submissions = page.body.results.map((l: { submission_date: string }) => l.submission_date);
    expect(submissions).toEqual([...submissions].sort());
    // The actions a validator sees on each row are the decisions.
    expect(page.body.results[0].actions).toEqual(expect.arrayContaining(['validate', 'refuse']));

    expect((await manager.patch(`/api/leave/${first.id}/`, { status: 'accepted' })).status).toBe(200);
    const later = await manager.get('/api/leave/to_decide/?limit=1000');
    expect(later.body.count).toBe(page.body.count - 1);
    expect(later.body.results.map((l: { id: number }) => l.id)).not.toContain(first.id);
  });

  it('pages with limit and offset', async () => {
    const admin = await ctx.as('admin');
    const all = await admin.get('/api/leave/to_decide/?limit=1000');
    expect(all.body.count).toBeGreaterThan(2);
    const page = await admin.get('/api/leave/to_decide/?limit=2&offset=1');
    expect(page.body.count).toBe(all.body.count);
    expect(page.body.results.map((l: { id: number }) => l.id)).toEqual(
      all.body.results.slice(1, 3).map((l: { id: number }) => l.id),
    );
  });

  it('answers 401 to the anonymous and 403 to those who decide on nobody', async () => {
    expect((await ctx.client().get('/api/leave/to_decide/')).status).toBe(401);
    for (const name of ['alice', 'assistant']) {
      expect((await (await ctx.as(name)).get('/api/leave/to_decide/')).status).toBe(403);
    }
  });

  it('refuses a limit out of bounds', async () => {
    const manager = await ctx.as('manager');
    expect((await manager.get('/api/leave/to_decide/?limit=0')).status).toBe(400);
    expect((await manager.get('/api/leave/to_decide/?limit=1001')).status).toBe(400);
  });
});
