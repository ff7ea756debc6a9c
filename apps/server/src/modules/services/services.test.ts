import type { ServicePerson as Person, ServiceDetailOut as ServiceDetail } from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { documents } from '../documents/documents.tables';
import { userId } from '../leaves/leaves.test-helpers';
import { projects } from '../projects/projects.tables';
import { users } from '../users/users.tables';
import { serviceMembers, services } from './services.tables';

const ctx = useTestApp();

type ServiceRow = {
  id: number;
  name: string;
  manager: number | null;
  assistant: number | null;
  manager_name: string | null;
  assistant_name: string | null;
  members_count: number;
};
type Attachment = { id: number; title: string; description: string; short_name: string; author: { username: string } };

let rh: TestClient;
const ids: Record<string, number> = {};
beforeAll(async () => {
  rh = await ctx.as('rh');
  for (const name of ['manager', 'jmoreau', 'assistant', 'alice', 'bob', 'claire', 'compta', 'rh', 'admin']) {
    ids[name] = await userId(ctx, name);
  }
  ids['globex-user'] = await userId(ctx, 'globex-user');
});

const serviceIdOf = async (name: string) =>
  (await ctx.db.select({ id: services.id }).from(services).where(eq(services.name, name)))[0]!.id;

describe('GET /api/service/', () => {
  it('lists the services by name with manager, assistant and number of members', async () => {
    const res = await rh.get<{ count: number; results: ServiceRow[] }>('/api/service/');
    expect(res.status).toBe(200);
    expect(res.body.results.map((s) => s.name)).toEqual(['Conseil', 'Data & IA', 'Développement']);
    expect(res.body.results[2]).toMatchObject({
      manager_name: 'Marc Lemoine',
      assistant_name: 'Sophie Aubert',
      members_count: 3,
    });
    expect(res.body.results[1]).toMatchObject({ assistant: null, assistant_name: null });
  });

  it('filters on manager and search, and sorts on the allowed columns', async () => {
    const byManager = await rh.get<{ results: ServiceRow[] }>(`/api/service/?manager_id=${ids.manager}`);
    expect(byManager.body.results.map((s) => s.name)).toEqual(['Développement']);
    const search = await rh.get<{ results: ServiceRow[] }>('/api/service/?search=DEVELOP');
    expect(search.body.results.map((s) => s.name)).toEqual(['Développement']);
    const sorted = await rh.get<{ results: ServiceRow[] }>('/api/service/?ordering=-members_count,name');
    expect(sorted.body.results[sorted.body.results.length - 1]!.name).toBe('Développement');
    expect((await rh.get('/api/service/?ordering=manager_id')).status).toBe(400);
  });

  it('is read by the back office and by whoever prepares travel requests (mission_orders.view)', async () => {
    for (const username of ['manager', 'compta', 'assistant', 'admin', 'alice']) {
      expect((await (await ctx.as(username)).get('/api/service/')).status).toBe(200);
    }
  });
});

