import { EXPENSE_MESSAGES as M } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { hasStoredBytes } from '../../../test/stored-bytes';
import { storedFiles } from '../../platform/files/files.tables';
import { claimOf } from './expense-claims.test-helpers';
import { expenseClaims } from './expenses.tables';

/** The files of a claim's transport cost: the owner adds and removes them on a draft, his validators read them. */
const ctx = useTestApp();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
let alice: TestClient;
let manager: TestClient;
let bob: TestClient;
beforeAll(async () => {
  alice = await ctx.as('alice');
  manager = await ctx.as('manager');
  bob = await ctx.as('bob');
});

/** Uploads a file as the web app does: multipart, field attachment_file. */
async function attach(client: TestClient, claimId: number, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('attachment_file', new Blob([bytes]), name);
  const request = new Response(form);
  return client.request('POST', `/api/expense-claim/${claimId}/transport-attachment/`, {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
}
const url = (claimId: number, attachmentId?: number) =>
  `/api/expense-claim/${claimId}/transport-attachment/${attachmentId ? `${attachmentId}/` : ''}`;

describe('transport-cost attachments', () => {
  it('are added, listed, shown inline, in the detail, and removed by the owner of a draft', async () => {
    const id = await claimOf(alice, '2018-02');
    const modified = async () =>
      (await ctx.db.select({ at: expenseClaims.modified }).from(expenseClaims).where(eq(expenseClaims.id, id)))[0]!.at;
    const before = await modified();
    const upload = await attach(alice, id, PDF, 'passe-navigo-février.pdf');
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({ file_name: 'passe-navigo-février.pdf', content_type: 'application/pdf' });
    const listed = await alice.get<any[]>(url(id));
    expect(listed.body.map((a) => a.id)).toEqual([upload.body.id]);
    expect((await alice.get(`/api/expense-claim/${id}/`)).body.transport_attachments).toEqual(listed.body);
    // A change of its files is a change of the claim.
    expect((await modified()).getTime()).toBeGreaterThan(before.getTime());

    const file = await alice.get(url(id, upload.body.id));
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^inline; /);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.raw.subarray(0, 5).toString()).toBe('%PDF-');

    const [stored] = await ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.file_name, 'passe-navigo-février.pdf'));
    expect(await hasStoredBytes(ctx, stored!)).toBe(true);
    expect((await alice.delete(url(id, upload.body.id))).status).toBe(204);
    expect((await alice.get<any[]>(url(id))).body).toEqual([]);
    expect(await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, stored!.id))).toEqual([]);
    expect(await hasStoredBytes(ctx, stored!)).toBe(false);
    expect((await alice.delete(url(id, upload.body.id))).status).toBe(404);
  });

  it('refuses a file that is neither a PDF nor an image', async () => {
    const id = await claimOf(alice, '2018-03');
    const res = await attach(alice, id, Buffer.from('#!/bin/sh\necho hi\n'), 'script.pdf');
    expect(res.status).toBe(415);
  });

  it('are read by a validator but changed by the owner only, and only on a draft', async () => {
    const id = await claimOf(alice, '2018-04', 1);
    const upload = await attach(alice, id, PDF, 'ticket.pdf');
    expect((await manager.get<any[]>(url(id))).body).toHaveLength(1);
    expect((await manager.get(url(id, upload.body.id))).status).toBe(200);
    expect((await attach(manager, id, PDF, 'x.pdf')).status).toBe(403);
    expect((await manager.delete(url(id, upload.body.id))).status).toBe(403);
    await alice.patch(`/api/expense-claim/${id}/`, { status: 'submitted' });
    const late = await attach(alice, id, PDF, 'late.pdf');
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(M.notEditable);
    expect((await alice.delete(url(id, upload.body.id))).status).toBe(409);
  });

  it('are 404 to a colleague and another company, whatever they send', async () => {
    const id = await claimOf(alice, '2018-05');
    const upload = await attach(alice, id, PDF, 'ticket.pdf');
    const globex = await ctx.as('globex-admin');
    for (const client of [bob, globex]) {
      expect((await client.get(url(id))).status).toBe(404);
      expect((await client.get(url(id, upload.body.id))).status).toBe(404);
      expect((await attach(client, id, PDF, 'x.pdf')).status).toBe(404);
      expect((await client.delete(url(id, upload.body.id))).status).toBe(404);
    }
    // Another claim's file is not reached through this claim.
    const other = await claimOf(alice, '2018-06');
    expect((await alice.get(url(other, upload.body.id))).status).toBe(404);
  });
});
