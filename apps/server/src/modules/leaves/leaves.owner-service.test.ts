import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { serviceMembers, services } from '../services/services.tables';
import { leaves } from './leaves.tables';

/** The leave's `service` (spec/3 §3): its owner's first service by name, a column, an ordering and a filter. */
const ctx = useTestApp();
type Listed = { id: number; owner: number; service: { id: number; name: string } | null };
let rh: TestClient;
/** Each member's services, by name then id: the first is the leave's service. */
const servicesOf = new Map<number, { id: number; name: string }[]>();

const list = async (query: string) =>
  (await rh.get<{ count: number; results: Listed[] }>(`/api/leave/?managed=true&limit=1000&${query}`)).body;

beforeAll(async () => {
  rh = await ctx.as('rh');
  const rows = await ctx.db
    .select({ user: serviceMembers.user_id, id: services.id, name: services.name })
    .from(serviceMembers)
    .innerJoin(services, eq(services.id, serviceMembers.service_id))
    .where(eq(services.company_id, 1))
    .orderBy(asc(services.name), asc(services.id));
  for (const row of rows) servicesOf.set(row.user, [...(servicesOf.get(row.user) ?? []), row]);
});

describe("the leave's service in the back office's list", () => {
  it("is the owner's first service by name, null for someone in none, on the list and on one leave", async () => {
    const { results } = await list('');
    expect(results.length).toBeGreaterThan(3);
    for (const leave of results) {
      const first = servicesOf.get(leave.owner)?.[0];
      expect(leave.service, `leave ${leave.id}`).toEqual(first ? { id: first.id, name: first.name } : null);
    }
    const one = results.find((leave) => leave.service)!;
    expect((await rh.get(`/api/leave/${one.id}/`)).body.service).toEqual(one.service);
  });

  it('sorts by it in SQL, both ways, leaves of no service last going up', async () => {
    const up = (await list('ordering=service')).results.map((l) => l.service?.name ?? null);
    const named = up.filter((name): name is string => name !== null);
    expect(named).toEqual([...named].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(up.slice(named.length).every((name) => name === null)).toBe(true);
    const down = (await list('ordering=-service')).results.map((l) => l.service?.name ?? null);
    expect(down.filter((name) => name !== null)).toEqual([...named].reverse());
  });

  it("filters on the owner's services, any of them, and refuses a bad id", async () => {
    const [service] = [...servicesOf.values()].flat();
    const members = new Set(
      [...servicesOf].filter(([, list]) => list.some((s) => s.id === service!.id)).map(([u]) => u),
    );
    const all = await ctx.db.select({ owner: leaves.owner_id }).from(leaves).where(eq(leaves.company_id, 1));
    const { count, results } = await list(`service=${service!.id}`);
    expect(results.every((leave) => members.has(leave.owner))).toBe(true);
    expect(count).toBe(all.filter((leave) => members.has(leave.owner)).length);
    expect((await rh.get('/api/leave/?service=abc')).status).toBe(400);
  });
});
