import { PROJECT_COLORS } from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { userId } from '../leaves/leaves.test-helpers';
import { services } from '../services/services.tables';
import { users } from '../users/users.tables';
import { deleteCustomer, deleteProject } from './projects.service';
import { customers, projects } from './projects.tables';

const ctx = useTestApp();

type Customer = { id: number; name: string; nickname: string | null; nb_project: number; actif: boolean };
type Project = {
  id: number;
  name: string;
  color: string;
  visibility: string;
  owner: number;
  nb_user: number;
  service_model: { name: string } | null;
  customer_model: { name: string } | null;
};
type Page<T> = { count: number; results: T[] };

let admin: TestClient;
let alice: TestClient;
let globexAdmin: TestClient;
let dev: number;
let globexCustomer: number;
let globexProject: number;

beforeAll(async () => {
  [admin, alice, globexAdmin] = await Promise.all([ctx.as('admin'), ctx.as('alice'), ctx.as('globex-admin')]);
  const [service] = await ctx.db.select().from(services).where(eq(services.name, 'Développement'));
  dev = service!.id;
  const [initech] = await ctx.db.select().from(customers).where(eq(customers.name, 'Initech'));
  globexCustomer = initech!.id;
  const [erp] = await ctx.db.select().from(projects).where(eq(projects.name, 'Migration ERP'));
  globexProject = erp!.id;
});

const newCustomer = async (name: string, extra: Record<string, unknown> = {}) => {
  const res = await admin.post<Customer>('/api/customer/', { name, ...extra });
  expect(res.status).toBe(201);
  return res.body;
};
const newProject = async (body: Record<string, unknown>, as: TestClient = admin) => {
  const res = await as.post<Project>('/api/project/', body);
  expect(res.status).toBe(201);
  return res.body;
};

