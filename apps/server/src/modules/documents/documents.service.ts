import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { FileStorage } from '../../platform/files/storage';
import type { Upload } from '../../platform/files/upload-form';
import { documents } from './documents.tables';

type NewDocument = {
  companyId: number;
  /** A service's attachment (spec/3 "Service attachment"); none for a company document. */
  serviceId?: number;
  creatorId: number;
  title: string;
  description: string;
  upload: Upload;
};

/** Stores the file and the document row in one transaction: neither exists without the other. */
export async function createDocument(db: Database, files: FileStorage, input: NewDocument) {
  return db.transaction(async (tx) => {
    const stored = await files.save(tx, { companyId: input.companyId, createdBy: input.creatorId, ...input.upload });
    const [doc] = await tx
      .insert(documents)
      .values({
        company_id: input.companyId,
        service_id: input.serviceId ?? null,
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
 * Deletes a document of the company (of the service `serviceId`, or a company document when null); null when there is
 * none: a service's document is not deleted through the company documents' route, nor through another service. The rows go in the transaction, the bytes once it
 * has committed (the caller runs the returned function): a rollback must not lose the file.
 */
export async function deleteDocument(
  db: Database,
  files: FileStorage,
  companyId: number,
  id: number,
  serviceId: number | null = null,
): Promise<(() => Promise<void>) | null> {
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .delete(documents)
      .where(
        inCompany(documents, companyId, [
          eq(documents.id, id),
          serviceId === null ? isNull(documents.service_id) : eq(documents.service_id, serviceId),
        ]),
      )
      .returning();
    if (!doc) return null;
    return files.discard(tx, companyId, [doc.file_id]);
  });
}
