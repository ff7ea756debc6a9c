import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { storedFileChunks, storedFiles } from '../src/platform/files/files.tables';
import { FolderFileStorage } from '../src/platform/files/folder-storage';
import type { StoredFile } from '../src/platform/files/storage';
import type { TestContext } from './app';

/**
 * Where the tests look for a file's bytes, whichever store the run uses (FILE_STORE, test/template.ts): on disk for
 * the folder, as chunks in the database otherwise.
 */

/** The storage keys of the files whose bytes are in the store: every company's, or one company's; sorted. */
export async function keysWithBytes(ctx: TestContext, companyId?: number): Promise<string[]> {
  if (ctx.files instanceof FolderFileStorage) {
    const root = companyId === undefined ? ctx.files.root : path.join(ctx.files.root, String(companyId));
    if (!fs.existsSync(root)) return [];
    const entries = fs.readdirSync(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();
  }
  const rows = await ctx.db
    .selectDistinct({ key: storedFiles.storage_key })
    .from(storedFileChunks)
    .innerJoin(storedFiles, eq(storedFiles.id, storedFileChunks.file_id))
    .where(companyId === undefined ? undefined : eq(storedFileChunks.company_id, companyId))
    .orderBy(storedFiles.storage_key);
  return rows.map((r) => r.key);
}

/** Whether a stored file's bytes are in the store. */
export async function hasStoredBytes(ctx: TestContext, file: Pick<StoredFile, 'company_id' | 'storage_key'>) {
  if (ctx.files instanceof FolderFileStorage) return fs.existsSync(ctx.files.pathOf(file));
  const [row] = await ctx.db
    .execute<{ found: boolean }>(
      sql`select exists (select 1 from ${storedFileChunks} c join ${storedFiles} f on f.id = c.file_id
        where f.storage_key = ${file.storage_key} and c.company_id = ${file.company_id}) as found`,
    )
    .then((r) => (r as unknown as { rows: { found: boolean }[] }).rows);
  return Boolean(row?.found);
}
