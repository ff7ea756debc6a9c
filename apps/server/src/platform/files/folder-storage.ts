import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { randomToken } from '../tokens';
import { storedFiles } from './files.tables';
import { FileStorage, type NewStoredFile, type SavedFiles, type StoredFile } from './storage';
import { noteUnsettled, settleFiles, settleNow } from './unsettled';

/**
 * The bytes under DATA_DIR/files/{company_id}/{storage_key} (FILE_STORE=folder, the default on PGlite): one process,
 * one disk. The bytes cannot join the row's transaction, hence unsettled.ts.
 */
export class FolderFileStorage extends FileStorage {
  constructor(readonly root: string) {
    super();
  }

  pathOf(file: Pick<StoredFile, 'company_id' | 'storage_key'>): string {
    return path.join(this.root, String(file.company_id), file.storage_key);
  }

  /** Writes the bytes, then the row in the caller's transaction; if the transaction fails the bytes are orphans, never the reverse. */
  async save(tx: Db, input: NewStoredFile): Promise<StoredFile> {
    const storageKey = randomToken(24);
    const target = this.pathOf({ company_id: input.companyId, storage_key: storageKey });
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, input.bytes, { flag: 'wx' });
    const row = await this.insertRow(tx, input, storageKey).catch(async (error: unknown) => {
      // No row can exist: the bytes go at once.
      await fs.promises.rm(target, { force: true });
      throw error;
    });
    // The transaction may still fail after this: settleFiles deletes the bytes if the row never commits.
    noteUnsettled(this.root, storageKey, target);
    input.saved?.push({ storageKey, filePath: target });
    return row;
  }

  async settle(db: Database, saved: SavedFiles): Promise<void> {
    await settleNow(db, this.root, saved.splice(0));
  }

  settleFiles(db: Database, olderThanMs?: number): Promise<{ removed: number }> {
    return settleFiles(db, this.root, olderThanMs);
  }

  /** 64 KB chunks, read as the reader asks. */
  open(file: StoredFile): fs.ReadStream {
    return fs.createReadStream(this.pathOf(file));
  }

  /** Before the commit, a rollback would keep rows whose files are gone: the bytes go after it. */
  async discard(tx: Db, companyId: number, fileIds: number[]): Promise<() => Promise<void>> {
    if (fileIds.length === 0) return async () => {};
    const gone = await tx
      .delete(storedFiles)
      .where(inCompany(storedFiles, companyId, [inArray(storedFiles.id, fileIds)]))
      .returning();
    return async () => {
      await Promise.all(gone.map((file) => fs.promises.rm(this.pathOf(file), { force: true })));
    };
  }

  /** The company's folder and every file in it. */
  async removeCompanyFiles(companyId: number): Promise<void> {
    await fs.promises.rm(path.join(this.root, String(companyId)), { recursive: true, force: true });
  }
}
