import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { todayInParis } from '../../platform/clock';
import { services } from '../services/services.tables';
import { users } from './users.tables';

const ctx = useTestApp();

type UserItem = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  roles: string[];
  is_active: boolean;
  services: { id: number; name: string }[];
};
type UserList = { count: number; results: UserItem[] };

// French order as a person expects it: accents do not move a name (Élodie sorts with the E's).
const french = new Intl.Collator('fr', { sensitivity: 'base' });
const ACME_PEOPLE = 32;

let admin: TestClient;
let developmentId: number;
let managerId: number;

async function idOf(username: string) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

async function people(query: string, browser = admin) {
  const res = await browser.get<UserList>(`/api/user/${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const usernames = async (query: string) => (await people(query)).results.map((u) => u.username);

beforeAll(async () => {
  admin = await ctx.as('admin');
  const [dev] = await ctx.db.select().from(services).where(eq(services.name, 'Développement'));
  developmentId = dev!.id;
  managerId = await idOf('manager');
  // Quentin Blanc has left the company; Baptiste Boyer left on 1 January 2020 (still active in the directory).
  await ctx.db.update(users).set({ is_active: false }).where(eq(users.username, 'qblanc'));
  await ctx.db.update(users).set({ departure_date: '2020-01-01' }).where(eq(users.username, 'bboyer'));
});

describe('GET /api/user/', () => {
  it('lists the company by first name in French order, accents included', async () => {
    const body = await people('?limit=100');
    expect(body.count).toBe(ACME_PEOPLE);
    const firstNames = body.results.map((u) => u.first_name);
    expect(firstNames).toEqual([...firstNames].sort(french.compare));
    expect(firstNames.slice(firstNames.indexOf('Clément'), firstNames.indexOf('Hugo') + 1)).toEqual([
      'Clément',
      'Élodie',
      'Émilie',
      'Hugo',
    ]);
  });

  it('orders by last name, descending', async () => {
    const lastNames = (await people('?limit=100&ordering=-last_name')).results.map((u) => u.last_name);
    expect(lastNames).toEqual([...lastNames].sort(french.compare).reverse());
    expect(lastNames[0]).toBe('Thomas');
  });

  it('refuses an unknown ordering field', async () => {
    const res = await admin.get('/api/user/?ordering=password_hash');
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('ordering');
  });

  it('pages with limit and offset and counts every match', async () => {
    const all = await usernames('?limit=100');
    const page = await people('?limit=5&offset=5');
    expect(page.count).toBe(ACME_PEOPLE);
    expect(page.results.map((u) => u.username)).toEqual(all.slice(5, 10));
    expect((await people('?offset=25')).results).toHaveLength(ACME_PEOPLE - 25);
    expect((await people('')).results).toHaveLength(25);
  });

  it.each([
    ['elodie', ['ebernard']],
    ['ÉLODIE', ['ebernard']],
    ['bernard elo', ['ebernard']],
    ['lefevre', ['mlefevre']],
    ['E006', ['alice']],
    ['jmore', ['jmoreau']],
    ['100%', []],
  ])('searches %s without minding case or accents', async (search, expected) => {
    expect(await usernames(`?search=${encodeURIComponent(search)}`)).toEqual(expected);
  });

  it.each([
    ['employee_number=E007', ['bob']],
    ['first_name=chloe', ['croux']],
    ['last_name=guerin', ['eguerin']],
  ])('filters on %s', async (query, expected) => {
    expect(await usernames(`?${query}`)).toEqual(expected);
  });

  it('filters on is_active', async () => {
    expect(await usernames('?is_active=false')).toEqual(['qblanc']);
    const active = await people('?is_active=true&limit=100');
    expect(active.count).toBe(ACME_PEOPLE - 1);
    expect(active.results.every((u) => u.is_active)).toBe(true);
  });

  it('filters on roles: any of the given ones', async () => {
    const collaborators = await people('?roles=collaborator&limit=100');
    expect(collaborators.count).toBe(25);
    expect(collaborators.results.every((u) => u.roles.includes('collaborator'))).toBe(true);
    expect((await usernames('?roles=manager,hr')).sort()).toEqual(['jmoreau', 'manager', 'rh', 'sgirard']);
    expect((await admin.get('/api/user/?roles=boss')).status).toBe(400);
  });

  it('filters on a service and on the manager of the services', async () => {
    expect(await usernames(`?service=${developmentId}`)).toEqual(['alice', 'bob', 'claire']);
    expect(await usernames(`?managed_by=${managerId}`)).toEqual(['alice', 'bob', 'claire']);
    expect((await people(`?managed_by=${await idOf('jmoreau')}`)).count).toBe(11);
    expect(await usernames(`?managed_by=${await idOf('alice')}`)).toEqual([]);
  });

  it('filters on the people employed on a day', async () => {
    const today = await usernames(`?active_for_date=${todayInParis()}&limit=100`);
    expect(today).toHaveLength(ACME_PEOPLE - 1);
    expect(today).not.toContain('bboyer');
    expect(await usernames('?active_for_date=2019-12-31&search=boyer')).toEqual(['bboyer']);
    // Everyone was hired on 2 September 2019.
    expect((await people('?active_for_date=2019-09-01')).count).toBe(0);
  });

  it("never shows another company's people", async () => {
    const acme = await usernames('?limit=100');
    expect(acme).not.toContain('globex-user');
    expect(acme).not.toContain('root');
    expect(await usernames('?search=globex')).toEqual([]);
    const globex = await people('', await ctx.as('globex-admin'));
    expect(globex.results.map((u) => u.username).sort()).toEqual(['globex-admin', 'globex-user']);
  });

  it('is open to the directory readers and closed to the superuser console', async () => {
    expect((await people('', await ctx.as('assistant'))).count).toBe(ACME_PEOPLE);
    const root = await (await ctx.as('root')).get('/api/user/');
    expect(root.status).toBe(403);
  });
});

describe('GET /api/user/{id}/', () => {
  it('answers one person with their services', async () => {
    const res = await admin.get(`/api/user/${await idOf('alice')}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      username: 'alice',
      first_name: 'Alice',
      employee_number: 'E006',
      roles: ['collaborator'],
      is_active: true,
      services: [{ id: developmentId, name: 'Développement' }],
    });
    expect(res.body).not.toHaveProperty('password_hash');
  });

  it("answers 404 for another company's person and for an unknown id", async () => {
    expect((await admin.get(`/api/user/${await idOf('globex-user')}/`)).status).toBe(404);
    expect((await admin.get('/api/user/999999/')).status).toBe(404);
  });
});
