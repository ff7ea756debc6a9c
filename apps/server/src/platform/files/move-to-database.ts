import fs from 'node:fs';
import { asc, count, eq, exists, gt, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { companies } from '../identity/identity.tables';
import { FILE_CHUNK_BYTES, writeChunks } from './database-storage';
import { storedFileChunks, storedFiles } from './files.tables';
import type { FolderFileStorage } from './folder-storage';

export type MoveReport = { moved: number; missing: string[]; alreadyThere: number };

/** Files moved per query of the rows still to move: bounded memory whatever the number of files. */
const BATCH = 100;

/**
 * Moves the bytes of the folder store into the database store (`npm run files:to-database`, docs/scaling.md). Each
 * file in its own transaction: a run stopped anywhere leaves every file either whole in the database or not at all,
 * and the next run takes the files that have no chunk yet (idempotent, resumable). The folder is only read: it is
 * the operator's to remove once the app runs on FILE_STORE=database. A file whose bytes are not on the disk is named
 * in the report and left as it was.
 */
export async function moveFilesToDatabase(db: Database, folder: FolderFileStorage): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, missing: [], alreadyThere: 0 };
  const companyIds = (await db.select({ id: companies.id }).from(companies).orderBy(companies.id)).map((c) => c.id);
  for (const companyId of companyIds) {
    report.alreadyThere += await countWithChunks(db, companyId);
    for (let afterId = 0; ; ) {
      const batch = await filesWithoutChunks(db, companyId, afterId);
      if (batch.length === 0) break;
      for (const file of batch) {
        afterId = file.id;
        if (!fs.existsSync(folder.pathOf(file))) {
          report.missing.push(`${companyId}/${file.storage_key}`);
          continue;
        }
        await db.transaction(async (tx) => {
          const source = fs.createReadStream(folder.pathOf(file), { highWaterMark: FILE_CHUNK_BYTES });
          const written = await writeChunks(tx, file, source);
          // A file changed on the disk since its upload is not the file its row describes: nothing is written.
          if (written !== file.size)
            throw new Error(`${folder.pathOf(file)}: ${written} bytes, its row says ${file.size}`);
        });
        report.moved++;
      }
    }
  }
  return report;
}

/** The company's files with no chunk, by id (a file of 0 bytes has none and is skipped: nothing to move). */
function filesWithoutChunks(db: Database, companyId: number, afterId: number) {
  return db
    .select()
    .from(storedFiles)
    .where(
      inCompany(storedFiles, companyId, [
        gt(storedFiles.id, afterId),
        gt(storedFiles.size, 0),
        notExists(chunkOf(db, companyId)),
      ]),
    )
    .orderBy(asc(storedFiles.id))
    .limit(BATCH);
}

/**
 * The company's files that have their chunks: its rows (stored_files_company_idx), each looked up in the chunks' key
 * (file_id, seq). Counting the chunks by their company_id instead would read the whole chunks table once per company
 * (no index leads there).
 */
async function countWithChunks(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ files: count() })
    .from(storedFiles)
    .where(inCompany(storedFiles, companyId, [exists(chunkOf(db, companyId))]));
  return row?.files ?? 0;
}

/** Any chunk of the outer query's file (`stored_files.id`). */
function chunkOf(db: Database, companyId: number) {
  return db
    .select({ seq: storedFileChunks.seq })
    .from(storedFileChunks)
    .where(inCompany(storedFileChunks, companyId, [eq(storedFileChunks.file_id, storedFiles.id)]));
}
