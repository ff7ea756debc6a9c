import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import { contracts } from './contracts.tables';

const ctx = useTestApp();

type Contract = {
  id: number;
  title: string;
  max_worked_days_per_month: number | null;
  can_overflow_max_worked_days: boolean;
  rank: number;
  employees_count: number;
};
type ContractList = { count: number; results: Contract[] };

// Every company starts with three contracts (reference/defaults.ts): Temps plein, Forfait jours, Temps partiel 80 %.
let rh: TestClient;
let acmeId: number;
beforeAll(async () => {
  rh = await ctx.as('rh');
  const [acme] = await ctx.db.select().from(companies).where(eq(companies.name, 'Acme Conseil'));
  acmeId = acme!.id;
});

const titles = async (client: TestClient, query = '') => {
  const res = await client.get<ContractList>(`/api/contract/${query}`);
  expect(res.status).toBe(200);
  return res.body.results.map((c) => c.title);
};

describe('GET /api/contract/', () => {
  it("lists the company's contracts by rank, with the count", async () => {
    const res = await rh.get<ContractList>('/api/contract/');
    expect(res.body.count).toBe(3);
    expect(res.body.results.map((c) => c.title)).toEqual([
      'Temps plein',
      'Forfait jours (218 j)',
      'Temps partiel 80 %',
    ]);
    expect(res.body.results[0]).toMatchObject({ max_worked_days_per_month: null, can_overflow_max_worked_days: true });
  });

  it('filters on title (accents and case folded), max days and overflow', async () => {
    expect(await titles(rh, '?title=PARTIEL')).toEqual(['Temps partiel 80 %']);
    expect(await titles(rh, '?max_worked_days_per_month=0')).toEqual(['Forfait jours (218 j)']);
    expect(await titles(rh, '?can_overflow_max_worked_days=False')).toEqual(['Temps partiel 80 %']);
    expect(await titles(rh, '?can_overflow_max_worked_days=True')).toEqual(['Temps plein', 'Forfait jours (218 j)']);
  });

  it('sorts on the allowed columns only', async () => {
    expect(await titles(rh, '?ordering=-rank')).toEqual(['Temps partiel 80 %', 'Forfait jours (218 j)', 'Temps plein']);
    expect((await rh.get('/api/contract/?ordering=company_id')).status).toBe(400);
  });

  it('is read by whoever edits employees (hr, administrator) and nobody else', async () => {
    expect((await (await ctx.as('admin')).get('/api/contract/')).status).toBe(200);
    for (const username of ['manager', 'compta', 'alice']) {
      expect((await (await ctx.as(username)).get('/api/contract/')).status).toBe(403);
    }
  });

  it("never shows another company's contracts", async () => {
    const globex = await ctx.as('globex-admin');
    const ids = (await globex.get<ContractList>('/api/contract/')).body.results.map((c) => c.id);
    const ours = (await rh.get<ContractList>('/api/contract/')).body.results.map((c) => c.id);
    expect(ids.filter((id) => ours.includes(id))).toEqual([]);
    expect((await globex.get(`/api/contract/${ours[0]}/`)).status).toBe(404);
    expect((await globex.put(`/api/contract/${ours[0]}/`, { title: 'x' })).status).toBe(404);
    expect((await globex.delete(`/api/contract/${ours[0]}/`)).status).toBe(404);
  });
});

describe('POST, PUT, DELETE /api/contract/', () => {
  it('creates with the defaults of spec 3 §3, changes and deletes a contract', async () => {
    const created = await rh.post<Contract>('/api/contract/', { title: '  Alternance  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Alternance',
      max_worked_days_per_month: 0,
      can_overflow_max_worked_days: true,
      rank: 0,
      employees_count: 0,
    });
    const id = created.body.id;
    const changed = await rh.put<Contract>(`/api/contract/${id}/`, {
      title: 'Alternance (3 j/sem.)',
      max_worked_days_per_month: null,
      can_overflow_max_worked_days: false,
      rank: 4,
    });
    expect(changed.body).toMatchObject({
      max_worked_days_per_month: null,
      can_overflow_max_worked_days: false,
      rank: 4,
    });
    expect((await rh.get<Contract>(`/api/contract/${id}/`)).body.title).toBe('Alternance (3 j/sem.)');
    expect((await rh.delete(`/api/contract/${id}/`)).status).toBe(204);
    expect((await rh.get(`/api/contract/${id}/`)).status).toBe(404);
  });

  it.each([
    [{}, 'title', "Please complete all fields not marked as 'Optionnal'."],
    [{ title: '   ' }, 'title', "Please complete all fields not marked as 'Optionnal'."],
    [{ title: 'x'.repeat(61) }, 'title', null],
    [{ title: 'A', rank: -1 }, 'rank', 'Enter a whole number, 0 or more.'],
    [{ title: 'A', max_worked_days_per_month: -1 }, 'max_worked_days_per_month', 'Enter a whole number, 0 or more.'],
    [{ title: 'A', max_worked_days_per_month: 32 }, 'max_worked_days_per_month', 'A month has at most 31 days.'],
    [{ title: 'A', max_worked_days_per_month: 1.5 }, 'max_worked_days_per_month', 'Enter a whole number, 0 or more.'],
  ])('refuses %j with 400 on %s', async (body, field, detail) => {
    const res = await rh.post('/api/contract/', body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
    if (detail) expect(res.body.fields[field][0]).toBe(detail);
  });

  it('accepts a title of exactly 60 characters', async () => {
    const res = await rh.post<Contract>('/api/contract/', { title: 'x'.repeat(60), rank: 9 });
    expect(res.status).toBe(201);
    await rh.delete(`/api/contract/${res.body.id}/`);
  });

  it('refuses to delete a contract employees hold, saying how many', async () => {
    const [full] = await ctx.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.company_id, acmeId), eq(contracts.title, 'Temps plein')));
    await ctx.db
      .update(users)
      .set({ contract_id: full!.id })
      .where(and(eq(users.company_id, acmeId), eq(users.username, 'alice')));
    await ctx.db
      .update(users)
      .set({ contract_id: full!.id })
      .where(and(eq(users.company_id, acmeId), eq(users.username, 'bob')));
    expect((await rh.get<Contract>(`/api/contract/${full!.id}/`)).body.employees_count).toBe(2);
    const res = await rh.delete(`/api/contract/${full!.id}/`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'contract_in_use',
      detail: 'This contract is used by 2 employee(s): give them another contract before deleting it.',
    });
    expect((await rh.get(`/api/contract/${full!.id}/`)).status).toBe(200);
  });

  it('is written with contract.create only: hr and administrator', async () => {
    const admin = await ctx.as('admin');
    const res = await admin.post<Contract>('/api/contract/', { title: 'Stage' });
    expect(res.status).toBe(201);
    for (const username of ['manager', 'compta', 'alice', 'assistant']) {
      const client = await ctx.as(username);
      expect((await client.post('/api/contract/', { title: 'Nope' })).status).toBe(403);
      expect((await client.put(`/api/contract/${res.body.id}/`, { title: 'Nope' })).status).toBe(403);
      expect((await client.delete(`/api/contract/${res.body.id}/`)).status).toBe(403);
    }
    expect((await admin.delete(`/api/contract/${res.body.id}/`)).status).toBe(204);
  });
});
