import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { claimOf, hotelReceipt, referencesOf, setClaimStatus } from './expense-lines.test-helpers';
import { expenseClaims, invoiceTaxes } from './expenses.tables';

/** Receipts (spec/1 §5 "Invoice"): each rule and message on the server, and who may read and write them. */
const ctx = useTestApp();
let alice: TestClient;
let refs: Awaited<ReturnType<typeof referencesOf>>;
const MONTH = '2024-03';
let claim = 0;
const url = () => `/api/expense-claim/${claim}/invoice/`;

beforeAll(async () => {
  alice = await ctx.as('alice');
  refs = await referencesOf(ctx, 'alice');
  claim = await claimOf(ctx, 'alice', MONTH);
});

/** The coded field errors of a 400. */
const codesOf = (body: Record<string, any>) =>
  Object.fromEntries(
    Object.entries(body.field_codes ?? {}).map(([f, list]) => [f, (list as any[]).map((m) => m.code)]),
  );

describe('saving a receipt', () => {
  it('computes HT and VAT of a single line from the total, and copies the rate', async () => {
    const res = await alice.post(url(), hotelReceipt(refs, MONTH, 110));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      expense_claim: claim,
      date: `${MONTH}-12`,
      total: 110,
      seller: 'Hôtel du Port',
      type_of_expense_object: { label: 'Hôtel', person_is_mandatory: false },
      invoicetax_set: [{ tax: refs.tax(10), tax_value: 10, TF: 100, VAT: 10, is_right: true }],
      attachments: [],
    });
    // Read back as saved.
    const again = await alice.get(`${url()}${res.body.id}/`);
    expect(again.body).toEqual(res.body);
  });

  it('adds a zero-rate line (no tax named) to a receipt without tax', async () => {
    const res = await alice.post(url(), { ...hotelReceipt(refs, MONTH, 42.5), invoicetax_set: [] });
    expect(res.status).toBe(201);
    expect(res.body.invoicetax_set).toEqual([
      { id: expect.any(Number), tax: null, tax_value: 0, TF: 42.5, VAT: 0, is_right: true },
    ]);
  });

  it('keeps several lines that make the total, each marked right or wrong', async () => {
    const res = await alice.post(url(), {
      ...hotelReceipt(refs, MONTH, 33.7),
      invoicetax_set: [
        { tax: refs.tax(20), TF: 10, VAT: 2 },
        // 5.5 % of 20 is 1.10: 1.70 is a wrong VAT, saved and marked so.
        { tax: refs.tax(5.5), TF: 20, VAT: 1.7 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.invoicetax_set.map((l: any) => [l.tax_value, l.TF, l.VAT, l.is_right])).toEqual([
      [20, 10, 2, true],
      [5.5, 20, 1.7, false],
    ]);
  });

  it('refuses a total of zero: "A invoice can not have an amount of zero euro !"', async () => {
    const res = await alice.post(url(), hotelReceipt(refs, MONTH, 0));
    expect(res.status).toBe(400);
    expect(codesOf(res.body).total).toContain('expense.amountZero');
    expect(JSON.stringify(res.body)).toContain('A invoice can not have an amount of zero euro !');
  });

  it('refuses lines whose HT and VAT do not make the total', async () => {
    const res = await alice.post(url(), {
      ...hotelReceipt(refs, MONTH, 50),
      invoicetax_set: [
        { tax: refs.tax(20), TF: 10, VAT: 2 },
        { tax: refs.tax(10), TF: 30, VAT: 3 },
      ],
    });
    expect(res.status).toBe(400);
    expect(codesOf(res.body).invoicetax_set).toEqual(['expense.taxSumMismatch']);
    expect(JSON.stringify(res.body)).toContain('sum of HT and VAT not equal to receipt total');
  });

  it('refuses one of several lines without its amounts', async () => {
    const res = await alice.post(url(), {
      ...hotelReceipt(refs, MONTH, 50),
      invoicetax_set: [{ tax: refs.tax(20), TF: 10, VAT: 2 }, { tax: refs.tax(10) }],
    });
    expect(res.status).toBe(400);
    expect(codesOf(res.body).invoicetax_set).toEqual(['expense.taxLineIncomplete']);
  });

  it('refuses a receipt without its required fields', async () => {
    const res = await alice.post(url(), { total: 12 });
    expect(res.status).toBe(400);
    const codes = codesOf(res.body);
    for (const field of ['date', 'type_of_expense', 'seller', 'customer']) {
      expect(codes[field]).toEqual(['expense.fieldsRequired']);
    }
  });

  // Issue 21: a seller of 151 characters read "fill all the fields" (the required message was the string's own error).
  it('refuses a seller over 150 characters as too long, not as missing', async () => {
    const res = await alice.post(url(), { ...hotelReceipt(refs, MONTH), seller: 'S'.repeat(151) });
    expect(res.status).toBe(400);
    expect(res.body.field_codes.seller).toEqual([{ code: 'text.tooLong', params: { max: 150 } }]);
    expect(res.body.fields.seller).toEqual(['Ensure this field has no more than 150 characters.']);
    const exactly = await alice.post(url(), { ...hotelReceipt(refs, MONTH), seller: 'S'.repeat(150) });
    expect(exactly.status).toBe(201);
  });

  it('asks for the person when the type says so', async () => {
    const business = { ...hotelReceipt(refs, MONTH), type_of_expense: refs.type("Repas d'affaires") };
    const refused = await alice.post(url(), business);
    expect(refused.status).toBe(400);
    expect(codesOf(refused.body).person).toEqual(['expense.personRequired']);
    const saved = await alice.post(url(), { ...business, person: '  M. Dupont (client)  ' });
    expect(saved.status).toBe(201);
    expect(saved.body.person).toBe('M. Dupont (client)');
  });

  it("refuses another company's type, customer and rate, coded on the field", async () => {
    const globex = await referencesOf(ctx, 'globex-user');
    const cases = [
      ['type_of_expense', globex.type('Hôtel'), 'expense.typeOfExpenseUnknown'],
      ['customer', globex.customer, 'expense.customerUnknown'],
    ] as const;
    for (const [field, id, code] of cases) {
      const res = await alice.post(url(), { ...hotelReceipt(refs, MONTH), [field]: id });
      expect(res.status).toBe(400);
      expect(codesOf(res.body)[field]).toEqual([code]);
    }
    const res = await alice.post(url(), { ...hotelReceipt(refs, MONTH), invoicetax_set: [{ tax: globex.tax(10) }] });
    expect(res.status).toBe(400);
    expect(codesOf(res.body).invoicetax_set).toEqual(['expense.taxUnknown']);
  });

  it('replaces the lines on PUT, in the same transaction, and bumps the claim', async () => {
    const created = await alice.post(url(), hotelReceipt(refs, MONTH, 110));
    const [before] = await ctx.db.select().from(expenseClaims).where(eq(expenseClaims.id, claim));
    const res = await alice.put(`${url()}${created.body.id}/`, {
      ...hotelReceipt(refs, MONTH, 120),
      seller: 'Hôtel de la Gare',
      invoicetax_set: [{ tax: refs.tax(20) }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.body.id, seller: 'Hôtel de la Gare', total: 120 });
    expect(res.body.invoicetax_set).toMatchObject([{ tax_value: 20, TF: 100, VAT: 20 }]);
    const lines = await ctx.db.select().from(invoiceTaxes).where(eq(invoiceTaxes.invoice_id, created.body.id));
    expect(lines).toHaveLength(1);
    const [after] = await ctx.db.select().from(expenseClaims).where(eq(expenseClaims.id, claim));
    expect(after!.modified.getTime()).toBeGreaterThan(before!.modified.getTime());
  });

  it('a PUT that breaks a rule changes nothing', async () => {
    const created = await alice.post(url(), hotelReceipt(refs, MONTH, 110));
    const res = await alice.put(`${url()}${created.body.id}/`, {
      ...hotelReceipt(refs, MONTH, 110),
      invoicetax_set: [{ tax: refs.tax(20), TF: 1, VAT: 1 }],
    });
    expect(res.status).toBe(400);
    expect((await alice.get(`${url()}${created.body.id}/`)).body).toEqual(created.body);
  });

  it('lists the lines of a receipt under tax/, and the receipts paged in date order', async () => {
    const created = await alice.post(url(), { ...hotelReceipt(refs, MONTH, 21), date: `${MONTH}-01` });
    const tax = await alice.get(`${url()}${created.body.id}/tax/`);
    expect(tax.status).toBe(200);
    expect(tax.body).toEqual({ count: 1, results: created.body.invoicetax_set });
    const page = await alice.get(`${url()}?limit=2`);
    expect(page.body.results).toHaveLength(2);
    expect(page.body.results[0].id).toBe(created.body.id);
    expect(page.body.count).toBeGreaterThan(2);
  });

  it('deletes a receipt with its lines', async () => {
    const created = await alice.post(url(), hotelReceipt(refs, MONTH));
    expect((await alice.delete(`${url()}${created.body.id}/`)).status).toBe(204);
    expect((await alice.get(`${url()}${created.body.id}/`)).status).toBe(404);
    const lines = await ctx.db.select().from(invoiceTaxes).where(eq(invoiceTaxes.invoice_id, created.body.id));
    expect(lines).toEqual([]);
  });
});

describe('who reads and writes receipts', () => {
  let receipt = 0;
  beforeAll(async () => {
    receipt = (await alice.post(url(), hotelReceipt(refs, MONTH))).body.id;
  });

  it("lets the claim's validators read, never write (403)", async () => {
    for (const username of ['manager', 'rh', 'compta']) {
      const validator = await ctx.as(username);
      expect((await validator.get(url())).status).toBe(200);
      expect((await validator.get(`${url()}${receipt}/`)).status).toBe(200);
      expect((await validator.get(`${url()}${receipt}/tax/`)).status).toBe(200);
      expect((await validator.post(url(), hotelReceipt(refs, MONTH))).status).toBe(403);
      expect((await validator.put(`${url()}${receipt}/`, hotelReceipt(refs, MONTH))).status).toBe(403);
      expect((await validator.delete(`${url()}${receipt}/`)).status).toBe(403);
    }
  });

  it('answers 404 to a colleague and to another company', async () => {
    for (const username of ['bob', 'globex-admin']) {
      const other = await ctx.as(username);
      expect((await other.get(url())).status).toBe(404);
      expect((await other.get(`${url()}${receipt}/`)).status).toBe(404);
      // 404 before the body is validated: an empty body tells nothing either.
      expect((await other.post(url(), {})).status).toBe(404);
      expect((await other.put(`${url()}${receipt}/`, {})).status).toBe(404);
      expect((await other.delete(`${url()}${receipt}/`)).status).toBe(404);
    }
  });

  it("answers 404 for a receipt named under another claim of the owner's", async () => {
    const other = await claimOf(ctx, 'alice', '2024-04');
    expect((await alice.get(`/api/expense-claim/${other}/invoice/${receipt}/`)).status).toBe(404);
    expect((await alice.delete(`/api/expense-claim/${other}/invoice/${receipt}/`)).status).toBe(404);
  });

  it('answers 409 expense.notEditable once the claim is sent, and the owner still reads', async () => {
    const sent = await claimOf(ctx, 'alice', '2024-05');
    const created = await alice.post(`/api/expense-claim/${sent}/invoice/`, hotelReceipt(refs, '2024-05'));
    await setClaimStatus(ctx, sent, 'submitted');
    const base = `/api/expense-claim/${sent}/invoice/`;
    const answers = [
      await alice.post(base, hotelReceipt(refs, '2024-05')),
      await alice.put(`${base}${created.body.id}/`, hotelReceipt(refs, '2024-05')),
      await alice.delete(`${base}${created.body.id}/`),
    ];
    for (const res of answers) {
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe('This expense claim is not a draft any more: it cannot be changed.');
    }
    expect((await alice.get(`${base}${created.body.id}/`)).status).toBe(200);
  });

  it('answers 403 feature_disabled when the company does not use expense claims', async () => {
    const { companies } = await import('../companies/companies.tables');
    await ctx.db.update(companies).set({ use_expenses_claims: false }).where(eq(companies.id, refs.companyId));
    try {
      const res = await alice.get(url());
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('feature_disabled');
    } finally {
      await ctx.db.update(companies).set({ use_expenses_claims: true }).where(eq(companies.id, refs.companyId));
    }
  });
});