describe('customers', () => {
  it('lists the active customers by name with their project counts, in one page', async () => {
    const res = await admin.get<Page<Customer>>('/api/customer/?actif=true');
    expect(res.status).toBe(200);
    const names = res.body.results.map((c) => c.name);
    expect(names.slice(0, 4)).toEqual(['Air Horizon', 'Banque Atlantique', 'Énergies Nouvelles', 'Groupe Santé Plus']);
    expect(res.body.results.find((c) => c.name === 'Banque Atlantique')?.nb_project).toBe(2);
    expect(names).not.toContain('Initech');
  });

  it('creates with the nickname upper-cased, edits, and refuses the lengths of spec 3 §3', async () => {
    const created = await newCustomer('Transports Lemaire', { nickname: 'tlm', city: 'Rennes', zip_code: '35000' });
    expect(created).toMatchObject({ nickname: 'TLM', city: 'Rennes', nb_project: 0, actif: true });
    const edited = await admin.put<Customer>(`/api/customer/${created.id}/`, {
      name: 'Transports Lemaire SA',
      actif: false,
    });
    expect(edited.body).toMatchObject({ name: 'Transports Lemaire SA', actif: false, city: null });
    for (const bad of [
      { name: '' },
      { name: 'x'.repeat(61) },
      { name: 'A', nickname: 'ABCDEF' },
      { name: 'A', address: 'a'.repeat(201) },
      { name: 'A', country: 'c'.repeat(61) },
    ]) {
      expect((await admin.post('/api/customer/', bad)).status).toBe(400);
    }
  });

  it('filters on the name (accents aside) and on actif, and pages and sorts in SQL', async () => {
    const byName = await admin.get<Page<Customer>>('/api/customer/?name=energies');
    expect(byName.body.results.map((c) => c.name)).toEqual(['Énergies Nouvelles']);
    const inactive = await admin.get<Page<Customer>>('/api/customer/?actif=false');
    expect(inactive.body.results.every((c) => !c.actif)).toBe(true);
    const page = await admin.get<Page<Customer>>('/api/customer/?ordering=-nb_project&limit=2&offset=0');
    expect(page.body.results).toHaveLength(2);
    expect(page.body.count).toBeGreaterThan(2);
    expect(page.body.results[0]!.nb_project).toBeGreaterThanOrEqual(page.body.results[1]!.nb_project);
    expect((await admin.get('/api/customer/?ordering=password')).status).toBe(400);
  });

  it('refuses to delete a customer with projects, deletes one without', async () => {
    const customer = await newCustomer('Hôtel du Port');
    const project = await newProject({ name: 'Site web', customer: customer.id, service: dev });
    const refused = await admin.delete(`/api/customer/${customer.id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Can not delete a customer with current project');
    expect((await admin.delete(`/api/project/${project.id}/`)).status).toBe(204);
    expect((await admin.delete(`/api/customer/${customer.id}/`)).status).toBe(204);
  });

  it.each([
    ['manager', 201],
    ['rh', 201],
    ['compta', 403],
    ['alice', 403],
  ])('%s adding a customer: %i', async (username, status) => {
    const client = await ctx.as(username);
    expect((await client.post('/api/customer/', { name: `Client de ${username}` })).status).toBe(status);
  });

  it("another company's customer is 404 to read, edit and delete, and absent from the list", async () => {
    expect((await admin.get(`/api/customer/${globexCustomer}/`)).status).toBe(404);
    expect((await admin.put(`/api/customer/${globexCustomer}/`, { name: 'X' })).status).toBe(404);
    expect((await admin.delete(`/api/customer/${globexCustomer}/`)).status).toBe(404);
    const theirs = await globexAdmin.get<Page<Customer>>('/api/customer/');
    expect(theirs.body.results.map((c) => c.name)).toEqual(['Initech']);
  });

  it('an employee reads the customers, and for_me keeps those of a project they may pick', async () => {
    expect((await alice.get('/api/customer/')).status).toBe(200);
    const hidden = await newCustomer('Client confidentiel');
    const project = await newProject({
      name: 'Mission confidentielle',
      customer: hidden.id,
      service: dev,
      visibility: 'private',
    });
    const mine = async () =>
      (await alice.get<Page<Customer>>('/api/customer/?for_me=true&limit=100')).body.results.map((c) => c.name);
    expect(await mine()).toContain('Banque Atlantique');
    expect(await mine()).not.toContain('Client confidentiel');
    await admin.put(`/api/project/${project.id}/members/`, { users: [await userId(ctx, 'alice')] });
    expect(await mine()).toContain('Client confidentiel');
  });
});

describe('projects', () => {
  it('gives a customer project orange and requires its service', async () => {
    const customer = await newCustomer('Mutuelle Armor');
    const missing = await admin.post('/api/project/', { name: 'Portail adhérents', customer: customer.id });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.service[0]).toBe('Project service is mandatory');
    const created = await newProject({
      name: 'Portail adhérents',
      customer: customer.id,
      service: dev,
      color: '#000000',
    });
    expect(created).toMatchObject({
      color: PROJECT_COLORS.customer,
      visibility: 'public',
      service_model: { name: 'Développement' },
      customer_model: { name: 'Mutuelle Armor' },
    });
    const list = await admin.get<Page<Project>>(`/api/project/?customer=${customer.id}`);
    expect(list.body.results.map((p) => p.name)).toEqual(['Portail adhérents']);
  });

  it('gives a company project red, and lists it with the orphans', async () => {
    const created = await newProject({ name: 'Séminaire annuel', visibility: 'team' });
    expect(created.color).toBe(PROJECT_COLORS.company);
    const orphans = await admin.get<Page<Project>>('/api/project/?for_orphan=true&limit=100');
    expect(orphans.body.results.map((p) => p.name)).toContain('Séminaire annuel');
    expect(orphans.body.results.every((p) => p.customer_model === null)).toBe(true);
  });

  it('requires a name and a visibility: "Please complete all fields !"', async () => {
    for (const body of [
      { name: '' },
      { name: 'P', visibility: null },
      { name: 'x'.repeat(61) },
      { name: 'P', nickname: 'x'.repeat(10) },
    ]) {
      const res = await admin.post('/api/project/', body);
      expect(res.status).toBe(400);
    }
    expect((await admin.post('/api/project/', { name: '' })).body.detail).toBe('Please complete all fields !');
  });

  it("refuses another company's customer, service or owner on the field", async () => {
    const res = await admin.post('/api/project/', { name: 'P', customer: globexCustomer, service: dev });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['customer']);
    const owner = await userId(ctx, 'globex-user');
    expect((await admin.post('/api/project/', { name: 'P', owner })).body.fields).toHaveProperty('owner');
  });

  it('edits: the colour follows the customer, the client never sets it', async () => {
    const customer = await newCustomer('Cabinet Lenoir');
    const p = await newProject({ name: 'Audit', customer: customer.id, service: dev });
    const orphaned = await admin.put<Project>(`/api/project/${p.id}/`, {
      name: 'Audit interne',
      visibility: 'private',
    });
    expect(orphaned.body).toMatchObject({ color: PROJECT_COLORS.company, customer_model: null, visibility: 'private' });
  });

  it('refuses to delete a project with members, lists and sets them', async () => {
    const p = await newProject({ name: 'Support N2', visibility: 'private' });
    const [bob, claire] = [await userId(ctx, 'bob'), await userId(ctx, 'claire')];
    const set = await admin.put(`/api/project/${p.id}/members/`, { users: [claire, bob, bob] });
    expect(set.status).toBe(200);
    expect(set.body.map((u: { username: string }) => u.username)).toEqual(['bob', 'claire']);
    expect((await admin.get<Page<Project>>(`/api/project/?name=Support N2`)).body.results[0]!.nb_user).toBe(2);
    const refused = await admin.delete(`/api/project/${p.id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Can not delete a project with current user');
    const stranger = await userId(ctx, 'globex-user');
    expect((await admin.put(`/api/project/${p.id}/members/`, { users: [stranger] })).status).toBe(400);
    await admin.put(`/api/project/${p.id}/members/`, { users: [] });
    expect((await admin.delete(`/api/project/${p.id}/`)).status).toBe(204);
  });

  it('pages and sorts in SQL', async () => {
    const first = await admin.get<Page<Project>>('/api/project/?limit=3&ordering=name');
    const second = await admin.get<Page<Project>>('/api/project/?limit=3&offset=3&ordering=name');
    expect(first.body.results).toHaveLength(3);
    expect(first.body.count).toBe(second.body.count);
    const names = [...first.body.results, ...second.body.results].map((p) => p.name);
    expect(new Set(names).size).toBe(6);
    const desc = await admin.get<Page<Project>>('/api/project/?limit=1&ordering=-name');
    expect(desc.body.results[0]!.name).not.toBe(first.body.results[0]!.name);
    expect((await admin.get('/api/project/?ordering=secret')).status).toBe(400);
  });

  it.each([
    ['manager', 200],
    ['rh', 200],
    ['compta', 403],
    ['assistant', 403],
    ['bob', 403],
  ])('%s editing a project or its users: %i', async (username, status) => {
    const p = await newProject({ name: `Projet pour ${username}` });
    const client = await ctx.as(username);
    expect((await client.put(`/api/project/${p.id}/`, { name: `Projet de ${username}` })).status).toBe(status);
    expect((await client.put(`/api/project/${p.id}/members/`, { users: [] })).status).toBe(status);
  });

  it("another company's project is 404 to every route", async () => {
    for (const res of [
      await admin.get(`/api/project/${globexProject}/`),
      await admin.put(`/api/project/${globexProject}/`, { name: 'X' }),
      await admin.delete(`/api/project/${globexProject}/`),
      await admin.get(`/api/project/${globexProject}/members/`),
      await admin.put(`/api/project/${globexProject}/members/`, { users: [] }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await globexAdmin.get<Page<Project>>('/api/project/')).body.count).toBe(2);
  });

  it("the deletions count only the company's rows: another company's held record is 404, never 409", async () => {
    // The route's record check answers first; the service must not depend on it (every query filters on the company).
    const [acme] = await ctx.db.select({ id: users.company_id }).from(users).where(eq(users.username, 'admin'));
    const theirs = await userId(ctx, 'globex-user');
    expect((await globexAdmin.put(`/api/project/${globexProject}/members/`, { users: [theirs] })).status).toBe(200);
    await expect(deleteProject(ctx.db, acme!.id!, globexProject)).rejects.toMatchObject({ status: 404 });
    await expect(deleteCustomer(ctx.db, acme!.id!, globexCustomer)).rejects.toMatchObject({ status: 404 });
    expect((await globexAdmin.put(`/api/project/${globexProject}/members/`, { users: [] })).status).toBe(200);
  });
});

describe('projects seen by an employee', () => {
  it('lists public projects, team projects of their service, and what they own or work on; 404 for the others', async () => {
    const aliceId = await userId(ctx, 'alice');
    const team = await newProject({ name: 'Équipe dev', visibility: 'team', service: dev });
    const secret = await newProject({ name: 'Projet secret', visibility: 'private' });
    const shared = await newProject({ name: 'Projet partagé', visibility: 'private' });
    await admin.put(`/api/project/${shared.id}/members/`, { users: [aliceId] });
    const names = (await alice.get<Page<Project>>('/api/project/?limit=200')).body.results.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Équipe dev', 'Projet partagé', 'Refonte espace client']));
    expect(names).not.toContain('Projet secret');
    expect((await alice.get(`/api/project/${secret.id}/`)).status).toBe(404);
    expect((await alice.get(`/api/project/${team.id}/`)).status).toBe(200);
    const bobOfData = await ctx.as('jmoreau');
    expect((await bobOfData.get(`/api/project/${team.id}/?`)).status).toBe(200); // manager: back office, sees all
    const compta = await ctx.as('compta');
    expect((await compta.get(`/api/project/${team.id}/`)).status).toBe(404); // accounting is in no service
    // can_see from the back office: only what the admin may see themselves.
    const adminSees = (await admin.get<Page<Project>>('/api/project/?can_see=true&limit=200')).body.results.map(
      (p) => p.name,
    );
    expect(adminSees).toContain('Projet secret'); // the admin owns it
  });

  it('creates a private blue project of their own from an activity, and nothing else', async () => {
    const aliceId = await userId(ctx, 'alice');
    const own = await newProject({ name: 'Veille technologique', visibility: 'public' }, alice);
    expect(own).toMatchObject({ color: PROJECT_COLORS.openActivity, visibility: 'private', owner: aliceId });
    const bob = await ctx.as('bob');
    expect((await bob.get(`/api/project/${own.id}/`)).status).toBe(404);
    for (const body of [
      { name: 'X', customer: globexCustomer, service: dev },
      { name: 'X', service: dev },
      { name: 'X', owner: await userId(ctx, 'bob') },
    ]) {
      expect((await alice.post('/api/project/', body)).status).toBe(403);
    }
    expect((await alice.put(`/api/project/${own.id}/`, { name: 'Y' })).status).toBe(403);
    expect((await alice.delete(`/api/project/${own.id}/`)).status).toBe(403);
  });

  it('for_me hides inactive projects and blue ones unused for more than 90 days', async () => {
    const old = await newProject({ name: 'Ancienne veille' }, alice);
    const recent = await newProject({ name: 'Veille récente' }, alice);
    await ctx.db.update(projects).set({ last_used_date: '2000-01-01' }).where(eq(projects.id, old.id));
    const off = await newProject({ name: 'Projet arrêté', actif: false });
    const offered = (await alice.get<Page<Project>>('/api/project/?for_me=true&limit=200')).body.results.map(
      (p) => p.id,
    );
    expect(offered).toContain(recent.id);
    expect(offered).not.toContain(old.id);
    expect(offered).not.toContain(off.id);
    const [row] = await ctx.db
      .select()
      .from(projects)
      .where(and(eq(projects.id, old.id)));
    expect(row!.color).toBe(PROJECT_COLORS.openActivity);
  });
});
