import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { claimOf, hotelReceipt, referencesOf, setClaimStatus } from './expense-lines.test-helpers';

/** A receipt's tax lines one by one (spec/1 §7 "invoice/{id}/tax/{id}/"), under the receipt's own checks. */
const ctx = useTestApp();
let alice: TestClient;
let refs: Awaited<ReturnType<typeof referencesOf>>;
const MONTH = '2024-04';
let claim = 0;
const receipts = () => `/api/expense-claim/${claim}/invoice/`;

beforeAll(async () => {
  alice = await ctx.as('alice');
  refs = await referencesOf(ctx, 'alice');
  claim = await claimOf(ctx, 'alice', MONTH);
});

/** A receipt of 33.70 € with two lines (20 % on 10 €, 5.5 % on 20 €, its VAT wrong), and its lines' urls. */
async function twoLineReceipt() {
  const res = await alice.post(receipts(), {
    ...hotelReceipt(refs, MONTH, 33.7),
    invoicetax_set: [
      { tax: refs.tax(20), TF: 10, VAT: 2 },
      { tax: refs.tax(5.5), TF: 20, VAT: 1.7 },
    ],
  });
  expect(res.status).toBe(201);
  const [first, second] = res.body.invoicetax_set.map(
    (l: { id: number }) => `${receipts()}${res.body.id}/tax/${l.id}/`,
  );
  return { receipt: res.body, first: first as string, second: second as string };
}

describe('one tax line', () => {
  it('reads as in the receipt', async () => {
    const { receipt, second } = await twoLineReceipt();
    const res = await alice.get(second);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(receipt.invoicetax_set[1]);
  });

  it('changes its amounts while the lines make the total, and is marked right', async () => {
    const { receipt, second } = await twoLineReceipt();
    const res = await alice.patch(second, { tax: refs.tax(10), TF: 19.73, VAT: 1.97 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tax: refs.tax(10), tax_value: 10, TF: 19.73, VAT: 1.97, is_right: true });
    const read = (await alice.get(`${receipts()}${receipt.id}/`)).body;
    expect(read.invoicetax_set.map((l: { id: number }) => l.id)).toEqual(
      receipt.invoicetax_set.map((l: { id: number }) => l.id),
    );
    expect(read.invoicetax_set[1]).toEqual(res.body);
  });

  it('refuses amounts that no longer make the total, and changes nothing', async () => {
    const { receipt, second } = await twoLineReceipt();
    const res = await alice.patch(second, { TF: 25 });
    expect(res.status).toBe(400);
    expect(res.body.field_codes.TF[0].code).toBe('expense.taxSumMismatch');
    expect((await alice.get(second)).body).toEqual(receipt.invoicetax_set[1]);
  });

  it("refuses another company's rate and a deactivated one, on tax", async () => {
    const { second } = await twoLineReceipt();
    const globex = await referencesOf(ctx, 'globex-user');
    const foreign = await alice.patch(second, { tax: globex.tax(10) });
    expect(foreign.body.field_codes.tax[0].code).toBe('expense.taxUnknown');
    const admin = await ctx.as('admin');
    const inactive = (await admin.post('/api/tax/', { value: 15 })).body.id;
    await admin.patch(`/api/tax/${inactive}/`, { active: false });
    expect((await alice.patch(second, { tax: inactive })).body.field_codes.tax[0].code).toBe('expense.taxInactive');
  });

  it("a receipt's only line given a new rate has its amounts computed from the total", async () => {
    const receipt = (await alice.post(receipts(), hotelReceipt(refs, MONTH, 120))).body;
    const line = `${receipts()}${receipt.id}/tax/${receipt.invoicetax_set[0].id}/`;
    const res = await alice.patch(line, { tax: refs.tax(20) });
    expect(res.body).toMatchObject({ tax_value: 20, TF: 100, VAT: 20, is_right: true });
  });

  it('is removed when the others make the total; one left alone is computed from the total', async () => {
    const { receipt, first } = await twoLineReceipt();
    expect((await alice.delete(first)).status).toBe(204);
    expect((await alice.get(first)).status).toBe(404);
    const lines = (await alice.get(`${receipts()}${receipt.id}/tax/`)).body.results;
    // 33.70 at 5.5 %: HT 31.94, VAT 1.76.
    expect(lines).toEqual([{ ...receipt.invoicetax_set[1], TF: 31.94, VAT: 1.76, is_right: true }]);
  });

  it('removed as the last line, gives the receipt its zero-rate line', async () => {
    const receipt = (await alice.post(receipts(), hotelReceipt(refs, MONTH, 50))).body;
    expect((await alice.delete(`${receipts()}${receipt.id}/tax/${receipt.invoicetax_set[0].id}/`)).status).toBe(204);
    const lines = (await alice.get(`${receipts()}${receipt.id}/tax/`)).body.results;
    expect(lines).toEqual([{ id: expect.any(Number), tax: null, tax_value: 0, TF: 50, VAT: 0, is_right: true }]);
  });
});

describe('who reaches a tax line', () => {
  it("answers 404 for a line of another receipt, another claim's receipt or another company", async () => {
    const { receipt, first } = await twoLineReceipt();
    const other = (await twoLineReceipt()).receipt;
    const lineId = receipt.invoicetax_set[0].id;
    expect((await alice.get(`${receipts()}${other.id}/tax/${lineId}/`)).status).toBe(404);
    expect((await alice.patch(`${receipts()}${other.id}/tax/${lineId}/`, { TF: 10 })).status).toBe(404);
    expect((await alice.delete(`${receipts()}${other.id}/tax/${lineId}/`)).status).toBe(404);
    const otherClaim = await claimOf(ctx, 'alice', '2024-02');
    expect((await alice.get(`/api/expense-claim/${otherClaim}/invoice/${receipt.id}/tax/${lineId}/`)).status).toBe(404);
    const globex = await ctx.as('globex-admin');
    expect((await globex.get(first)).status).toBe(404);
    expect((await globex.patch(first, { TF: 10 })).status).toBe(404);
    expect((await globex.delete(first)).status).toBe(404);
  });

  it("lets the claim's validators read, never write (403); a colleague gets 404", async () => {
    const { first } = await twoLineReceipt();
    const manager = await ctx.as('manager');
    expect((await manager.get(first)).status).toBe(200);
    expect((await manager.patch(first, { TF: 10 })).status).toBe(403);
    expect((await manager.delete(first)).status).toBe(403);
    const colleague = await ctx.as('bob');
    expect((await colleague.get(first)).status).toBe(404);
  });

  it('answers 409 expense.notEditable once the claim is sent', async () => {
    const sent = await claimOf(ctx, 'alice', '2024-01');
    const receipt = (await alice.post(`/api/expense-claim/${sent}/invoice/`, hotelReceipt(refs, '2024-01'))).body;
    const line = `/api/expense-claim/${sent}/invoice/${receipt.id}/tax/${receipt.invoicetax_set[0].id}/`;
    await setClaimStatus(ctx, sent, 'submitted');
    const res = await alice.patch(line, { tax: refs.tax(20) });
    expect(res.status).toBe(409);
    expect(res.body.message_code).toBe('expense.notEditable');
    expect((await alice.delete(line)).status).toBe(409);
    expect((await alice.get(line)).status).toBe(200);
  });
});
