import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { withTypeExtension } from '@staff/shared';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { appError, notFound } from '../errors';
import { storedFiles } from './files.tables';
import { UPLOAD_KINDS, type UploadKind } from './limits';
import { sniffContentType } from './sniff';

export type StoredFile = typeof storedFiles.$inferSelect;
/** Files written for one request, to settle when it fails. */
export type SavedFiles = { storageKey: string; filePath: string }[];

/** What `save` stores: the bytes (bounded by their kind's limit) and what the row says of them. */
export type NewStoredFile = {
  companyId: number;
  fileName: string;
  bytes: Uint8Array;
  contentType: string;
  createdBy: number | null;
  /** The request's stored files (an Upload's): settled at once if its answer is an error. */
  saved?: SavedFiles;
};

/**
 * One storage for every upload, company-scoped, with two implementations chosen once at start (FILE_STORE,
 * stores.ts): the bytes in PostgreSQL (database-storage.ts) or in a folder (folder-storage.ts). What does not depend
 * on where the bytes are (reading an upload, sniffing it, finding a row, the answer's headers) is written here once.
 */
export abstract class FileStorage {
  /** Stores the bytes and the row, the row in the caller's transaction. */
  abstract save(tx: Db, input: NewStoredFile): Promise<StoredFile>;

  /** The file's bytes as a stream of chunks, never whole in memory: downloads and archives read it. */
  abstract open(file: StoredFile): Readable;

  /**
   * Deletes the rows of a company's files in the caller's transaction and returns what deletes their bytes, to call
   * once that transaction has committed (nothing left to do when the bytes went with the rows).
   */
  abstract discard(tx: Db, companyId: number, fileIds: number[]): Promise<() => Promise<void>>;

  /** Removes what a deleted company's rows leave behind; to call once the deletion of its rows has committed. */
  abstract removeCompanyFiles(companyId: number): Promise<void>;

  /** Deletes the bytes of the files whose row did not commit (a request answered with an error), now. */
  abstract settle(db: Database, saved: SavedFiles): Promise<void>;

  /** A round of settling (main.ts, on a timer): the bytes of rows that never committed, noted `olderThanMs` ago. */
  abstract settleFiles(db: Database, olderThanMs?: number): Promise<{ removed: number }>;

  /** Inserts the row of a new file (its bytes are the implementation's). */
  protected async insertRow(tx: Db, input: NewStoredFile, storageKey: string): Promise<StoredFile> {
    const [row] = await tx
      .insert(storedFiles)
      .values({
        company_id: input.companyId,
        storage_key: storageKey,
        // A name without extension (none, or one over 6 characters: spec/3 §5) gets its type's, to open once downloaded.
        file_name: withTypeExtension(safeFileName(input.fileName), input.contentType),
        content_type: input.contentType,
        size: input.bytes.length,
        // The bytes are in memory already (readBytes): at most the kind's limit, a few milliseconds to hash.
        sha256: createHash('sha256').update(input.bytes).digest('hex'),
        created_by: input.createdBy,
      })
      .returning();
    return row!;
  }

  /**
   * Reads a multipart file whole, refusing it once it passes the kind's limit (413): what readUploadForm
   * (upload-form.ts) reads the file of every upload route with.
   */
  async readBytes(part: MultipartFile, kind: UploadKind): Promise<Buffer> {
    const rule = UPLOAD_KINDS[kind];
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file) {
      size += chunk.length;
      if (size > rule.maxBytes) throw appError(413, rule.tooLarge, undefined, { code: 'too_large' });
      chunks.push(chunk as Buffer);
    }
    if (part.file.truncated) throw appError(413, rule.tooLarge, undefined, { code: 'too_large' });
    return Buffer.concat(chunks);
  }

  /** The sniffed content type when the bytes are of an accepted kind; 415 otherwise. */
  check(bytes: Uint8Array, kind: UploadKind): string {
    const rule = UPLOAD_KINDS[kind];
    if (bytes.length > rule.maxBytes) throw appError(413, rule.tooLarge, undefined, { code: 'too_large' });
    const sniffed = sniffContentType(bytes);
    if (!sniffed || !(rule.types as readonly string[]).includes(sniffed)) {
      throw appError(415, 'file_type_refused', undefined, { code: 'unsupported_media_type' });
    }
    return kind === 'csv' ? 'text/csv' : sniffed;
  }

  async find(db: Db, companyId: number, fileId: number): Promise<StoredFile> {
    const [row] = await db
      .select()
      .from(storedFiles)
      .where(inCompany(storedFiles, companyId, [eq(storedFiles.id, fileId)]));
    if (!row) throw notFound();
    return row;
  }

  /**
   * Sends a file, never sniffed by the browser: as a download, or `inline` for a page to show it in place (a receipt's
   * or a transport pass's PDF or image: their type was sniffed at upload, and the CSP forbids them any script).
   */
  send(reply: FastifyReply, file: StoredFile, options: { inline?: boolean } = {}) {
    const encoded = encodeURIComponent(file.file_name);
    return reply
      .header('content-type', file.content_type)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `${options.inline ? 'inline' : 'attachment'}; filename="${asciiFallback(file.file_name)}"; filename*=UTF-8''${encoded}`,
      )
      .send(this.open(file));
  }

  /**
   * Sends an image that pages show (a company's logo, its welcome image). A stored file never changes (a new upload is
   * a new file), so its id is its ETag; the page's address carries it as `?v=`, and an address naming the current file
   * may be kept for good, any other is revalidated (304 when it did not change).
   */
  sendImage(
    request: FastifyRequest,
    reply: FastifyReply,
    file: StoredFile,
    options: { audience: 'public' | 'private'; version: number | undefined },
  ) {
    const etag = `"file-${file.id}"`;
    reply
      .header('etag', etag)
      .header(
        'cache-control',
        options.version === file.id
          ? `${options.audience}, max-age=31536000, immutable`
          : `${options.audience}, no-cache`,
      );
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return this.send(reply, file);
  }
}

/** Keeps the last path segment, without control characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join('')
    .trim();
  return clean.slice(0, 200) || 'file';
}

const asciiFallback = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '') || 'file';