describe('creating, changing and deleting a service', () => {
  it('creates a service with its people, reads it, changes it and deletes it', async () => {
    const created = await rh.post<ServiceDetail>('/api/service/', {
      name: '  Support  ',
      manager: ids.jmoreau,
      assistant: ids.assistant,
      members: [ids.alice, ids.bob, ids.bob],
      share_leaves_visibility: false,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Support',
      manager: ids.jmoreau,
      assistant: ids.assistant,
      share_members_visibility: true,
      share_leaves_visibility: false,
    });
    expect(created.body.members.map((m) => m.first_name)).toEqual(['Bob', 'Alice']);
    const id = created.body.id;

    const changed = await rh.put<ServiceDetail>(`/api/service/${id}/`, {
      name: 'Support client',
      manager: ids.rh,
      assistant: null,
      members: [ids.claire],
      share_members_visibility: false,
      share_leaves_visibility: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Support client', manager: ids.rh, assistant: null });
    expect(changed.body.members.map((m) => m.first_name)).toEqual(['Claire']);
    expect((await rh.get<ServiceDetail>(`/api/service/${id}/`)).body.share_members_visibility).toBe(false);

    expect((await rh.delete(`/api/service/${id}/`)).status).toBe(204);
    expect((await rh.get(`/api/service/${id}/`)).status).toBe(404);
    const left = await ctx.db.select().from(serviceMembers).where(eq(serviceMembers.service_id, id));
    expect(left).toEqual([]);
    // The members stay employees.
    const [claire] = await ctx.db.select().from(users).where(eq(users.id, ids.claire!));
    expect(claire!.is_active).toBe(true);
  });

  it.each([
    [{}, 'name', 'Please complete all fields !'],
    [{ name: '  ' }, 'name', 'Please complete all fields !'],
    [{ name: 'x'.repeat(151) }, 'name', null],
    [
      { name: 'A', manager: 'manager', assistant: 'manager' },
      'assistant',
      'A same user can not be assistant and manager of a service at the same time.',
    ],
    [{ name: 'A', assistant: 'assistant' }, 'assistant', 'Choose a manager before an assistant.'],
    [
      { name: 'A', manager: 'alice' },
      'manager',
      'A manager must be an active user holding the manager, hr or administrator role.',
    ],
    [
      { name: 'A', manager: 'compta' },
      'manager',
      'A manager must be an active user holding the manager, hr or administrator role.',
    ],
    [
      { name: 'A', manager: 'globex-user' },
      'manager',
      'A manager must be an active user holding the manager, hr or administrator role.',
    ],
    [{ name: 'A', members: ['globex-user'] }, 'members', 'Some of these people are not employees of the company.'],
  ])('refuses %j with 400 on %s', async (body, field, detail) => {
    const named = (v: unknown) => (typeof v === 'string' ? ids[v] : v);
    const payload = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v.map(named) : k === 'name' ? v : named(v)]),
    );
    const res = await rh.post('/api/service/', payload);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
    if (detail) expect(res.body.fields[field][0]).toBe(detail);
    expect((await rh.get<{ count: number }>('/api/service/')).body.count).toBe(3);
  });

  it('refuses an inactive manager', async () => {
    await ctx.db.update(users).set({ is_active: false }).where(eq(users.id, ids.jmoreau!));
    const res = await rh.post('/api/service/', { name: 'A', manager: ids.jmoreau });
    await ctx.db.update(users).set({ is_active: true }).where(eq(users.id, ids.jmoreau!));
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('manager');
  });

  it('refuses to delete a service projects name, saying how many', async () => {
    const dev = await serviceIdOf('Développement');
    const [used] = await ctx.db.select({ n: projects.id }).from(projects).where(eq(projects.service_id, dev));
    expect(used).toBeDefined();
    const res = await rh.delete(`/api/service/${dev}/`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('service_in_use');
    expect(res.body.detail).toMatch(/^This service is used by \d+ project\(s\)/);
  });

  it('adds and removes one member through the member sub-resource', async () => {
    const data = await serviceIdOf('Data & IA');
    const added = await rh.post<ServiceDetail>(`/api/service/${data}/member/`, { user: ids.alice });
    expect(added.status).toBe(200);
    expect(added.body.members.map((m) => m.id)).toContain(ids.alice);
    expect((await rh.post(`/api/service/${data}/member/`, { user: ids.alice })).status).toBe(200);
    const members = await rh.get<Person[]>(`/api/service/${data}/member/`);
    expect(members.body.filter((m) => m.id === ids.alice)).toHaveLength(1);
    expect((await rh.delete(`/api/service/${data}/member/${ids.alice}/`)).status).toBe(204);
    expect((await rh.delete(`/api/service/${data}/member/${ids.alice}/`)).status).toBe(404);
    expect((await rh.post(`/api/service/${data}/member/`, { user: ids['globex-user'] })).status).toBe(400);
  });

  it('is administered with user.create only: hr and administrator', async () => {
    const dev = await serviceIdOf('Développement');
    const admin = await ctx.as('admin');
    const created = await admin.post<ServiceDetail>('/api/service/', { name: 'Juridique' });
    expect(created.status).toBe(201);
    for (const username of ['manager', 'compta', 'assistant', 'alice']) {
      const client = await ctx.as(username);
      expect((await client.get(`/api/service/${dev}/`)).status).toBe(403);
      expect((await client.post('/api/service/', { name: 'Nope' })).status).toBe(403);
      expect((await client.put(`/api/service/${dev}/`, { name: 'Nope' })).status).toBe(403);
      expect((await client.delete(`/api/service/${created.body.id}/`)).status).toBe(403);
      expect((await client.post(`/api/service/${dev}/member/`, { user: ids.alice })).status).toBe(403);
    }
    expect((await admin.delete(`/api/service/${created.body.id}/`)).status).toBe(204);
  });

  it("answers 404 for another company's service on every route", async () => {
    const globex = await ctx.as('globex-admin');
    const dev = await serviceIdOf('Développement');
    expect((await globex.get(`/api/service/${dev}/`)).status).toBe(404);
    expect((await globex.put(`/api/service/${dev}/`, { name: 'x' })).status).toBe(404);
    expect((await globex.delete(`/api/service/${dev}/`)).status).toBe(404);
    expect((await globex.get(`/api/service/${dev}/member/`)).status).toBe(404);
    expect((await globex.delete(`/api/service/${dev}/member/${ids.alice}/`)).status).toBe(404);
    expect((await globex.get(`/api/service/${dev}/attachment/`)).status).toBe(404);
    const names = (await globex.get<{ results: ServiceRow[] }>('/api/service/')).body.results.map((s) => s.name);
    expect(names).toEqual(['Opérations']);
  });
});

