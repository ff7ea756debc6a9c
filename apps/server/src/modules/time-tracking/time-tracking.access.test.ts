import type { TimeEntryOut } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { companies } from '../../platform/identity/identity.tables';
import { addTask, daysAgo, task } from './time-tracking.test-helpers';

/**
 * Who reaches time tracking (spec/1 §6, issue 23): those who hold `time_tracking.create` (collaborator, hr), in a
 * company that uses it (403 `feature_disabled` to everyone otherwise); each their own entries only: another user's or
 * another company's entry answers 404 on every route of one entry, before its body is validated.
 */
const ctx = useTestApp();
const day = daysAgo(20);
const body = task(day, '08:00', '09:00');

/** One GET and one write of each kind of route. */
const ROUTES = [
  ['GET', '/api/time-entry/'],
  ['POST', '/api/time-entry/'],
  ['GET', '/api/timer/'],
  ['GET', '/api/tag/'],
  ['GET', `/api/time-entry/statistics/?date_min=${day}&date_max=${daysAgo(10)}`],
  ['GET', '/api/time-entry/reminder/'],
] as const;

let aliceEntry: TimeEntryOut;
beforeAll(async () => {
  aliceEntry = await addTask(await ctx.as('alice'), body);
});

const call = (client: TestClient, method: string, url: string) =>
  method === 'GET' ? client.get(url) : client.request(method as 'POST', url, { body });

describe('by role', () => {
  it.each([
    ['alice', 200],
    ['rh', 200],
    ['manager', 403],
    ['compta', 403],
    ['admin', 403],
    ['assistant', 403],
    ['root', 403],
  ] as const)('%s: %i', async (username, status) => {
    const client = await ctx.as(username);
    for (const [method, url] of ROUTES) {
      const res = await call(client, method, url);
      expect([method, url, res.status === 201 ? 200 : res.status]).toEqual([method, url, status]);
      if (status === 403) expect(res.body.code).toBe('permission_denied');
    }
  });

  it('anonymous: 401', async () => {
    for (const [method, url] of ROUTES) expect((await call(ctx.client(), method, url)).status).toBe(401);
  });
});

describe('the company flag', () => {
  it('off: 403 feature_disabled to every role, on the server', async () => {
    const [acme] = await ctx.db.select().from(companies).where(eq(companies.hostname, 'localhost'));
    const alice = await ctx.as('alice');
    const manager = await ctx.as('manager');
    await ctx.db.update(companies).set({ use_time_tracking: false }).where(eq(companies.id, acme!.id));
    try {
      for (const client of [alice, manager]) {
        for (const [method, url] of ROUTES) {
          const res = await call(client, method, url);
          expect([url, res.status, res.body.code]).toEqual([url, 403, 'feature_disabled']);
        }
      }
      expect((await alice.delete(`/api/time-entry/${aliceEntry.id}/`)).status).toBe(403);
    } finally {
      await ctx.db.update(companies).set({ use_time_tracking: true }).where(eq(companies.id, acme!.id));
    }
  });
});

describe("another user's entry", () => {
  it.each(['bob', 'rh', 'globex-user'])('%s gets 404 on every route of one entry, before validation', async (who) => {
    const client = await ctx.as(who);
    expect((await client.put(`/api/time-entry/${aliceEntry.id}/`, {})).status).toBe(404);
    expect((await client.put(`/api/time-entry/${aliceEntry.id}/`, body)).status).toBe(404);
    expect((await client.delete(`/api/time-entry/${aliceEntry.id}/`)).status).toBe(404);
    const list = await client.get<{ results: TimeEntryOut[] }>(
      `/api/time-entry/?date_min=${day}&date_max=${daysAgo(19)}`,
    );
    expect(list.body.results.map((e) => e.id)).not.toContain(aliceEntry.id);
  });

  it("another company's tags are not listed", async () => {
    const alice = await ctx.as('alice');
    await alice.post('/api/tag/', { name: 'Confidentiel Acme' });
    const gaelle = await ctx.as('globex-user');
    const tags = await gaelle.get<{ results: { name: string }[] }>('/api/tag/?search=confidentiel');
    expect(tags.body.results).toEqual([]);
  });

  it("another company's project cannot be picked", async () => {
    const gaelle = await ctx.as('globex-user');
    const alice = await ctx.as('alice');
    const acmeProject = (await alice.get('/api/project/?for_me=True')).body.results[0].id;
    const res = await gaelle.post('/api/time-entry/', { ...body, project: acmeProject });
    expect(res.status).toBe(400);
    expect(res.body.message_code).toBe('time.unknown_project');
  });
});
