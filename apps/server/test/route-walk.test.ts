import { type CompanyFeature, FEATURE_DISABLED_MESSAGE, hasPermission, permissionsFor } from '@staff/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../src/modules/companies/companies.tables';
import { users } from '../src/modules/users/users.tables';
import type { DeclaredRoute, TenantTable } from '../src/platform/access';
import { useTestApp } from './app';
import type { TestClient } from './client';

/**
 * Walks every registered /api route: anonymous → 401, a role lacking the permission → 403, another company's
 * record → 404, a module the company switched off → 403 feature_disabled (404 for wellness). New modules are covered by registering
 * their routes; nobody adds cases here.
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

/**
 * Spellings of a route's path. `routed`: the router decodes it to the declared route, so access must hold there too;
 * the others match no route. Every one must meet the same CSRF check.
 */
const PATH_VARIANTS: { name: string; routed: boolean; spell: (url: string) => string }[] = [
  { name: 'as declared', routed: true, spell: (url) => url },
  {
    name: 'one letter of each segment percent-encoded',
    routed: true,
    spell: (url) => url.replace(/(^|\/)([^/])/g, (_, s, c: string) => s + pct(c)),
  },
  { name: 'every character percent-encoded', routed: true, spell: (url) => url.replace(/[^/]/g, pct) },
  { name: 'with a query string', routed: true, spell: (url) => `${url}?x` },
  { name: 'in capitals', routed: false, spell: (url) => url.toUpperCase() },
  { name: 'with a double slash inside', routed: false, spell: (url) => url.replace('/api/', '/api//') },
  { name: 'with a leading double slash', routed: false, spell: (url) => `/${url}` },
];
function pct(char: string): string {
  return `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
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
      for (const variant of PATH_VARIANTS.filter((v) => v.routed)) {
        const url = variant.spell(urlFor(route, id));
        const res = await call(ctx.client(), route, url);
        if (res.status !== 401) failures.push(`${route.method} ${url} (${variant.name}) → ${res.status}`);
      }
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
    // The Acme account that may call the route: admin, or for the self-service routes admin lacks (time tracking's
    // `time_tracking.create`), the first account of ACCOUNTS that holds the permission.
    const rows = await ctx.db.select().from(users);
    const clients = new Map<string, TestClient>();
    const callerOf = async (route: DeclaredRoute) => {
      const username = ACCOUNTS.filter((a) => a !== 'root').find((a) => {
        const roles = rows.find((u) => u.username === a)!.roles;
        return !route.access.permission || hasPermission(permissionsFor(roles), route.access.permission);
      });
      expect(username, `an Acme account may call ${route.url}`).toBeDefined();
      if (!clients.has(username!)) clients.set(username!, await ctx.as(username!));
      return clients.get(username!)!;
    };
    const failures: string[] = [];
    for (const route of ctx.app.declaredRoutes.filter((r) => r.access.record)) {
      const id = await recordIdIn(route.access.record!, globex);
      if (id === undefined) {
        failures.push(`${route.method} ${route.url}: the Globex demo has no record to try`);
        continue;
      }
      const res = await call(await callerOf(route), route, urlFor(route, id));
      if (res.status !== 404) failures.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to the superuser on every route that names a company record, whatever the id', async () => {
    // He belongs to no company: refused before the id is looked at, as requireCompany refuses him the lists, so the
    // answer says nothing of which ids exist (an existing and a missing id answer alike).
    const acme = await companyId('Acme Conseil');
    const root = await ctx.as('root');
    const failures: string[] = [];
    for (const route of ctx.app.declaredRoutes.filter((r) => r.access.record)) {
      const existing = await recordIdIn(route.access.record!, acme);
      for (const id of [existing, 2_000_000_000]) {
        const res = await call(root, route, urlFor(route, id));
        if (res.status !== 403 || res.body.code !== 'permission_denied') {
          failures.push(`${route.method} ${route.url} (${id}) → ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 403 feature_disabled to every role while the company's module is off, and not once it is on", async () => {
    const acme = await companyId('Acme Conseil');
    const routes = ctx.app.declaredRoutes.filter((r) => r.access.feature);
    const features = [...new Set(routes.map((r) => r.access.feature!))];
    expect(features).toContain('use_leaves');
    const browsers = new Map<string, Awaited<ReturnType<typeof ctx.as>>>();
    for (const username of ACCOUNTS) browsers.set(username, await ctx.as(username));
    const failures: string[] = [];
    const setFlag = (feature: CompanyFeature, on: boolean) =>
      ctx.db
        .update(companies)
        .set({ [feature]: on })
        .where(eq(companies.id, acme));
    for (const feature of features) {
      const own = routes.filter((r) => r.access.feature === feature);
      await setFlag(feature, false);
      try {
        for (const route of own) {
          // A real record: nothing may run past the access hook, not even the tenancy check.
          const id = route.access.record ? await recordIdIn(route.access.record, acme) : undefined;
          for (const username of ACCOUNTS) {
            const res = await call(browsers.get(username)!, route, urlFor(route, id));
            // The superuser belongs to no company, so has no module to switch off: his permission refuses him. A
            // module whose use is the company's own business (wellness) answers 404, as a route that does not exist.
            const hidden = route.access.hiddenWhenOff && username !== 'root';
            const expected = username === 'root' ? 'permission_denied' : hidden ? 'not_found' : 'feature_disabled';
            if (res.status !== (hidden ? 404 : 403) || res.body.code !== expected) {
              failures.push(
                `${feature} off, ${username}: ${route.method} ${route.url} → ${res.status} ${res.body.code}`,
              );
            } else if (expected === 'feature_disabled' && res.body.detail !== FEATURE_DISABLED_MESSAGE) {
              failures.push(`${route.method} ${route.url}: message ${res.body.detail}`);
            }
          }
        }
      } finally {
        await setFlag(feature, true);
      }
      for (const route of own) {
        // An unknown record (404) and an empty body (400): the module answers, yet nothing is written.
        for (const username of ACCOUNTS) {
          const res = await call(browsers.get(username)!, route, urlFor(route, 999999));
          if (res.body?.code === 'feature_disabled') failures.push(`${feature} on, ${username}: ${route.url}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every route with a flag, as every account, twice: it grows with the modules (wellness added 15 routes).
  }, 90_000);

  it('refuses every unsafe method without the CSRF header, whatever the spelling of the path', async () => {
    const acme = await companyId('Acme Conseil');
    const unsafe = ctx.app.declaredRoutes.filter((r) => r.method !== 'GET');
    const failures: string[] = [];
    let checked = 0;
    for (const who of ['anonymous', 'admin', 'alice']) {
      // A browser that holds a valid csrftoken cookie (and a session) but whose page did not echo it: a forged form.
      const browser = who === 'anonymous' ? ctx.client() : await ctx.as(who);
      await browser.get('/api/info/');
      for (const route of unsafe) {
        const id = route.access.record ? await recordIdIn(route.access.record, acme) : undefined;
        for (const variant of PATH_VARIANTS) {
          const url = variant.spell(urlFor(route, id));
          const res = await browser.request(route.method as 'POST', url, { body: {}, csrf: false });
          checked++;
          if (res.status !== 403 || res.body.code !== 'csrf_failed') {
            failures.push(`${who}: ${route.method} ${url} (${variant.name}) → ${res.status} ${res.body.code ?? ''}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('refuses an unsafe method without the CSRF header on paths that match no route', async () => {
    const failures: string[] = [];
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/nothing-here/', '/%61pi/nothing-here/', '/', '/login', '/API/LEAVE/']) {
        const res = await ctx.client().request(method, url, { body: {}, csrf: false });
        if (res.status !== 403 || res.body.code !== 'csrf_failed') failures.push(`${method} ${url} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('still accepts the sign-in as the web app sends it: GET /api/info/ for the cookie, then the token', async () => {
    const browser = ctx.client();
    await browser.get('/api/info/');
    expect(browser.cookies.get('csrftoken')).toBeTruthy();
    const res = await browser.post('/api/auth/', { username: 'alice', password: 'demo1234' });
    expect(res.status).toBe(200);
  });
});
