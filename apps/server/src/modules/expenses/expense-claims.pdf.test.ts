import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { withPdfNameFormat } from '../../../test/company-preferences';
import { pdfText } from '../../../test/pdf-text';
import { addReceipt, addTravel, claimOf, setStatus } from './expense-claims.test-helpers';
import { expenseAttachments, expenseClaims } from './expenses.tables';

/** GET /api/pdf/expense-claim/{id} (spec/1 §7): the PDF, its name, its text; the ZIP and its entries; who reads it. */
const ctx = useTestApp();
let alice: TestClient;
let claimId: number;
const MONTH = '2017-05';

/** Attaches a file straight to a receipt (invoiceId) or to the transport cost (null), as the upload routes store it. */
async function attach(claim: number, invoiceId: number | null, fileName: string, bytes: Buffer) {
  const [row] = await ctx.db.select().from(expenseClaims).where(eq(expenseClaims.id, claim));
  const file = await ctx.files.save(ctx.db, {
    companyId: row!.company_id,
    fileName,
    bytes,
    contentType: 'application/pdf',
    createdBy: row!.owner_id,
  });
  await ctx.db.insert(expenseAttachments).values({
    company_id: row!.company_id,
    expense_claim_id: claim,
    invoice_id: invoiceId,
    file_id: file.id,
  });
}

beforeAll(async () => {
  alice = await ctx.as('alice');
  claimId = await claimOf(alice, MONTH, 6);
  const receipt = await addReceipt(ctx, claimId, 123_456, 2000);
  const second = await addReceipt(ctx, claimId, 2_750, 1000);
  await addTravel(ctx, claimId, 7_632);
  await ctx.db.update(expenseClaims).set({ transport_cost_cents: 7_520 }).where(eq(expenseClaims.id, claimId));
  await attach(claimId, receipt.id, 'facture.pdf', Buffer.from('%PDF-1.4 receipt one'));
  await attach(claimId, second.id, 'facture.pdf', Buffer.from('%PDF-1.4 receipt two'));
  await attach(claimId, null, 'navigo.pdf', Buffer.from('%PDF-1.4 pass'));
});

describe('GET /pdf/expense-claim/{id}', () => {
  it('shows (pdf=0) or downloads (pdf=1) the claim in French, named by the company format', async () => {
    const shown = await alice.get(`/api/pdf/expense-claim/${claimId}?pdf=0`);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['content-disposition']).toBe('inline; filename="NDF_martin-alice_2017-05.pdf"');
    expect(shown.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(shown.raw);
    expect(text).toContain('Note de frais — mai 2017');
    expect(text).toContain('Alice Martin');
    expect(text).toContain('Brouillon');
    expect(text).toContain('Brasserie du Port');
    expect(text).toContain('01/05/2017');
    // 1 234,56 € TTC at 20 %: 1 028,80 € HT and 205,76 € VAT; the travel at 76,32 €; the total with the transport.
    expect(text).toContain('1 234,56 €');
    expect(text).toContain('1 028,80 €');
    expect(text).toContain('205,76 €');
    expect(text).toContain('76,32 €');
    expect(text).toContain('Lyon (A/R)');
    expect(text).toContain('20 %');
    expect(text).toContain(
      `${(123_456 + 2_750 + 7_632 + 7_520) / 100}`.replace('.', ',').replace(/^(\d)(\d{3})/, '$1 $2'),
    );

    const downloaded = await withPdfNameFormat(ctx, 'ACME_ownername_type_date', () =>
      alice.get(`/api/pdf/expense-claim/${claimId}?pdf=1`),
    );
    expect(downloaded.headers['content-disposition']).toBe('attachment; filename="ACME_martin-alice_NDF_2017-05.pdf"');
  });

  it('with_attachments: a ZIP of the PDF and every file, in folders, names that do not collide', async () => {
    const res = await alice.get(`/api/pdf/expense-claim/${claimId}?with_attachments=1`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="NDF_martin-alice_2017-05.zip"');
    const entries = unzipSync(new Uint8Array(res.raw));
    expect(Object.keys(entries).sort()).toEqual([
      'NDF_martin-alice_2017-05.pdf',
      'justificatifs/2017-05-01_brasserie-du-port_facture-2.pdf',
      'justificatifs/2017-05-01_brasserie-du-port_facture.pdf',
      'transport/navigo.pdf',
    ]);
    const bodies = Object.values(entries).map((b) => Buffer.from(b).toString('latin1'));
    expect(bodies).toEqual(expect.arrayContaining(['%PDF-1.4 receipt one', '%PDF-1.4 receipt two', '%PDF-1.4 pass']));
  });

  it("is its owner's and its validators' (a colleague and another company: 404)", async () => {
    expect((await (await ctx.as('manager')).get(`/api/pdf/expense-claim/${claimId}`)).status).toBe(200);
    expect((await (await ctx.as('compta')).get(`/api/pdf/expense-claim/${claimId}`)).status).toBe(200);
    // jmoreau manages another service: he does not validate Alice's claims.
    expect((await (await ctx.as('jmoreau')).get(`/api/pdf/expense-claim/${claimId}`)).status).toBe(404);
    expect((await (await ctx.as('bob')).get(`/api/pdf/expense-claim/${claimId}`)).status).toBe(404);
    expect((await (await ctx.as('globex-admin')).get(`/api/pdf/expense-claim/${claimId}`)).status).toBe(404);
  });

  it('draws a claim of a hundred receipts on several pages, the header again on each', async () => {
    const bob = await ctx.as('bob');
    const big = await claimOf(bob, MONTH);
    for (let i = 0; i < 100; i++) await addReceipt(ctx, big, 1_000 + i);
    await setStatus(ctx, big, 'submitted');
    const res = await bob.get(`/api/pdf/expense-claim/${big}`);
    expect(res.status).toBe(200);
    const pages = res.raw.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(2);
    const text = pdfText(res.raw);
    expect(text).toContain('Envoyée');
    // Each page of the receipts starts with the table's header again.
    expect(text.match(/^Fournisseur$/gm)?.length).toBeGreaterThan(1);
  });
});
