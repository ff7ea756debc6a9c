import fs from 'node:fs';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles } from './files.tables';

/**
 * Files whose bytes are written but whose row's transaction we have not seen end. FileStorage.save writes the bytes
 * first and the row in the caller's transaction, so a row never lacks its file; when that transaction fails (a bad
 * input after the save, or the database lost mid-request) the bytes would stay as orphans. The caller cannot always
 * tell: a connection lost during COMMIT leaves the outcome unknown. So every saved file is noted here, and
 * `settleFiles` later asks the database which rows exist and deletes the bytes of those that do not.
 */
type Unsettled = Map<string, { filePath: string; since: number }>;
/**
 * By storage root: a root's files are settled against the database its rows are written to, never another's (the HTTP
 * tests run many apps, each with its own root and database, one after the other in one process).
 */
const unsettledByRoot = new Map<string, Unsettled>();

function unsettledOf(root: string): Unsettled {
  let unsettled = unsettledByRoot.get(root);
  if (!unsettled) {
    unsettled = new Map();
    unsettledByRoot.set(root, unsettled);
  }
  return unsettled;
}

/** Called by FileStorage.save once its row is inserted (uncommitted): the storage key is then taken. */
export function noteUnsettled(root: string, storageKey: string, filePath: string): void {
  unsettledOf(root).set(storageKey, { filePath, since: Date.now() });
}

/**
 * Whether the row of `storageKey` was committed. A visible row was. An invisible one is either rolled back or still
 * being written by a transaction in flight: inserting the same unique key tells which, since PostgreSQL makes that
 * insert wait for the other transaction's end (a conflict means it committed). The probe is always rolled back.
 */
async function committed(db: Database, storageKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(eq(storedFiles.storage_key, storageKey));
  if (row) return true;
  let conflict = false;
  await db
    .transaction(async (tx) => {
      // Long enough for a normal transaction to end; a longer one is asked again on the next round.
      await tx.execute(sql`set local lock_timeout = '2s'`);
      const inserted = await tx
        .insert(storedFiles)
        .values({ company_id: 0, storage_key: storageKey, file_name: '', content_type: '', size: 0 })
        .onConflictDoNothing({ target: storedFiles.storage_key })
        .returning({ id: storedFiles.id });
      conflict = inserted.length === 0;
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return conflict;
}

/**
 * Settles some files now, whatever their age: those of a request answered with an error (upload-form.ts). A row
 * that committed all the same (an error after the commit) keeps its bytes.
 */
export async function settleNow(
  db: Database,
  root: string,
  files: { storageKey: string; filePath: string }[],
): Promise<void> {
  const unsettled = unsettledOf(root);
  for (const { storageKey, filePath } of files) {
    if (!(await committed(db, storageKey))) await fs.promises.rm(filePath, { force: true });
    unsettled.delete(storageKey);
  }
}

/**
 * Settles the files of `root` noted at least `olderThanMs` ago: forgets those whose row exists, deletes the others'
 * bytes. A database error (an outage) stops the round; the rest is tried next time.
 */
export async function settleFiles(db: Database, root: string, olderThanMs = 1000): Promise<{ removed: number }> {
  let removed = 0;
  const before = Date.now() - olderThanMs;
  const unsettled = unsettledOf(root);
  for (const [storageKey, { filePath, since }] of [...unsettled]) {
    if (since > before) continue;
    if (!(await committed(db, storageKey))) {
      await fs.promises.rm(filePath, { force: true });
      removed++;
    }
    unsettled.delete(storageKey);
  }
  return { removed };
}
