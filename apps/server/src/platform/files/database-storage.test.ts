import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { GUARD, underLoadProbe } from '../../../test/event-loop';
import { addReceipt, claimOf } from '../../modules/expenses/expense-claims.test-helpers';
import { upload } from '../../modules/expenses/expense-lines.test-helpers';
import { expenseAttachments } from '../../modules/expenses/expenses.tables';
import { zipStream } from '../archive';
import { DatabaseFileStorage, FILE_CHUNK_BYTES } from './database-storage';
import { storedFileChunks, storedFiles } from './files.tables';

/**
 * FILE_STORE=database (issue 29): the bytes in `stored_file_chunks`, written and deleted in their row's transaction,
 * read one chunk at a time. On PGlite here; `bash scripts/with-postgres.sh …` runs the same on PostgreSQL, where it is
 * the default store (and where every other file test runs on it too).
 */
const ctx = useTestApp({ FILE_STORE: 'database' });
let alice: TestClient;
let attachmentsUrl = '';

/** A PDF of `size` bytes of noise (incompressible, like a scan), ending mid-chunk. */
const scan = (size: number) => {
  const bytes = randomBytes(size);
  bytes.write('%PDF-1.4\n');
  return bytes;
};
/** A file that nothing references, saved straight in the store. */
const looseFile = { companyId: 1, fileName: 'x.pdf', contentType: 'application/pdf', createdBy: null };
const chunksOf = (fileId: number) =>
  ctx.db
    .select({ seq: storedFileChunks.seq, bytes: storedFileChunks.bytes })
    .from(storedFileChunks)
    .where(eq(storedFileChunks.file_id, fileId))
    .orderBy(storedFileChunks.seq);
const fileOfAttachment = async (attachmentId: number) => {
  const [row] = await ctx.db
    .select({ file: storedFiles })
    .from(expenseAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, expenseAttachments.file_id))
    .where(eq(expenseAttachments.id, attachmentId));
  return row!.file;
};
const pieces = async (stream: Readable) => {
  const sizes: number[] = [];
  for await (const piece of stream) sizes.push((piece as Buffer).length);
  return sizes;
};

beforeAll(async () => {
  expect(ctx.files).toBeInstanceOf(DatabaseFileStorage);
  alice = await ctx.as('alice');
  const claimId = await claimOf(alice, '2017-02');
  const receipt = await addReceipt(ctx, claimId, 3_000);
  attachmentsUrl = `/api/expense-claim/${claimId}/invoice/${receipt.id}/attachment/`;
});

