import fs from 'node:fs';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { FILE_CHUNK_BYTES } from './database-storage';
import { storedFileChunks, storedFiles } from './files.tables';
import { FolderFileStorage } from './folder-storage';
import { moveFilesToDatabase } from './move-to-database';

/**
 * `npm run files:to-database` (issue 29): a file uploaded while the app kept its files in the folder is served,
 * after the move, by an app on the database store; a second run moves nothing; a file missing from the folder is
 * named, not invented.
 */
const ctx = useTestApp({ FILE_STORE: 'folder' });

const PDF = Buffer.alloc(FILE_CHUNK_BYTES + 99, 0x20);
PDF.write('%PDF-1.4\n');

async function uploadDocument() {
  const admin = await ctx.as('admin');
  const form = new FormData();
  form.append('title', 'Avant la migration');
  form.append('attachment_file', new Blob([PDF]), 'avant.pdf');
  const encoded = new Response(form);
  const res = await admin.request('POST', '/api/document/', {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
  expect(res.status).toBe(201);
  return { admin, id: res.body.id as number };
}

describe('moving the folder into the database', () => {
  it('serves, from the database, a file uploaded to the folder before the move; a second run moves nothing', async () => {
    expect(ctx.files).toBeInstanceOf(FolderFileStorage);
    const { admin, id } = await uploadDocument();
    const folder = ctx.files as FolderFileStorage;

    const first = await moveFilesToDatabase(ctx.db, folder);
    expect(first.moved).toBeGreaterThan(0);
    expect(first.missing).toEqual([]);
    const again = await moveFilesToDatabase(ctx.db, folder);
    expect(again).toEqual({ moved: 0, missing: [], alreadyThere: first.moved + first.alreadyThere });

    // The same database, an app on the database store, the folder out of its reach.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), FILE_STORE: 'database' } as NodeJS.ProcessEnv);
    const app = await buildApp({ config, db: ctx.db, logger: false });
    try {
      const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await app.inject({
        method: 'GET',
        url: `/api/document/${id}/file/`,
        headers: { cookie, host: 'localhost' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('names a file whose bytes are not in the folder and moves the others', async () => {
    const folder = ctx.files as FolderFileStorage;
    const input = { companyId: 1, bytes: PDF, contentType: 'application/pdf', createdBy: null };
    const lost = await folder.save(ctx.db, { ...input, fileName: 'perdu.pdf' });
    const kept = await folder.save(ctx.db, { ...input, fileName: 'gardé.pdf' });
    fs.rmSync(folder.pathOf(lost));
    const report = await moveFilesToDatabase(ctx.db, folder);
    expect(report).toMatchObject({ moved: 1, missing: [`1/${lost.storage_key}`] });
    expect(await ctx.db.$count(storedFileChunks, eq(storedFileChunks.file_id, lost.id))).toBe(0);
    expect(await ctx.db.$count(storedFileChunks, eq(storedFileChunks.file_id, kept.id))).toBe(2);
    expect(await ctx.db.$count(storedFiles, eq(storedFiles.id, lost.id))).toBe(1);
  });
});
