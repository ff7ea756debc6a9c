import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { services } from '../services/services.tables';
import { missionOrders } from './mission-orders.tables';
import { userId } from './mission-orders.test-helpers';

/** The other calls the mission order screens make (spec/2 §7.2, spec/3 §2-§3): people and projects. */
const ctx = useTestApp();

type Page<T> = { count: number; results: T[] };

describe('GET user for the mission order forms', () => {
  it('the active collaborators a manager manages (roles, managed_by, is_active)', async () => {
    const manager = await ctx.as('manager');
    const res = await manager.get<Page<{ username: string }>>(
      `/api/user/?roles=collaborator&is_active=true&managed_by=${await userId(ctx, 'manager')}&ordering=username`,
    );
    expect(res.body.results.map((u) => u.username)).toEqual(['alice', 'bob', 'claire']);
  });

  it('manager_service: the managers of the services named by a JSON list of ids (or comma-separated)', async () => {
    const alice = await ctx.as('alice');
    const rows = await ctx.db.select({ id: services.id, name: services.name }).from(services);
    const id = (name: string) => rows.find((s) => s.name === name)!.id;
    const names = async (query: string) =>
      (
        await alice.get<Page<{ username: string }>>(`/api/user/?manager_service=${query}&ordering=username`)
      ).body.results.map((u) => u.username);
    expect(await names(encodeURIComponent(`[${id('Développement')}]`))).toEqual(['manager']);
    expect(await names(`${id('Développement')},${id('Conseil')}`)).toEqual(['jmoreau', 'manager']);
    expect((await alice.get('/api/user/?manager_service=[abc]')).status).toBe(400);
  });
});

describe('GET project: has_mission_order (spec/3 §3) and the people sent on it (spec/3 §2)', () => {
  it('counts the people a mission order sends on each project', async () => {
    const [order] = await ctx.db.select().from(missionOrders).limit(1);
    const admin = await ctx.as('admin');
    const res = await admin.get<Page<{ id: number; has_mission_order: boolean; users_with_mission_order: number }>>(
      `/api/project/?customer=${order!.customer_id}&limit=100`,
    );
    const owners = await ctx.db
      .selectDistinct({ owner: missionOrders.owner_id })
      .from(missionOrders)
      .where(eq(missionOrders.project_id, order!.project_id));
    const project = res.body.results.find((p) => p.id === order!.project_id)!;
    expect(project).toMatchObject({ has_mission_order: true, users_with_mission_order: owners.length });
    for (const other of res.body.results.filter((p) => p.users_with_mission_order === 0)) {
      expect(other.has_mission_order).toBe(false);
    }
  });
});
