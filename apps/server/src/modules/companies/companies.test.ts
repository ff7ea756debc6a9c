import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { typesOfLeave } from '../reference/reference.tables';
import { users } from '../users/users.tables';
import { companies } from './companies.tables';
import { newCompanyBody } from './companies.test-helpers';

const ctx = useTestApp();

type CompanyItem = { id: number; name: string; hostname: string; user_count: number; created: string };
type CompanyList = { count: number; results: CompanyItem[] };

let root: TestClient;
beforeAll(async () => {
  root = await ctx.as('root');
});

const signIn = async (username: string, password = 'demo1234') =>
  (await ctx.clientFor(username)).post('/api/auth/', { username, password });
const companyCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(companies))[0]!.n;
async function companyId(name: string) {
  const [row] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row!.id;
}

describe('GET /api/company/', () => {
  it('lists every company with its user count', async () => {
    const res = await root.get<CompanyList>('/api/company/');
    expect(res.status).toBe(200);
    const byName = new Map(res.body.results.map((c) => [c.name, c]));
    expect(byName.get('Acme Conseil')!.user_count).toBeGreaterThanOrEqual(30);
    expect(byName.get('Globex')).toMatchObject({ hostname: 'globex.localhost', user_count: 2, is_trial_period: true });
    expect(Date.parse(byName.get('Globex')!.created)).not.toBeNaN();
  });

  it('searches by name without minding case or accents', async () => {
    const res = await root.get<CompanyList>('/api/company/?search=gLoBeX');
    expect(res.body.results.map((c) => c.name)).toEqual(['Globex']);
    expect((await root.get<CompanyList>('/api/company/?search=acmé')).body.results.map((c) => c.name)).toEqual([
      'Acme Conseil',
    ]);
  });

  it('orders by name by default, or newest first', async () => {
    const names = (await root.get<CompanyList>('/api/company/')).body.results.map((c) => c.name);
    expect(names.indexOf('Acme Conseil')).toBeLessThan(names.indexOf('Globex'));
    const created = (await root.get<CompanyList>('/api/company/?ordering=-created')).body.results.map((c) =>
      Date.parse(c.created),
    );
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect((await root.get('/api/company/?ordering=password')).status).toBe(400);
  });

  it('is for the superuser only', async () => {
    const res = await (await ctx.as('admin')).get('/api/company/');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('permission_denied');
  });
});

