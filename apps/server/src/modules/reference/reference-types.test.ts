import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';

const ctx = useTestApp();

/** The three types the back office edits in a modal, each with a valid body and the field its limits are probed on. */
const KINDS = [
  { path: 'typeOfOvertime', body: { name: 'Heures de nuit', short_name: 'HN', rate: 100, rank: 4 } },
  { path: 'typeOfVehicle', body: { name: 'Voiture 6 CV', short_name: 'V', rate: 0.665, rank: 4 } },
  {
    path: 'typeOfExpense',
    body: {
      label: 'Péage',
      person_is_mandatory: false,
      is_lunch: false,
      accounting_number: '625110',
      name_account: 'Déplacements',
      rank: 8,
    },
  },
] as const;

describe.each(KINDS)('$path', ({ path, body }) => {
  const url = `/api/${path}/`;

  it('an administrator creates, edits and deletes one; the list shows it in rank order', async () => {
    const admin = await ctx.as('admin');
    const created = await admin.post(url, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(body);
    const id = created.body.id;
    const edited = await admin.put(`${url}${id}/`, { ...body, rank: 0 });
    expect(edited.status).toBe(200);
    expect(edited.body.rank).toBe(0);
    const list = (await admin.get(url)).body;
    expect(list.count).toBe(list.results.length);
    const ranks = list.results.map((t: { rank: number }) => t.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(list.results[0].id).toBe(id);
    expect((await admin.delete(`${url}${id}/`)).status).toBe(204);
    expect((await admin.get(url)).body.results.map((t: { id: number }) => t.id)).not.toContain(id);
  });

  it.each(['rh', 'manager', 'compta', 'alice'])('%s reads the list but may not write', async (username) => {
    const admin = await ctx.as('admin');
    const id = (await admin.post(url, body)).body.id;
    const client = await ctx.as(username);
    expect((await client.get(url)).status).toBe(200);
    expect((await client.post(url, body)).status).toBe(403);
    expect((await client.put(`${url}${id}/`, body)).status).toBe(403);
    expect((await client.delete(`${url}${id}/`)).status).toBe(403);
  });

  it("another company's type is 404 and never listed", async () => {
    const admin = await ctx.as('admin');
    const id = (await admin.post(url, body)).body.id;
    const globex = await ctx.as('globex-admin');
    expect((await globex.put(`${url}${id}/`, body)).status).toBe(404);
    expect((await globex.delete(`${url}${id}/`)).status).toBe(404);
    expect((await globex.get(url)).body.results.map((t: { id: number }) => t.id)).not.toContain(id);
  });

  it('refuses an unknown ordering field, sorts on rank descending when asked', async () => {
    const admin = await ctx.as('admin');
    expect((await admin.get(`${url}?ordering=company_id`)).status).toBe(400);
    const ranks = (await admin.get(`${url}?ordering=-rank`)).body.results.map((t: { rank: number }) => t.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });
});

/** [field, value, expected status] at the edges of spec/3 §3 and §5. */
const SHORT_TYPE_EDGES: [string, unknown, number][] = [
  ['name', 'n'.repeat(50), 201],
  ['name', 'n'.repeat(51), 400],
  ['name', '', 400],
  ['short_name', 'ABC', 201],
  ['short_name', 'ABCD', 400],
  ['short_name', '', 400],
  ['rate', 0, 201],
  ['rate', -0.01, 400],
  ['rate', null, 400],
  ['rank', 0, 201],
  ['rank', -1, 400],
  ['rank', 2.5, 400],
  ['rank', null, 400],
];

describe('overtime type limits', () => {
  it.each([...SHORT_TYPE_EDGES, ['rate', 12.5, 201], ['rate', 12.505, 400]] as [string, unknown, number][])(
    '%s = %j answers %i',
    async (field, value, status) => {
      const admin = await ctx.as('admin');
      const res = await admin.post('/api/typeOfOvertime/', { ...KINDS[0].body, [field]: value });
      expect(res.status).toBe(status);
      if (status === 400) expect(res.body.fields).toHaveProperty(field);
    },
  );
});

describe('vehicle type limits', () => {
  it.each([...SHORT_TYPE_EDGES, ['rate', 0.001, 201], ['rate', 0.0005, 400]] as [string, unknown, number][])(
    '%s = %j answers %i',
    async (field, value, status) => {
      const admin = await ctx.as('admin');
      const res = await admin.post('/api/typeOfVehicle/', { ...KINDS[1].body, [field]: value });
      expect(res.status).toBe(status);
      if (status === 400) expect(res.body.fields).toHaveProperty(field);
    },
  );

  it('keeps the price per km to the thousandth', async () => {
    const admin = await ctx.as('admin');
    const res = await admin.post('/api/typeOfVehicle/', { ...KINDS[1].body, rate: 0.697 });
    expect(res.body.rate).toBe(0.697);
    expect(
      (await admin.get('/api/typeOfVehicle/')).body.results.find((t: { id: number }) => t.id === res.body.id).rate,
    ).toBe(0.697);
  });
});

describe('type of expense', () => {
  it.each([
    ['label', 'l'.repeat(50), 201],
    ['label', 'l'.repeat(51), 400],
    ['label', '', 400],
    ['accounting_number', '9'.repeat(50), 201],
    ['accounting_number', '9'.repeat(51), 400],
    ['name_account', 'c'.repeat(51), 400],
    ['rank', -1, 400],
  ] as [string, unknown, number][])('%s = %j answers %i', async (field, value, status) => {
    const admin = await ctx.as('admin');
    const res = await admin.post('/api/typeOfExpense/', { ...KINDS[2].body, [field]: value });
    expect(res.status).toBe(status);
    if (status === 400) expect(res.body.fields).toHaveProperty(field);
  });

  it('takes the accounting number 999999 when none is given, and no account name', async () => {
    const admin = await ctx.as('admin');
    const res = await admin.post('/api/typeOfExpense/', { label: 'Divers', accounting_number: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ accounting_number: '999999', name_account: null, person_is_mandatory: false });
  });

  it('filters on label, flags, accounting number and account name, accents and case aside', async () => {
    const alice = await ctx.as('alice');
    const labels = async (query: string) =>
      (await alice.get(`/api/typeOfExpense/?${query}`)).body.results.map((t: { label: string }) => t.label);
    expect(await labels('label=HOTEL')).toEqual(['Hôtel']);
    expect(await labels('is_lunch=true')).toEqual(['Repas']);
    expect(await labels('person_is_mandatory=True')).toEqual(["Repas d'affaires"]);
    expect(await labels('accounting_number=6257')).toEqual(['Repas', "Repas d'affaires"]);
    expect(await labels('name_account=reception&is_lunch=false')).toEqual(["Repas d'affaires"]);
    expect(await labels('label=%25')).toEqual([]);
  });
});

describe('the global search', () => {
  it.each([
    ['typeOfOvertime', 'astreinte', ['Astreinte']],
    ['typeOfOvertime', 'h50', ['Heures supplémentaires 50 %']],
    ['typeOfVehicle', 'moto', ['Moto']],
    ['typeOfExpense', 'hotel', ['Hôtel']],
    ['typeOfLeave', 'teletravail', ['Télétravail']],
  ])('%s?search=%s finds %j', async (path, term, expected) => {
    const alice = await ctx.as('alice');
    const res = await alice.get(`/api/${path}/?search=${term}`);
    expect(res.body.results.map((t: { name?: string; label?: string }) => t.name ?? t.label)).toEqual(expected);
    expect(res.body.count).toBe(expected.length);
  });
});