describe('files in the database', () => {
  it('stores an upload of several chunks and serves it byte for byte, one chunk at a time', async () => {
    const bytes = scan(3 * FILE_CHUNK_BYTES + 1234);
    const res = await upload(alice, attachmentsUrl, bytes, 'scan.pdf');
    expect(res.status).toBe(201);
    const file = await fileOfAttachment(res.body.id);
    const chunks = await chunksOf(file.id);
    expect(chunks.map((c) => [c.seq, c.bytes.length])).toEqual([
      [0, FILE_CHUNK_BYTES],
      [1, FILE_CHUNK_BYTES],
      [2, FILE_CHUNK_BYTES],
      [3, 1234],
    ]);

    const download = await alice.get(`${attachmentsUrl}${res.body.id}/`);
    expect(download.status).toBe(200);
    expect(download.headers['content-length']).toBe(String(bytes.length));
    expect(download.raw.equals(bytes)).toBe(true);
    // What the answer is piped from: the chunks as they are read, never the whole file.
    expect(await pieces(ctx.files.open(file))).toEqual([FILE_CHUNK_BYTES, FILE_CHUNK_BYTES, FILE_CHUNK_BYTES, 1234]);
  });

  it('writes and reads a 5 MB file without holding the event loop (the guard of issue 21), on PGlite too', async () => {
    // PGlite converts a bytea value byte by byte on the event loop: about half a second per chunk before the bytes
    // travelled as base64 text (db/columns.ts bytesValue, bytesAsBase64).
    const bytes = scan(5 * 1024 * 1024);
    const saved = await underLoadProbe(ctx.app, () =>
      ctx.db.transaction((tx) => ctx.files.save(tx, { ...looseFile, bytes })),
    );
    expect(saved.longestProbeMs).toBeLessThan(GUARD.longestProbeMs);
    const read = await underLoadProbe(ctx.app, async () => Buffer.concat(await ctx.files.open(saved.result).toArray()));
    expect(read.longestProbeMs).toBeLessThan(GUARD.longestProbeMs);
    expect(read.result.equals(bytes)).toBe(true);
  });

  it('writes no chunk for a refused upload, too large (413) or of the wrong type (415)', async () => {
    const before = await ctx.db.$count(storedFileChunks);
    const tooLarge = await upload(alice, attachmentsUrl, scan(5 * 1024 * 1024 + 1), 'huge.pdf');
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, 'too_large']);
    const wrongType = await upload(alice, attachmentsUrl, Buffer.from('#!/bin/sh\n'), 'a.pdf');
    expect([wrongType.status, wrongType.body.code]).toEqual([415, 'unsupported_media_type']);
    expect(await ctx.db.$count(storedFileChunks)).toBe(before);
  });

  it('keeps no chunk of a file whose transaction rolled back', async () => {
    const input = { ...looseFile, bytes: scan(FILE_CHUNK_BYTES + 1) };
    const before = await ctx.db.$count(storedFileChunks);
    const failure = ctx.db.transaction(async (tx) => {
      await ctx.files.save(tx, input);
      throw new Error('rolled back');
    });
    await expect(failure).rejects.toThrow('rolled back');
    expect(await ctx.db.$count(storedFileChunks)).toBe(before);
  });

  it('deletes the chunks with their row, in the same transaction: a rollback keeps both', async () => {
    const loose = await ctx.files.save(ctx.db, { ...looseFile, bytes: scan(2 * FILE_CHUNK_BYTES) });
    const failure = ctx.db.transaction(async (tx) => {
      await ctx.files.discard(tx, loose.company_id, [loose.id]);
      throw new Error('rolled back');
    });
    await expect(failure).rejects.toThrow('rolled back');
    expect((await chunksOf(loose.id)).length).toBe(2);

    const res = await upload(alice, attachmentsUrl, scan(2 * FILE_CHUNK_BYTES), 'two.pdf');
    const file = await fileOfAttachment(res.body.id);
    expect((await alice.delete(`${attachmentsUrl}${res.body.id}/`)).status).toBe(204);
    expect(await chunksOf(file.id)).toEqual([]);
    expect(await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, file.id))).toEqual([]);
  });

  it("reads another company's file id as nothing: the chunks are filtered on the row's company", async () => {
    const res = await upload(alice, attachmentsUrl, scan(1000), 'mine.pdf');
    const file = await fileOfAttachment(res.body.id);
    await expect(pieces(ctx.files.open({ ...file, company_id: file.company_id + 1 }))).rejects.toThrow(
      `Stored file ${file.id} lacks its chunk 0`,
    );
  });

  it('puts files of several chunks in a ZIP, read chunk by chunk', async () => {
    const a = scan(2 * FILE_CHUNK_BYTES + 7);
    const b = scan(10);
    const files = [];
    for (const [name, bytes] of [
      ['a.pdf', a],
      ['b.pdf', b],
    ] as const) {
      files.push({ name, file: await fileOfAttachment((await upload(alice, attachmentsUrl, bytes, name)).body.id) });
    }
    const zip = zipStream(files.map(({ name, file }) => ({ name, open: () => ctx.files.open(file) })));
    const parts: Buffer[] = [];
    for await (const part of zip) parts.push(part as Buffer);
    const entries = unzipSync(Buffer.concat(parts));
    expect(Buffer.from(entries['a.pdf']!).equals(a)).toBe(true);
    expect(Buffer.from(entries['b.pdf']!).equals(b)).toBe(true);
  });
});
