import { addDays } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { hasStoredBytes } from '../../../test/stored-bytes';
import { storedFiles } from '../../platform/files/files.tables';
import type { StoredFile } from '../../platform/files/storage';
import { services } from '../services/services.tables';
import { leaveAttachments } from './leaves.tables';
import { futureMonday, span, typeId, userId } from './leaves.test-helpers';

const ctx = useTestApp();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Uploads a file as the web app does: multipart, field attachment_file. */
async function attach(client: TestClient, leaveId: number, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('attachment_file', new Blob([bytes]), name);
  const request = new Response(form);
  return client.request('POST', `/api/leave/${leaveId}/attachment/`, {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
}

describe('attachments', () => {
  it('requires one before submitting a type that forces it, then submits', async () => {
    const alice = await ctx.as('alice');
    const monday = futureMonday(20);
    const draft = await alice.post('/api/leave/', {
      ...span(monday, monday),
      type_of_leave: await typeId(ctx, 'Maladie'),
    });
    const refused = await alice.patch(`/api/leave/${draft.body.id}/`, { status: 'submitted' });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('This type of leave needs an attachment before it is submitted.');
    const upload = await attach(alice, draft.body.id, PDF, 'arret-maladie.pdf');
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({ file_name: 'arret-maladie.pdf', content_type: 'application/pdf' });
    expect((await alice.patch(`/api/leave/${draft.body.id}/`, { status: 'submitted' })).body.status).toBe('submitted');
    const list = await alice.get<any[]>(`/api/leave/${draft.body.id}/attachment/`);
    expect(list.body).toHaveLength(1);
    expect((await alice.get(`/api/leave/${draft.body.id}/`)).body.attachments_count).toBe(1);
    const listed = await alice.get<any>(`/api/leave/?owner=me&limit=1000`);
    const counts = new Map(
      listed.body.results.map((l: { id: number; attachments_count: number }) => [l.id, l.attachments_count]),
    );
    expect(counts.get(draft.body.id)).toBe(1);
    expect([...counts.values()].filter((n) => n === 0).length).toBe(counts.size - 1);
    const file = await alice.get(`/api/leave/${draft.body.id}/attachment/${list.body[0].id}/`);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.raw.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a file that is not a PDF or an image, and strangers', async () => {
    const bob = await ctx.as('bob');
    const monday = futureMonday(21);
    const leave = await bob.post('/api/leave/', { ...span(monday, monday), type_of_leave: await typeId(ctx, 'RTT') });
    expect((await attach(bob, leave.body.id, Buffer.from('MZ\u0000\u0001binary'), 'x.pdf')).status).toBe(415);
    // A colleague may not see the leave by its address: 404, as on every route of it (leaves.policy.ts).
    expect((await attach(await ctx.as('claire'), leave.body.id, PDF, 'a.pdf')).status).toBe(404);
  });

  it('gives the leave as PDF, and as ZIP with its attachments', async () => {
    const claire = await ctx.as('claire');
    const monday = futureMonday(22);
    const leave = await claire.post('/api/leave/', {
      ...span(monday, addDays(monday, 2)),
      type_of_leave: await typeId(ctx, 'Congés payés'),
    });
    await attach(claire, leave.body.id, PDF, 'billet.pdf');
    const pdf = await claire.get(`/api/pdf/leave/${leave.body.id}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="conge_petit_${monday}.pdf"`);
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const zip = await claire.get(`/api/pdf/leave/${leave.body.id}?with_attachments=1`);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.raw.subarray(0, 2).toString()).toBe('PK');
    expect(zip.raw.includes(Buffer.from('billet.pdf'))).toBe(true);
    expect((await (await ctx.as('bob')).get(`/api/pdf/leave/${leave.body.id}`)).status).toBe(404);
  });
});

describe('deleting', () => {
  const storage = () => ctx.files;
  const onDisk = (file: StoredFile) => hasStoredBytes(ctx, file);
  async function storedFileOf(attachmentId: number) {
    const [row] = await ctx.db
      .select({ file: storedFiles })
      .from(leaveAttachments)
      .innerJoin(storedFiles, eq(storedFiles.id, leaveAttachments.file_id))
      .where(eq(leaveAttachments.id, attachmentId));
    return row!.file;
  }
  const rowOf = async (fileId: number) =>
    (await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, fileId)))[0];

  it('removes a draft’s attachments, rows and bytes, with it', async () => {
    const bob = await ctx.as('bob');
    const monday = futureMonday(23);
    const leave = await bob.post('/api/leave/', { ...span(monday, monday), type_of_leave: await typeId(ctx, 'RTT') });
    const uploads = [await attach(bob, leave.body.id, PDF, 'a.pdf'), await attach(bob, leave.body.id, PDF, 'b.pdf')];
    const files = await Promise.all(uploads.map((u) => storedFileOf(u.body.id)));
    expect(await Promise.all(files.map(onDisk))).toEqual([true, true]);
    expect((await bob.delete(`/api/leave/${leave.body.id}/`)).status).toBe(204);
    expect(await Promise.all(files.map((f) => rowOf(f.id)))).toEqual([undefined, undefined]);
    expect(await Promise.all(files.map(onDisk))).toEqual([false, false]);
  });

  it('removes one attachment’s row and bytes', async () => {
    const bob = await ctx.as('bob');
    const monday = futureMonday(24);
    const leave = await bob.post('/api/leave/', { ...span(monday, monday), type_of_leave: await typeId(ctx, 'RTT') });
    const upload = await attach(bob, leave.body.id, PDF, 'a.pdf');
    const file = await storedFileOf(upload.body.id);
    expect((await bob.delete(`/api/leave/${leave.body.id}/attachment/${upload.body.id}/`)).status).toBe(204);
    expect([await rowOf(file.id), await onDisk(file)]).toEqual([undefined, false]);
  });

  it('keeps the bytes when the transaction that discards the rows rolls back', async () => {
    const file = await storage().save(ctx.db, {
      companyId: 1,
      fileName: 'x.pdf',
      bytes: PDF,
      contentType: 'application/pdf',
      createdBy: null,
    });
    const failure = ctx.db.transaction(async (tx) => {
      const removeBytes = await storage().discard(tx, 1, [file.id]);
      expect(removeBytes).toBeTypeOf('function');
      throw new Error('rolled back');
    });
    await expect(failure).rejects.toThrow('rolled back');
    expect([(await rowOf(file.id))?.id, await onDisk(file)]).toEqual([file.id, true]);
  });
});

