import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { claimOf, hotelReceipt, referencesOf } from '../expenses/expense-lines.test-helpers';

/** The VAT rates' administration (issue 28): added, deactivated, deleted only while no receipt names them. */
const ctx = useTestApp();
const URL = '/api/tax/';

type Rate = { id: number; value: number; active: boolean; in_use: boolean };
const valuesOf = (body: Record<string, any>) => (body.results as Rate[]).map((t) => t.value);

describe('GET /api/tax/ (listTax)', () => {
  it("gives the company's French VAT rates to every employee, highest first, active", async () => {
    const alice = await ctx.as('alice');
    const res = await alice.get(URL);
    expect(res.status).toBe(200);
    expect(valuesOf(res.body)).toEqual([20, 10, 5.5, 2.1, 0]);
    expect(res.body.count).toBe(5);
    // The demo's receipts name 20 %: in use.
    expect(res.body.results[0]).toEqual({ id: expect.any(Number), value: 20, active: true, in_use: true });
  });

  it('is refused to an anonymous caller', async () => {
    expect((await ctx.client().get(URL)).status).toBe(401);
  });
});

describe('the administration of VAT rates', () => {
  it('an administrator adds a rate, deactivates it (listed apart), reactivates it and deletes it', async () => {
    const admin = await ctx.as('admin');
    const created = await admin.post(URL, { value: 8.5 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), value: 8.5, active: true, in_use: false });
    const id = created.body.id;
    expect(valuesOf((await admin.get(URL)).body)).toEqual([20, 10, 8.5, 5.5, 2.1, 0]);

    const off = await admin.patch(`${URL}${id}/`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id, value: 8.5, active: false });
    expect(valuesOf((await admin.get(`${URL}?active=true`)).body)).not.toContain(8.5);
    expect(valuesOf((await admin.get(`${URL}?active=false`)).body)).toEqual([8.5]);

    expect((await admin.patch(`${URL}${id}/`, { active: true })).body.active).toBe(true);
    expect((await admin.delete(`${URL}${id}/`)).status).toBe(204);
    expect(valuesOf((await admin.get(URL)).body)).not.toContain(8.5);
  });

  it.each([
    [{ value: 20 }, 'reference.taxExists'],
    [{ value: -1 }, 'reference.notNegative'],
    [{ value: 100.01 }, 'reference.tooLarge'],
    [{ value: 5.555 }, 'reference.twoDecimals'],
    [{}, 'field_required'],
  ])('refuses %j with %s on the value', async (body, code) => {
    const admin = await ctx.as('admin');
    const res = await admin.post(URL, body);
    expect(res.status).toBe(400);
    expect(res.body.field_codes.value.map((m: { code: string }) => m.code)).toContain(code);
  });

  it('refuses a PATCH without its flag', async () => {
    const admin = await ctx.as('admin');
    const { id } = (await admin.get(URL)).body.results[0];
    expect((await admin.patch(`${URL}${id}/`, {})).status).toBe(400);
  });

  it.each(['rh', 'manager', 'compta', 'alice'])('%s reads the rates but may not write them (403)', async (username) => {
    const { id } = (await (await ctx.as('admin')).get(URL)).body.results[0];
    const client = await ctx.as(username);
    expect((await client.get(URL)).status).toBe(200);
    expect((await client.post(URL, { value: 7 })).status).toBe(403);
    expect((await client.patch(`${URL}${id}/`, { active: false })).status).toBe(403);
    expect((await client.delete(`${URL}${id}/`)).status).toBe(403);
  });

  it("another company's rate is 404 and never listed", async () => {
    const admin = await ctx.as('admin');
    const id = (await admin.post(URL, { value: 7.7 })).body.id;
    const globex = await ctx.as('globex-admin');
    expect((await globex.patch(`${URL}${id}/`, { active: false })).status).toBe(404);
    expect((await globex.delete(`${URL}${id}/`)).status).toBe(404);
    expect((await globex.get(URL)).body.results.map((t: Rate) => t.id)).not.toContain(id);
    expect((await admin.get(URL)).body.results.find((t: Rate) => t.id === id).active).toBe(true);
  });
});

describe('a rate receipts use', () => {
  it('is marked in use and cannot be deleted, with the spec-style message; it can be deactivated', async () => {
    const admin = await ctx.as('admin');
    const alice = await ctx.as('alice');
    const refs = await referencesOf(ctx, 'alice');
    const id = (await admin.post(URL, { value: 13 })).body.id;
    const claim = await claimOf(ctx, 'alice', '2024-05');
    const receipt = await alice.post(`/api/expense-claim/${claim}/invoice/`, {
      ...hotelReceipt(refs, '2024-05', 113),
      invoicetax_set: [{ tax: id }],
    });
    expect(receipt.status).toBe(201);

    expect((await admin.get(URL)).body.results.find((t: Rate) => t.id === id).in_use).toBe(true);
    const refused = await admin.delete(`${URL}${id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'in_use',
      message_code: 'reference.taxInUse',
      detail: 'Can not delete a VAT rate with current receipt: deactivate it instead.',
    });
    expect((await admin.patch(`${URL}${id}/`, { active: false })).body).toMatchObject({ active: false, in_use: true });
  });

  it('deactivated, is no longer taken by a new line, and stays on the receipt that names it', async () => {
    const admin = await ctx.as('admin');
    const alice = await ctx.as('alice');
    const refs = await referencesOf(ctx, 'alice');
    const id = (await admin.post(URL, { value: 14 })).body.id;
    const claim = await claimOf(ctx, 'alice', '2024-06');
    const receipts = `/api/expense-claim/${claim}/invoice/`;
    const body = { ...hotelReceipt(refs, '2024-06', 114), invoicetax_set: [{ tax: id }] };
    const kept = (await alice.post(receipts, body)).body;
    await admin.patch(`${URL}${id}/`, { active: false });

    const refused = await alice.post(receipts, body);
    expect(refused.status).toBe(400);
    expect(refused.body.field_codes.invoicetax_set[0].code).toBe('expense.taxInactive');

    // The receipt that has it reads it and is saved again with it; another receipt may not take it.
    const read = await alice.get(`${receipts}${kept.id}/`);
    expect(read.body.invoicetax_set).toMatchObject([{ tax: id, tax_value: 14, TF: 100, VAT: 14 }]);
    expect((await alice.put(`${receipts}${kept.id}/`, { ...body, seller: 'Hôtel de la Gare' })).status).toBe(200);
    const other = (await alice.post(receipts, hotelReceipt(refs, '2024-06'))).body;
    expect((await alice.put(`${receipts}${other.id}/`, body)).status).toBe(400);
  });
});
