import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { hasStoredBytes } from '../../../test/stored-bytes';
import { storedFiles } from '../../platform/files/files.tables';
import { claimOf, hotelReceipt, PDF, referencesOf, setClaimStatus, upload } from './expense-lines.test-helpers';
import { expenseAttachments, expenseClaims } from './expenses.tables';

/** The files of a receipt (spec/1 §7 "invoice attachment: GET, POST (multipart form data), DELETE"). */
const ctx = useTestApp();
let alice: TestClient;
let refs: Awaited<ReturnType<typeof referencesOf>>;
const MONTH = '2024-09';
let claim = 0;
let receipt = 0;
const base = () => `/api/expense-claim/${claim}/invoice/${receipt}/attachment/`;

async function bytesExist(fileRowId: number): Promise<boolean> {
  const [file] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, fileRowId));
  if (!file) return false;
  return hasStoredBytes(ctx, file);
}

beforeAll(async () => {
  alice = await ctx.as('alice');
  refs = await referencesOf(ctx, 'alice');
  claim = await claimOf(ctx, 'alice', MONTH);
  receipt = (await alice.post(`/api/expense-claim/${claim}/invoice/`, hotelReceipt(refs, MONTH))).body.id;
});

describe('attachments of a receipt', () => {
  it('stores a PDF, lists it, shows it inline and with the receipt, then deletes it with its bytes', async () => {
    const res = await upload(alice, base(), PDF, 'note-hôtel.pdf');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ file_name: 'note-hôtel.pdf', content_type: 'application/pdf', size: PDF.length });
    expect((await alice.get(base())).body).toEqual([res.body]);
    const receiptNow = await alice.get(`/api/expense-claim/${claim}/invoice/${receipt}/`);
    expect(receiptNow.body.attachments).toEqual([res.body]);

    const file = await alice.get(`${base()}${res.body.id}/`);
    expect(file.status).toBe(200);
    expect(String(file.headers['content-disposition'])).toMatch(/^inline;/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.raw.subarray(0, 5).toString()).toBe('%PDF-');

    const [row] = await ctx.db.select().from(expenseAttachments).where(eq(expenseAttachments.id, res.body.id));
    expect(await bytesExist(row!.file_id)).toBe(true);
    expect((await alice.delete(`${base()}${res.body.id}/`)).status).toBe(204);
    expect(await bytesExist(row!.file_id)).toBe(false);
    expect((await alice.get(base())).body).toEqual([]);
  });

  it('refuses bytes that are neither a PDF nor an image (415), and a request without the file (400)', async () => {
    const res = await upload(alice, base(), Buffer.from('#!/bin/sh\necho hello\n'), 'facture.pdf');
    expect(res.status).toBe(415);
    const empty = await alice.request('POST', base(), {
      payload: Buffer.from('--x--\r\n'),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(empty.status).toBe(400);
  });

  it('bumps the claim when a file is added', async () => {
    const [before] = await ctx.db.select().from(expenseClaims).where(eq(expenseClaims.id, claim));
    await upload(alice, base(), PDF, 'a.pdf');
    const [after] = await ctx.db.select().from(expenseClaims).where(eq(expenseClaims.id, claim));
    expect(after!.modified.getTime()).toBeGreaterThan(before!.modified.getTime());
  });

  it('deleting the receipt deletes its files, bytes too', async () => {
    const other = (await alice.post(`/api/expense-claim/${claim}/invoice/`, hotelReceipt(refs, MONTH))).body.id;
    const url = `/api/expense-claim/${claim}/invoice/${other}/attachment/`;
    const res = await upload(alice, url, PDF, 'b.pdf');
    const [row] = await ctx.db.select().from(expenseAttachments).where(eq(expenseAttachments.id, res.body.id));
    expect((await alice.delete(`/api/expense-claim/${claim}/invoice/${other}/`)).status).toBe(204);
    expect(await bytesExist(row!.file_id)).toBe(false);
  });

  it('validators read and download, never add nor delete (403)', async () => {
    const res = await upload(alice, base(), PDF, 'c.pdf');
    const manager = await ctx.as('manager');
    expect((await manager.get(base())).status).toBe(200);
    expect((await manager.get(`${base()}${res.body.id}/`)).status).toBe(200);
    expect((await upload(manager, base(), PDF, 'd.pdf')).status).toBe(403);
    expect((await manager.delete(`${base()}${res.body.id}/`)).status).toBe(403);
  });

  it('a colleague and another company get 404, even for the download', async () => {
    const res = await upload(alice, base(), PDF, 'e.pdf');
    for (const username of ['bob', 'globex-admin']) {
      const other = await ctx.as(username);
      expect((await other.get(base())).status).toBe(404);
      expect((await other.get(`${base()}${res.body.id}/`)).status).toBe(404);
      expect((await upload(other, base(), PDF, 'f.pdf')).status).toBe(404);
      expect((await other.delete(`${base()}${res.body.id}/`)).status).toBe(404);
    }
  });

  it('an attachment named under another receipt is 404', async () => {
    const res = await upload(alice, base(), PDF, 'g.pdf');
    const other = (await alice.post(`/api/expense-claim/${claim}/invoice/`, hotelReceipt(refs, MONTH))).body.id;
    const wrong = `/api/expense-claim/${claim}/invoice/${other}/attachment/${res.body.id}/`;
    expect((await alice.get(wrong)).status).toBe(404);
    expect((await alice.delete(wrong)).status).toBe(404);
  });

  it('a sent claim takes no file and loses none (409)', async () => {
    const res = await upload(alice, base(), PDF, 'h.pdf');
    await setClaimStatus(ctx, claim, 'submitted');
    try {
      expect((await upload(alice, base(), PDF, 'i.pdf')).status).toBe(409);
      expect((await alice.delete(`${base()}${res.body.id}/`)).status).toBe(409);
      expect((await alice.get(`${base()}${res.body.id}/`)).status).toBe(200);
    } finally {
      await setClaimStatus(ctx, claim, 'draft');
    }
  });
});
