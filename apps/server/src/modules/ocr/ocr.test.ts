import fs from 'node:fs';
import path from 'node:path';
import { ATTACHMENT_MAX_BYTES, type ReceiptOcrJobOut } from '@staff/shared';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { RESTAURANT_PROPOSAL } from '../../../test/fixtures/receipts/readings';
import { companies } from '../companies/companies.tables';

/**
 * Receipts read by OCR over HTTP (issue 12): the photos and the PDF under test/fixtures/receipts (generate.mjs), read
 * for real by tesseract.js. Each photo takes a second or more on 2 cores: three photos in all.
 */
const ctx = useTestApp();
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  [alice, bob] = await Promise.all([ctx.as('alice'), ctx.as('bob')]);
});

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/receipts');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

/** Posts a file as the web app does: multipart, field `file`. */
async function post(client: TestClient, bytes: Buffer, name: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const body = new Response(form);
  return client.request('POST', '/api/ocr/receipt/', {
    payload: Buffer.from(await body.arrayBuffer()),
    headers: { 'content-type': body.headers.get('content-type')! },
  });
}

/** Polls a job as the web app does, until it is done or failed. */
async function settled(client: TestClient, id: string): Promise<ReceiptOcrJobOut> {
  for (;;) {
    const res = await client.get(`/api/ocr/receipt/${id}/`);
    expect(res.status).toBe(200);
    const job = res.body as ReceiptOcrJobOut;
    expect(job.progress).toBeGreaterThanOrEqual(0);
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function pdfOf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    draw(doc);
    doc.end();
  });
}

describe('reading a receipt photo', () => {
  it("proposes a restaurant's date, total, seller and both VAT lines, to its poster only", async () => {
    const posted = await post(alice, fixture('restaurant-two-rates.jpg'), 'ticket.jpg');
    expect(posted.status).toBe(202);
    expect(posted.body).toMatchObject({ status: 'queued', progress: 0, proposal: null, error: null });

    const job = await settled(alice, posted.body.id);
    expect(job).toMatchObject({ status: 'done', progress: 1, error: null });
    expect(job.proposal).toMatchObject(RESTAURANT_PROPOSAL);
    expect(job.proposal?.text).toContain('TOTAL TTC');

    // Another user of the company, another company: unseen.
    expect((await bob.get(`/api/ocr/receipt/${posted.body.id}/`)).status).toBe(404);
    const globex = await ctx.as('globex-user');
    expect((await globex.get(`/api/ocr/receipt/${posted.body.id}/`)).status).toBe(404);
    expect((await alice.get('/api/ocr/receipt/AAAAAAAAAAAAAAAAAAAAAAAA/')).status).toBe(404);
  }, 120_000);

  it('queues two receipts per user, refuses a third with 429, then reads both', async () => {
    const taxi = await post(bob, fixture('taxi-net-a-payer.jpg'), 'taxi.jpg');
    const bakery = await post(bob, fixture('bakery-montant.png'), 'bakery.png');
    expect([taxi.status, bakery.status]).toEqual([202, 202]);
    const third = await post(bob, fixture('bakery-montant.png'), 'again.png');
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({
      code: 'rate_limited',
      detail: 'You already have 2 receipts being read: wait until they are done.',
    });
    // Somebody else's queue is their own.
    const other = await post(alice, await pdfOf((doc) => doc.text('Café 2,00')), 'cafe.pdf');
    expect(other.status).toBe(202);

    expect((await settled(bob, taxi.body.id)).proposal).toMatchObject({
      date: '2026-11-12',
      total: 40.4,
      seller: 'TAXI G7 PARIS',
      taxes: [{ rate: 10, tf: 36.73, vat: 3.67 }],
    });
    expect((await settled(bob, bakery.body.id)).proposal).toMatchObject({
      date: '2026-11-12',
      total: 10.5,
      seller: 'Boulangerie Martin',
      taxes: [{ rate: 5.5, tf: 9.95, vat: 0.55 }],
    });
    expect(await settled(alice, other.body.id)).toMatchObject({ status: 'done', proposal: { total: null } });
    const again = await post(bob, fixture('bakery-montant.png'), 'again.png');
    expect(again.status).toBe(202);
    expect((await settled(bob, again.body.id)).status).toBe('done');
  }, 180_000);
});

describe('a photo the engine cannot decode', () => {
  it('fails with a message, and the next photo is read', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 7)]);
    const job = await settled(alice, (await post(alice, broken, 'broken.jpg')).body.id);
    expect(job).toMatchObject({ status: 'failed', proposal: null, error: { code: 'ocr.unreadable' } });
    const next = await settled(alice, (await post(alice, fixture('taxi-net-a-payer.jpg'), 'taxi.jpg')).body.id);
    expect(next).toMatchObject({ status: 'done', proposal: { total: 40.4 } });
  }, 120_000);
});

describe('reading a PDF', () => {
  it('reads an invoice by its text layer', async () => {
    const posted = await post(alice, fixture('hotel-invoice.pdf'), 'facture.pdf');
    expect(posted.status).toBe(202);
    const job = await settled(alice, posted.body.id);
    expect(job.proposal).toMatchObject({
      date: '2026-11-03',
      total: 208.4,
      seller: 'Hôtel du Parc Lyon',
      taxes: [{ rate: 10, tf: 189.45, vat: 18.95 }],
      recognized: ['date', 'total', 'seller', 'taxes'],
    });
  });

  it('says so when a PDF holds no text (a scan)', async () => {
    const scan = await pdfOf((doc) => doc.rect(50, 50, 200, 300).fill('#333'));
    const job = await settled(alice, (await post(alice, scan, 'scan.pdf')).body.id);
    expect(job).toMatchObject({ status: 'failed', proposal: null, error: { code: 'ocr.pdfWithoutText' } });
  });

  it('fails with a message on a broken PDF', async () => {
    const job = await settled(alice, (await post(alice, Buffer.from('%PDF-1.4\ngarbage'), 'x.pdf')).body.id);
    expect(job).toMatchObject({ status: 'failed', error: { code: 'ocr.unreadable' } });
  });
});

describe('what is refused', () => {
  it('a file above 5 MB (413), of another type (415), or none (400)', async () => {
    const big = Buffer.concat([fixture('bakery-montant.png'), Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    const tooBig = await post(alice, big, 'big.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.detail).toBe('File size exceeds 5Mo.');
    const gif = await post(alice, Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), 'x.gif');
    expect(gif.status).toBe(415);
    expect((await post(alice, Buffer.from('hello'), 'x.txt')).status).toBe(415);
    const wrongField = await post(alice, fixture('hotel-invoice.pdf'), 'facture.pdf', 'attachment_file');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.fields).toHaveProperty('file');
  });

  it('to a role that writes no expense claim, and while the company does not use them', async () => {
    const assistant = await ctx.as('assistant');
    expect((await post(assistant, fixture('hotel-invoice.pdf'), 'f.pdf')).status).toBe(403);
    const [acme] = await ctx.db.select().from(companies).where(eq(companies.hostname, 'localhost'));
    await ctx.db.update(companies).set({ use_expenses_claims: false }).where(eq(companies.id, acme!.id));
    try {
      const res = await post(alice, fixture('hotel-invoice.pdf'), 'f.pdf');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('feature_disabled');
    } finally {
      await ctx.db.update(companies).set({ use_expenses_claims: true }).where(eq(companies.id, acme!.id));
    }
  });
});
