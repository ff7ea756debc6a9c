import { addDays, type ServiceDetailOut as ServiceDetail } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { futureMonday, span, typeId, userId } from '../leaves/leaves.test-helpers';
import { services } from './services.tables';

/**
 * The leaves module reads the services on every request (platform/validators.ts for who decides, leaves.list.queries.ts for
 * who sees): a change made through the services API holds from the very next request.
 */
const ctx = useTestApp();

let rh: TestClient;
let devId: number;
const ids: Record<string, number> = {};
beforeAll(async () => {
  rh = await ctx.as('rh');
  for (const name of ['manager', 'sgirard', 'alice', 'bob', 'claire', 'ebernard']) ids[name] = await userId(ctx, name);
  devId = (await ctx.db.select().from(services).where(eq(services.name, 'Développement')))[0]!.id;
});

/** Changes some fields of a service through PUT, the others as they are. */
async function changeService(id: number, change: Partial<Omit<ServiceDetail, 'members'>> & { members?: number[] }) {
  const current = (await rh.get<ServiceDetail>(`/api/service/${id}/`)).body;
  const res = await rh.put<ServiceDetail>(`/api/service/${id}/`, {
    name: current.name,
    manager: current.manager,
    assistant: current.assistant,
    share_members_visibility: current.share_members_visibility,
    share_leaves_visibility: current.share_leaves_visibility,
    members: current.members.map((m) => m.id),
    ...change,
  });
  expect(res.status).toBe(200);
}

async function submitLeave(owner: string, weeks: number) {
  const monday = futureMonday(weeks);
  const res = await (await ctx.as(owner)).post('/api/leave/', {
    ...span(monday, addDays(monday, 1)),
    type_of_leave: await typeId(ctx, 'Congés payés'),
    status: 'submitted',
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as number, month: monday.slice(0, 7) };
}

describe('who validates follows the service', () => {
  it('gives the decision to the new manager and takes it from the old one at once', async () => {
    const leave = await submitLeave('alice', 40);
    const sgirard = await ctx.as('sgirard');
    expect((await sgirard.get(`/api/leave/${leave.id}/`)).status).toBe(404);

    await changeService(devId, { manager: ids.sgirard });
    expect((await sgirard.get(`/api/leave/${leave.id}/`)).status).toBe(200);
    const managed = await sgirard.get<{ results: { id: number }[] }>('/api/leave/?managed=true&limit=1000');
    expect(managed.body.results.map((l) => l.id)).toContain(leave.id);
    expect((await (await ctx.as('manager')).patch(`/api/leave/${leave.id}/`, { status: 'accepted' })).status).toBe(404);

    await changeService(devId, { manager: ids.manager });
    expect((await sgirard.patch(`/api/leave/${leave.id}/`, { status: 'accepted' })).status).toBe(404);
    const decided = await (await ctx.as('manager')).patch(`/api/leave/${leave.id}/`, { status: 'accepted' });
    expect(decided.status).toBe(200);
    expect(decided.body.status).toBe('accepted');
  });

  it('gives a new member to the manager, and takes back one who leaves', async () => {
    const leave = await submitLeave('ebernard', 41);
    const manager = await ctx.as('manager');
    expect((await manager.get(`/api/leave/${leave.id}/`)).status).toBe(404);

    expect((await rh.post(`/api/service/${devId}/member/`, { user: ids.ebernard })).status).toBe(200);
    expect((await manager.get(`/api/leave/${leave.id}/`)).status).toBe(200);

    expect((await rh.delete(`/api/service/${devId}/member/${ids.ebernard}/`)).status).toBe(204);
    expect((await manager.patch(`/api/leave/${leave.id}/`, { status: 'accepted' })).status).toBe(404);
  });
});

describe('who sees follows the service', () => {
  it('hides the members’ accepted leaves from the company, then from the members, as the settings say', async () => {
    const leave = await submitLeave('alice', 42);
    expect((await (await ctx.as('manager')).patch(`/api/leave/${leave.id}/`, { status: 'accepted' })).status).toBe(200);
    // The calendar's request (docs/decisions/leaves.md): the month, submitted and accepted leaves.
    const sees = async (username: string) => {
      const res = await (await ctx.as(username)).get<{ results: { id: number }[] }>(
        `/api/leave/?for_month=${leave.month}&status=submitted,accepted&limit=1000`,
      );
      expect(res.status).toBe(200);
      return res.body.results.some((l) => l.id === leave.id);
    };
    // By default every service shares: a colleague of another service sees it, one of hers too.
    expect(await sees('ebernard')).toBe(true);
    expect(await sees('bob')).toBe(true);

    await changeService(devId, { share_leaves_visibility: false });
    expect(await sees('ebernard')).toBe(false);
    expect(await sees('bob')).toBe(true);

    await changeService(devId, { share_members_visibility: false });
    expect(await sees('bob')).toBe(false);
    // Its owner and those who decide on her see it whatever the settings.
    expect(await sees('alice')).toBe(true);
    expect(await sees('manager')).toBe(true);
    expect(await sees('rh')).toBe(true);

    // Another service of hers that shares shows it again.
    const other = await rh.post<ServiceDetail>('/api/service/', { name: 'Club', members: [ids.alice] });
    expect(await sees('ebernard')).toBe(true);
    await changeService(other.body.id, { share_leaves_visibility: false });
    expect(await sees('ebernard')).toBe(false);
    await rh.delete(`/api/service/${other.body.id}/`);

    await changeService(devId, { share_leaves_visibility: true, share_members_visibility: true });
    expect(await sees('ebernard')).toBe(true);
    expect(await sees('bob')).toBe(true);
  });
});