describe('delegation', () => {
  it('creates an accepted leave for each member of a service the manager runs', async () => {
    const manager = await ctx.as('manager');
    const [dev] = await ctx.db.select().from(services).orderBy(services.id).limit(1);
    const monday = futureMonday(70);
    const res = await manager.post('/api/leave/delegation/', {
      service: dev!.id,
      ...span(monday, monday),
      type_of_leave: await typeId(ctx, 'RTT'),
      submit: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.count).toBe(3);
    expect(res.body.results.map((l: { status: string }) => l.status)).toEqual(['accepted', 'accepted', 'accepted']);
  });

  it('saves drafts without submit, for chosen employees', async () => {
    const manager = await ctx.as('manager');
    const monday = futureMonday(71);
    const res = await manager.post('/api/leave/delegation/', {
      employees: [await userId(ctx, 'bob')],
      ...span(monday, monday),
      type_of_leave: await typeId(ctx, 'RTT'),
    });
    expect(res.body.results.map((l: { status: string }) => l.status)).toEqual(['draft']);
  });

  it('says when the service is empty, and refuses people the manager does not manage', async () => {
    const manager = await ctx.as('manager');
    const [empty] = await ctx.db
      .insert(services)
      .values({ company_id: 1, name: 'Nouveau service', manager_id: await userId(ctx, 'manager') })
      .returning();
    const body = { ...span(futureMonday(72), futureMonday(72)), type_of_leave: await typeId(ctx, 'RTT') };
    const res = await manager.post('/api/leave/delegation/', { service: empty!.id, ...body });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('This service is empty');
    const foreign = await manager.post('/api/leave/delegation/', {
      employees: [await userId(ctx, 'ebernard')],
      ...body,
    });
    expect(foreign.status).toBe(403);
  });

  it('names the person whose leave clashes, and writes nothing', async () => {
    const manager = await ctx.as('manager');
    const monday = futureMonday(73);
    const body = { ...span(monday, monday), type_of_leave: await typeId(ctx, 'RTT') };
    await (await ctx.as('claire')).post('/api/leave/', body);
    const res = await manager.post('/api/leave/delegation/', {
      employees: [await userId(ctx, 'bob'), await userId(ctx, 'claire')],
      ...body,
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^Claire Petit: You've already taken leaves/);
    const bobs = await (await ctx.as('bob')).get<any>(
      `/api/leave/?owner=${await userId(ctx, 'bob')}&begin_date=${monday}&end_date=${monday}`,
    );
    expect(bobs.body.count).toBe(0);
  });
});

describe('balance', () => {
  it('shows acquired, taken, pending and remaining for the types with rights', async () => {
    const alice = await ctx.as('alice');
    const before = await alice.get<any[]>('/api/leave/balance/');
    const paid = before.body.find((b) => b.name === 'Congés payés');
    expect(paid).toMatchObject({ acquired: 25 });
    expect(paid.remaining).toBe(paid.acquired - paid.taken - paid.pending);
    const monday = futureMonday(3);
    await alice.post('/api/leave/', {
      ...span(monday, addDays(monday, 1)),
      type_of_leave: await typeId(ctx, 'Congés payés'),
      status: 'submitted',
    });
    const after = (await alice.get<any[]>('/api/leave/balance/')).body.find((b) => b.name === 'Congés payés');
    expect(after.pending).toBe(paid.pending + 2);
    expect(after.remaining).toBe(paid.remaining - 2);
    expect((await alice.get(`/api/leave/balance/?owner=${await userId(ctx, 'bob')}`)).status).toBe(404);
  });
});

describe('an attachment named without extension (spec/3 §5: one over 6 characters is none)', () => {
  it('is stored and downloaded under its type’s extension; a short one is kept', async () => {
    const alice = await ctx.as('alice');
    const monday = futureMonday(40);
    const draft = await alice.post('/api/leave/', {
      ...span(monday, monday),
      type_of_leave: await typeId(ctx, 'Maladie'),
    });
    const named = async (name: string) => (await attach(alice, draft.body.id, PDF, name)).body.file_name;
    expect(await named('arret.version_finale')).toBe('arret.version_finale.pdf');
    expect(await named('arret')).toBe('arret.pdf');
    expect(await named('arret.scan01')).toBe('arret.scan01');
    const [file] = (await alice.get<any[]>(`/api/leave/${draft.body.id}/attachment/`)).body;
    const download = await alice.get(`/api/leave/${draft.body.id}/attachment/${file.id}/`);
    expect(download.headers['content-disposition']).toContain('filename="arret.version_finale.pdf"');
  });
});
