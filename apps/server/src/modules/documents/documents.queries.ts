import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { storedFiles } from '../../platform/files/files.tables';
import { documents } from './documents.tables';

/** The company's documents (not a service's), newest first, with their file's name, size and type. */
export async function listCompanyDocuments(db: Db, companyId: number, page: { limit: number; offset: number }) {
  const where = inCompany(documents, companyId, [isNull(documents.service_id)]);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: documents.id,
        title: documents.title,
        description: documents.description,
        file_name: storedFiles.file_name,
        size: storedFiles.size,
        content_type: storedFiles.content_type,
        created: documents.created,
      })
      .from(documents)
      .innerJoin(storedFiles, eq(storedFiles.id, documents.file_id))
      .where(where)
      .orderBy(desc(documents.created), desc(documents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(documents).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** The stored file of one company document (a service's documents are read through the service), if there is one. */
export async function documentFile(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.file_id))
    .where(inCompany(documents, companyId, [eq(documents.id, id), isNull(documents.service_id)]));
  return row?.file;
}
