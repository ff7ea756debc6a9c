import { hasPermission, permissionsFor } from '@staff/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../src/modules/companies/companies.tables';
import { users } from '../src/modules/users/users.tables';
import type { DeclaredRoute, TenantTable } from '../src/platform/access';
import { useTestApp } from './app';

/**
 * Walks every registered /api route: anonymous → 401, a role lacking the permission → 403, another company's
 * record → 404. New modules are covered by registering their routes; nobody adds cases here.
 */
const ctx = useTestApp();

/** One demo account per role, plus the superuser. */
const ACCOUNTS = ['admin', 'rh', 'compta', 'manager', 'assistant', 'alice', 'root'];
const SAMPLE_PARAMS: Record<string, string> = { section: 'general', token: 'x'.repeat(32), companyId: '1' };

async function companyId(name: string): Promise<number> {
  const [row] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row!.id;
}

async function recordIdIn(table: TenantTable, company: number): Promise<number | undefined> {
  const [row] = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.company_id, company))
    .orderBy(table.id)
    .limit(1);
  return row?.id as number | undefined;
}

function urlFor(route: DeclaredRoute, id: number | undefined): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) =>
    name === 'id' ? String(id ?? 999999) : (SAMPLE_PARAMS[name] ?? '1'),
  );
}

const call = (browser: ReturnType<TestContextClient>, route: DeclaredRoute, url: string) =>
  browser.request(route.method as 'GET', url, route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} });
type TestContextClient = typeof ctx.client;

describe('authorization walk over every route', () => {
  it('finds the routes of every module', () => {
    expect(ctx.app.declaredRoutes.length).toBeGreaterThan(15);
  });

  it('answers 401 to anonymous callers on every non-public route', async () => {
    const acme = await companyId('Acme Conseil');
    const failures: string[] = [];
    for (const route of ctx.app.declaredRoutes.filter((r) => !r.access.public)) {
      const id = route.access.record ? await recordIdIn(route.access.record, acme) : undefined;
      const res = await call(ctx.client(), route, urlFor(route, id));
      if (res.status !== 401) failures.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to every role that lacks the permission', async () => {
    const acme = await companyId('Acme Conseil');
    const browsers = new Map<string, Awaited<ReturnType<typeof ctx.as>>>();
    for (const username of ACCOUNTS) browsers.set(username, await ctx.as(username));
    const holders = await ctx.db
      .select({ username: users.username, roles: users.roles, is_superuser: users.is_superuser })
      .from(users)
      .where(sql`${users.username} IN ${ACCOUNTS}`);
    const failures: string[] = [];
    let checked = 0;
    for (const route of ctx.app.declaredRoutes.filter((r) => r.access.permission)) {
      const id = route.access.record ? await recordIdIn(route.access.record, acme) : undefined;
      for (const holder of holders) {
        if (hasPermission(permissionsFor(holder.roles, holder.is_superuser), route.access.permission!)) continue;
        const res = await call(browsers.get(holder.username)!, route, urlFor(route, id));
        checked++;
        if (res.status !== 403 || res.body.code !== 'permission_denied') {
          failures.push(`${holder.username}: ${route.method} ${route.url} → ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it("answers 404 for another company's record on every route that names one", async () => {
    const globex = await companyId('Globex');
    const admin = await ctx.as('admin');
    const [adminRow] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.username, 'admin')));
    const failures: string[] = [];
    for (const route of ctx.app.declaredRoutes.filter((r) => r.access.record)) {
      const id = await recordIdIn(route.access.record!, globex);
      if (id === undefined) {
        failures.push(`${route.method} ${route.url}: the Globex demo has no record to try`);
        continue;
      }
      const allowed =
        !route.access.permission || hasPermission(permissionsFor(adminRow!.roles), route.access.permission);
      expect(allowed, `admin may call ${route.url}`).toBe(true);
      const res = await call(admin, route, urlFor(route, id));
      if (res.status !== 404) failures.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