describe('POST /api/company/', () => {
  it('creates the company, its reference data and its administrator, who can sign in', async () => {
    const res = await root.post('/api/company/', newCompanyBody('a'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Initech a',
      hostname: 'initech-a.example.fr',
      is_active: true,
      is_trial_period: false,
      trial_period_end: null,
      user_count: 1,
    });

    const leaveTypes = await ctx.db.select().from(typesOfLeave).where(eq(typesOfLeave.company_id, res.body.id));
    expect(leaveTypes).toHaveLength(8);

    const signedIn = await signIn('initech-admin-a', 'initech1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ roles: ['administrator'], is_staff: true, company: { name: 'Initech a' } });
    expect((await root.get<CompanyList>('/api/company/?search=initech a')).body.results[0]!.user_count).toBe(1);
  });

  it('creates a company in trial with its end date', async () => {
    const res = await root.post(
      '/api/company/',
      newCompanyBody('b', { is_trial_period: true, trial_period_end: '2099-12-31' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ is_trial_period: true, trial_period_end: '2099-12-31' });
  });

  it('refuses a hostname already used', async () => {
    const before = await companyCount();
    const res = await root.post('/api/company/', newCompanyBody('c', { hostname: 'LOCALHOST' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('hostname');
    expect(await companyCount()).toBe(before);
  });

  it('refuses an administrator username already used and writes nothing', async () => {
    const before = await companyCount();
    const body = newCompanyBody('d');
    const res = await root.post('/api/company/', { ...body, admin: { ...body.admin, username: 'Alice' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(['admin.username']);
    expect(await companyCount()).toBe(before);
    expect(await ctx.db.select().from(companies).where(eq(companies.name, 'Initech d'))).toEqual([]);
  });

  it.each([
    ['a trial without end date', { is_trial_period: true }, 'trial_period_end'],
    ['an invalid hostname', { hostname: 'not a host' }, 'hostname'],
    ['an empty name', { name: ' ' }, 'name'],
  ])('refuses %s', async (_name, change, field) => {
    const before = await companyCount();
    const res = await root.post('/api/company/', newCompanyBody('e', change));
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty([field]);
    expect(await companyCount()).toBe(before);
  });

  it('refuses a short administrator password with the spec message', async () => {
    const body = newCompanyBody('f');
    const res = await root.post('/api/company/', { ...body, admin: { ...body.admin, password: 'abc' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'admin.password': ['Password need to be at least 6 character long !'] });
  });

  it('is for the superuser only', async () => {
    expect((await (await ctx.as('admin')).post('/api/company/', newCompanyBody('g'))).status).toBe(403);
  });
});

describe('PATCH /api/company/{id}/', () => {
  const patch = async (name: string, body: Record<string, unknown>) =>
    root.patch(`/api/company/${await companyId(name)}/`, body);

  it('deactivates a company: its users cannot sign in; reactivating lets them back', async () => {
    const globexUser = await ctx.as('globex-user');
    const off = await patch('Globex', { is_active: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ name: 'Globex', is_active: false, user_count: 2 });
    const refused = await signIn('globex-admin');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('company_inactive');
    expect((await globexUser.get('/api/my_account/')).status).toBe(403);

    expect((await patch('Globex', { is_active: true })).body.is_active).toBe(true);
    expect((await signIn('globex-admin')).status).toBe(200);
  });

  it('puts a company on an expired trial: its users get trial_expired; ending the trial clears the date', async () => {
    await root.post('/api/company/', newCompanyBody('h'));
    const started = await patch('Initech h', { is_trial_period: true, trial_period_end: '2020-06-30' });
    expect(started.body).toMatchObject({ is_trial_period: true, trial_period_end: '2020-06-30' });
    const refused = await signIn('initech-admin-h', 'initech1');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('trial_expired');

    const ended = await patch('Initech h', { is_trial_period: false });
    expect(ended.body).toMatchObject({ is_trial_period: false, trial_period_end: null });
    const [row] = await ctx.db.select().from(companies).where(eq(companies.name, 'Initech h'));
    expect(row!.trial_period_end).toBeNull();
    expect((await signIn('initech-admin-h', 'initech1')).status).toBe(200);
  });

  it('refuses a trial without an end date and unknown fields', async () => {
    const acme = await companyId('Acme Conseil');
    const noEnd = await root.patch(`/api/company/${acme}/`, { is_trial_period: true });
    expect(noEnd.status).toBe(400);
    expect(noEnd.body.fields).toHaveProperty('trial_period_end');
    expect((await root.patch(`/api/company/${acme}/`, { name: 'Renamed' })).status).toBe(400);
    const [row] = await ctx.db.select().from(companies).where(eq(companies.id, acme));
    expect(row).toMatchObject({ name: 'Acme Conseil', is_trial_period: false });
  });

  it("keeps a trial's end date unless told otherwise, and never leaves a trial without one", async () => {
    const globex = await companyId('Globex');
    const [before] = await ctx.db.select().from(companies).where(eq(companies.id, globex));
    const again = await root.patch(`/api/company/${globex}/`, { is_trial_period: true });
    expect(again.status).toBe(200);
    expect(again.body.trial_period_end).toBe(before!.trial_period_end);
    const cleared = await root.patch(`/api/company/${globex}/`, { trial_period_end: null });
    expect(cleared.status).toBe(400);
    expect(cleared.body.fields).toHaveProperty('trial_period_end');
    const [after] = await ctx.db.select().from(companies).where(eq(companies.id, globex));
    expect(after!.trial_period_end).toBe(before!.trial_period_end);
  });

  it('answers 404 for an unknown company', async () => {
    expect((await root.patch('/api/company/999999/', { is_active: false })).status).toBe(404);
    expect((await root.patch('/api/company/999999/', { is_trial_period: true })).status).toBe(404);
  });

  it('is for the superuser only', async () => {
    const acme = await companyId('Acme Conseil');
    const res = await (await ctx.as('admin')).patch(`/api/company/${acme}/`, { is_active: false });
    expect(res.status).toBe(403);
    const [row] = await ctx.db.select().from(companies).where(eq(companies.id, acme));
    expect(row!.is_active).toBe(true);
    expect(await ctx.db.select().from(users).where(eq(users.username, 'admin'))).toHaveLength(1);
  });
});
