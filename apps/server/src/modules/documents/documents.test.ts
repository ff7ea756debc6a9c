import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';

const ctx = useTestApp();

type DocumentItem = {
  id: number;
  title: string;
  description: string;
  file_name: string;
  size: number;
  content_type: string;
  created: string;
};
type DocumentList = { count: number; results: DocumentItem[] };

const DOCUMENT_KEYS = ['content_type', 'created', 'description', 'file_name', 'id', 'size', 'title'];

const pdf = (size = 400) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return bytes;
};
// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Posts a multipart form as the browser's FormData would. */
async function upload(
  browser: TestClient,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('attachment_file', new Blob([file.bytes], { type: file.type ?? 'application/pdf' }), file.name);
  const encoded = new Response(form);
  return browser.request<DocumentItem & { code?: string; detail?: string; fields?: Record<string, string[]> }>(
    'POST',
    '/api/document/',
    {
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    },
  );
}

const list = async (browser: TestClient) => (await browser.get<DocumentList>('/api/document/?limit=100')).body;

describe('GET /api/document/ and the file download', () => {
  it("lists the company's documents with their file details", async () => {
    const body = await list(await ctx.as('alice'));
    const booklet = body.results.find((d) => d.title === "Livret d'accueil");
    expect(booklet).toMatchObject({ file_name: 'livret-accueil-acme.pdf', content_type: 'application/pdf' });
    expect(booklet!.size).toBeGreaterThan(500);
    expect(Object.keys(booklet!).sort()).toEqual(DOCUMENT_KEYS);
    expect(body.results.map((d) => d.title)).not.toContain('Guide de démarrage');
  });

  it('downloads the file as an attachment that the browser may not sniff', async () => {
    const alice = await ctx.as('alice');
    const booklet = (await list(alice)).results.find((d) => d.title === "Livret d'accueil")!;
    const res = await alice.get(`/api/document/${booklet.id}/file/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="livret-accueil-acme\.pdf"/);
    expect(res.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.raw.length).toBe(booklet.size);
  });

  it("answers 404 for another company's document and for anonymous 401", async () => {
    const booklet = (await list(await ctx.as('alice'))).results.find((d) => d.title === "Livret d'accueil")!;
    expect((await (await ctx.as('globex-user')).get(`/api/document/${booklet.id}/file/`)).status).toBe(404);
    expect((await ctx.client().get(`/api/document/${booklet.id}/file/`)).status).toBe(401);
  });
});

describe('POST /api/document/', () => {
  it('adds a PDF that everyone then sees and downloads byte for byte', async () => {
    const admin = await ctx.as('admin');
    const bytes = pdf();
    const res = await upload(
      admin,
      { title: 'Règlement intérieur', description: 'Version 2025' },
      {
        bytes,
        name: 'Règlement intérieur.pdf',
        // What the client claims is ignored: the bytes say PDF.
        type: 'application/octet-stream',
      },
    );
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(DOCUMENT_KEYS);
    expect(res.body).toMatchObject({
      title: 'Règlement intérieur',
      description: 'Version 2025',
      file_name: 'Règlement intérieur.pdf',
      content_type: 'application/pdf',
      size: bytes.length,
    });

    const alice = await ctx.as('alice');
    expect((await list(alice)).results.map((d) => d.id)).toContain(res.body.id);
    const file = await alice.get(`/api/document/${res.body.id}/file/`);
    expect(file.raw.equals(bytes)).toBe(true);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Reglement interieur.pdf"; filename*=UTF-8''${encodeURIComponent('Règlement intérieur.pdf')}`,
    );
  });

  it('accepts a PNG image', async () => {
    const res = await upload(await ctx.as('admin'), { title: 'Plan des locaux' }, { bytes: PNG, name: 'plan.png' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ content_type: 'image/png', description: '', size: PNG.length });
  });

  it('accepts a file of exactly 5242880 bytes', async () => {
    const res = await upload(await ctx.as('admin'), { title: 'Big' }, { bytes: pdf(5_242_880), name: 'big.pdf' });
    expect(res.status).toBe(201);
    expect(res.body.size).toBe(5_242_880);
  });

  it.each([
    [
      'a text file named .pdf',
      { bytes: Buffer.from('not a pdf at all\n'), name: 'fake.pdf' },
      415,
      'unsupported_media_type',
    ],
    [
      'an executable',
      { bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), name: 'a.pdf' },
      415,
      'unsupported_media_type',
    ],
    ['a file one byte over 5 MB', { bytes: pdf(5_242_881), name: 'huge.pdf' }, 413, 'too_large'],
  ])('refuses %s and stores nothing', async (_name, file, status, code) => {
    const admin = await ctx.as('admin');
    const before = (await list(admin)).count;
    const res = await upload(admin, { title: 'Refused' }, file);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    if (status === 413) expect(res.body.detail).toBe('File size exceeds 5Mo.');
    expect((await list(admin)).count).toBe(before);
  });

  it('asks for a title and a file', async () => {
    const admin = await ctx.as('admin');
    const noTitle = await upload(admin, { title: '  ' }, { bytes: pdf(), name: 'a.pdf' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.fields).toEqual({ title: ['This field is required.'] });
    const noFile = await upload(admin, { title: 'No file' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.fields).toEqual({ attachment_file: ['This field is required.'] });
  });

  it('refuses a body that is not multipart', async () => {
    const res = await (await ctx.as('admin')).post('/api/document/', { title: 'JSON' });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
  });

  it('refuses a user without document.create', async () => {
    const res = await upload(await ctx.as('alice'), { title: 'Mine' }, { bytes: pdf(), name: 'a.pdf' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('permission_denied');
  });
});

describe('DELETE /api/document/{id}/', () => {
  it('removes the document and its file', async () => {
    const admin = await ctx.as('admin');
    const created = await upload(admin, { title: 'To delete' }, { bytes: pdf(), name: 'gone.pdf' });
    expect(created.status).toBe(201);
    expect((await ctx.as('alice').then((a) => a.delete(`/api/document/${created.body.id}/`))).status).toBe(403);

    expect((await admin.delete(`/api/document/${created.body.id}/`)).status).toBe(204);
    expect((await list(admin)).results.map((d) => d.id)).not.toContain(created.body.id);
    expect((await admin.get(`/api/document/${created.body.id}/file/`)).status).toBe(404);
    expect((await admin.delete(`/api/document/${created.body.id}/`)).status).toBe(404);
  });
});
