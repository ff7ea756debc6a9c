import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { registerErrorHandler } from '../error-handler';
import { appError } from '../errors';
import { FolderFileStorage } from './folder-storage';
import { readUploadForm, settleFailedUploads } from './upload-form';

/**
 * A request that stored its file and then failed keeps no byte (issue 21): the route's transaction rolls back after
 * FileStorage.save wrote the bytes, and the answer's hook deletes them before the answer leaves, not at the next
 * settling round. A route whose row committed keeps its file even when it answers an error afterwards.
 */
const ctx = useTestApp();
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-form-'));
const files = new FolderFileStorage(root);
let app: FastifyInstance;

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const body = Buffer.from(
  `--b\r\nContent-Disposition: form-data; name="attachment_file"; filename="a.pdf"\r\n\r\n${PDF.toString()}\r\n--b--\r\n`,
);
const stored = () => fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  await app.register(multipart);
  app.addHook('onSend', settleFailedUploads(files, ctx.db));
  const save = async (request: Parameters<typeof readUploadForm>[0]) => {
    const { upload } = await readUploadForm(request, files, { field: 'attachment_file', kind: 'attachment' });
    return { companyId: 1, createdBy: null, ...upload };
  };
  app.post('/rolled-back', async (request) => {
    const input = await save(request);
    await ctx.db.transaction(async (tx) => {
      await files.save(tx, input);
      // A check that fails after the bytes are written: the row rolls back with the transaction.
      throw appError(409, 'expense.notEditable');
    });
  });
  app.post('/committed-then-failed', async (request) => {
    const input = await save(request);
    await ctx.db.transaction((tx) => files.save(tx, input));
    throw appError(409, 'expense.notEditable');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const post = (url: string) =>
  app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'multipart/form-data; boundary=b' } });

describe('the files of a failed request', () => {
  it('are deleted before the answer when their row rolled back', async () => {
    const before = stored();
    const res = await post('/rolled-back');
    expect(res.statusCode).toBe(409);
    expect(stored()).toBe(before);
  });

  it('are kept when their row committed', async () => {
    const before = stored();
    expect((await post('/committed-then-failed')).statusCode).toBe(409);
    expect(stored()).toBe(before + 1);
  });
});
