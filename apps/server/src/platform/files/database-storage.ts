import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { bytesAsBase64, bytesValue } from '../../db/columns';
import { inCompany } from '../../db/tenancy';
import { randomToken } from '../tokens';
import { storedFileChunks, storedFiles } from './files.tables';
import { FileStorage, type NewStoredFile, type StoredFile } from './storage';

/**
 * 256 KB: a 5 MB receipt is 20 rows, a chunk's base64 text (db/columns.ts bytesValue, bytesAsBase64: PGlite converts
 * bytea byte by byte) decodes in about a millisecond, and a download holds one chunk at a time.
 */
export const FILE_CHUNK_BYTES = 256 * 1024;

const chunkCount = (size: number) => Math.ceil(size / FILE_CHUNK_BYTES);

/**
 * The bytes in PostgreSQL, in `stored_file_chunks` (FILE_STORE=database, the default with DATABASE_URL): every app
 * process reads what any other wrote, one `pg_dump` holds a company whole, and the bytes are written and deleted in
 * the transaction of their row, so there is nothing to settle after a failure.
 */
export class DatabaseFileStorage extends FileStorage {
  constructor(private readonly db: Database) {
    super();
  }

  async save(tx: Db, input: NewStoredFile): Promise<StoredFile> {
    const row = await this.insertRow(tx, input, randomToken(24));
    await writeChunks(tx, row, [input.bytes]);
    return row;
  }

  /** One chunk read per pull: the reader's pace (a slow download, an archive) sets the pace of the queries. */
  open(file: StoredFile): Readable {
    const db = this.db;
    const numbered = (seq: number) => [eq(storedFileChunks.file_id, file.id), eq(storedFileChunks.seq, seq)];
    async function* chunks() {
      for (let seq = 0; seq < chunkCount(file.size); seq++) {
        const [chunk] = await db
          .select({ bytes: bytesAsBase64(storedFileChunks.bytes) })
          .from(storedFileChunks)
          .where(inCompany(storedFileChunks, file.company_id, numbered(seq)));
        if (!chunk) throw new Error(`Stored file ${file.id} lacks its chunk ${seq}`);
        yield Buffer.from(chunk.bytes, 'base64');
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  /** The chunks go with their rows (the foreign key's cascade), in the caller's transaction: nothing to do after it. */
  async discard(tx: Db, companyId: number, fileIds: number[]): Promise<() => Promise<void>> {
    if (fileIds.length > 0) {
      await tx.delete(storedFiles).where(inCompany(storedFiles, companyId, [inArray(storedFiles.id, fileIds)]));
    }
    return async () => {};
  }

  /** The company's deletion deleted its chunks with its rows. */
  async removeCompanyFiles(): Promise<void> {}

  /** The bytes were written in the row's transaction: a rollback took them too. */
  async settle(): Promise<void> {}

  async settleFiles(): Promise<{ removed: number }> {
    return { removed: 0 };
  }
}

/**
 * Writes a file's bytes as chunks of FILE_CHUNK_BYTES, whatever the sizes the source yields (an upload's buffer, a
 * file read from the disk); returns how many bytes were written.
 */
export async function writeChunks(
  tx: Db,
  file: Pick<StoredFile, 'id' | 'company_id'>,
  source: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
): Promise<number> {
  let seq = 0;
  let written = 0;
  let pending: Buffer = Buffer.alloc(0);
  const insert = async (bytes: Uint8Array) => {
    await tx
      .insert(storedFileChunks)
      .values({ company_id: file.company_id, file_id: file.id, seq: seq++, bytes: bytesValue(bytes) });
    written += bytes.length;
  };
  for await (const piece of source) {
    pending =
      pending.length === 0
        ? Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength)
        : Buffer.concat([pending, piece]);
    while (pending.length >= FILE_CHUNK_BYTES) {
      await insert(pending.subarray(0, FILE_CHUNK_BYTES));
      pending = pending.subarray(FILE_CHUNK_BYTES);
    }
  }
  if (pending.length > 0) await insert(pending);
  return written;
}

/** Whether a file's chunks are all there (the migration's test of a file already moved). */
export async function hasChunks(db: Db, file: Pick<StoredFile, 'id' | 'company_id'>): Promise<boolean> {
  const [row] = await db
    .select({ seq: storedFileChunks.seq })
    .from(storedFileChunks)
    .where(inCompany(storedFileChunks, file.company_id, [eq(storedFileChunks.file_id, file.id)]))
    .limit(1);
  return Boolean(row);
}