const pdf = (size = 400) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return bytes;
};

/** Posts a multipart form as the browser's FormData would. */
async function upload(browser: TestClient, serviceId: number, fields: Record<string, string>, file?: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('attachment_file', new Blob([file], { type: 'application/pdf' }), 'organigramme.pdf');
  const encoded = new Response(form);
  return browser.request<Attachment & { code?: string; detail?: string; fields?: Record<string, string[]> }>(
    'POST',
    `/api/service/${serviceId}/attachment/`,
    {
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    },
  );
}

describe('service attachments', () => {
  it('adds, lists, downloads and deletes a document of a service', async () => {
    const conseil = await serviceIdOf('Conseil');
    const res = await upload(rh, conseil, { title: 'Organigramme', description: 'Mis à jour en mars' }, pdf());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Organigramme',
      description: 'Mis à jour en mars',
      short_name: 'organigramme.pdf',
      author: { username: 'rh' },
    });
    const list = await rh.get<Attachment[]>(`/api/service/${conseil}/attachment/`);
    expect(list.body.map((a) => a.title)).toEqual(['Organigramme']);
    const file = await rh.get(`/api/service/${conseil}/attachment/${res.body.id}/file/`);
    expect(file.status).toBe(200);
    // Not a company document: neither the company list nor its download shows it, another service does not have it.
    const alice = await ctx.as('alice');
    expect((await alice.get(`/api/document/${res.body.id}/file/`)).status).toBe(404);
    const data = await serviceIdOf('Data & IA');
    expect((await rh.get(`/api/service/${data}/attachment/${res.body.id}/file/`)).status).toBe(404);
    expect((await rh.delete(`/api/service/${data}/attachment/${res.body.id}/`)).status).toBe(404);
    expect((await rh.delete(`/api/service/${conseil}/attachment/${res.body.id}/`)).status).toBe(204);
    expect((await rh.get<Attachment[]>(`/api/service/${conseil}/attachment/`)).body).toEqual([]);
  });

  it('requires a title and a file, and refuses more than 5,242,880 bytes', async () => {
    const conseil = await serviceIdOf('Conseil');
    const noTitle = await upload(rh, conseil, { title: ' ' }, pdf());
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.fields).toHaveProperty('title');
    const noFile = await upload(rh, conseil, { title: 'Sans fichier' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.fields).toHaveProperty('attachment_file');
    const big = await upload(rh, conseil, { title: 'Trop gros' }, pdf(5_242_881));
    expect(big.status).toBe(413);
    expect(big.body.detail).toBe('File size exceeds 5Mo.');
    expect((await upload(rh, conseil, { title: 'Juste' }, pdf(5_242_880))).status).toBe(201);
    expect((await upload(await ctx.as('manager'), conseil, { title: 'Non' }, pdf())).status).toBe(403);
  });

  it("deletes a service's documents with it", async () => {
    const created = await rh.post<ServiceDetail>('/api/service/', { name: 'Éphémère' });
    expect((await upload(rh, created.body.id, { title: 'Note' }, pdf())).status).toBe(201);
    expect((await rh.delete(`/api/service/${created.body.id}/`)).status).toBe(204);
    const left = await ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.service_id, created.body.id)));
    expect(left).toEqual([]);
  });
});
