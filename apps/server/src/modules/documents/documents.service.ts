import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../platform/files/storage';
import { documents } from './documents.tables';

type NewDocument = {
  companyId: number;
  creatorId: number;
  title: string;
  description: string;
  upload: { bytes: Buffer; fileName: string; contentType: string };
};

/** Stores the file and the document row in one transaction: neither exists without the other. */
export async function createDocument(db: Database, files: FileStorage, input: NewDocument) {
  return db.transaction(async (tx) => {
    const stored = await files.save(tx, { companyId: input.companyId, createdBy: input.creatorId, ...input.upload });
    const [doc] = await tx
      .insert(documents)
      .values({
        company_id: input.companyId,
        title: input.title,
        description: input.description,
        file_id: stored.id,
        creator_id: input.creatorId,
      })
      .returning();
    return { ...doc!, file_name: stored.file_name, size: stored.size, content_type: stored.content_type };
  });
}

/**
 * Deletes a document of the company; null when there is none. The rows go in the transaction, the bytes once it
 * has committed (the caller runs the returned function): a rollback must not lose the file.
 */
export async function deleteDocument(
  db: Database,
  files: FileStorage,
  companyId: number,
  id: number,
): Promise<(() => Promise<void>) | null> {
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .delete(documents)
      .where(and(eq(documents.id, id), eq(documents.company_id, companyId)))
      .returning();
    if (!doc) return null;
    return files.discard(tx, companyId, [doc.file_id]);
  });
}
