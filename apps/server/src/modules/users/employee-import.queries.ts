import type { EmployeeCsvRow } from '@staff/shared';
import { csvNameKey } from '@staff/shared';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { contracts } from '../contracts/contracts.tables';
import { services } from '../services/services.tables';
import { employeeImportChunks, employeeImports } from './users.tables';

/** The company's services and contracts by the key a CSV cell is compared with (name, case and accents aside). */
export async function companyNameMaps(db: Db, companyId: number) {
  const [serviceRows, contractRows] = await Promise.all([
    db.select({ id: services.id, name: services.name }).from(services).where(inCompany(services, companyId)),
    db.select({ id: contracts.id, name: contracts.title }).from(contracts).where(inCompany(contracts, companyId)),
  ]);
  const byKey = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [csvNameKey(r.name), r.id]));
  return { services: byKey(serviceRows), contracts: byKey(contractRows) };
}

/**
 * The rows kept under one chunk of the import: a few hundred, so that each statement that writes or reads them stays
 * short on the embedded database (a 20,000-row file as one JSON value held it for seconds, issue 21).
 */
export const IMPORT_ROWS_PER_CHUNK = 200;

/** The import's head row: whose it is and when; its rows go by chunks (insertImportChunk). */
export async function insertImport(db: Db, values: { cacheId: string; companyId: number; createdBy: number }) {
  await db.insert(employeeImports).values({
    cache_id: values.cacheId,
    company_id: values.companyId,
    created_by: values.createdBy,
  });
}

export async function insertImportChunk(
  db: Db,
  values: { cacheId: string; companyId: number; chunk: number; rows: EmployeeCsvRow[] },
) {
  await db.insert(employeeImportChunks).values({
    cache_id: values.cacheId,
    company_id: values.companyId,
    chunk: values.chunk,
    rows: values.rows,
  });
}

/**
 * The import of the company under `cacheId`, its row locked until the transaction ends: a second Finalize of the same
 * import waits, then finds it finished. Undefined for an unknown id or another company's. Its rows are read by
 * importChunks.
 */
export async function lockImport(tx: Db, companyId: number, cacheId: string) {
  const [row] = await tx
    .select({
      finished_at: employeeImports.finished_at,
      // The outer row named in full: Drizzle writes a column of a one-table select without its table.
      chunks: sql<number>`(SELECT count(*)::int FROM employee_import_chunks c
        WHERE c.cache_id = employee_imports.cache_id AND c.company_id = employee_imports.company_id)`,
    })
    .from(employeeImports)
    .where(inCompany(employeeImports, companyId, [eq(employeeImports.cache_id, cacheId)]))
    .for('update');
  return row ? { finished: row.finished_at !== null, chunks: row.chunks } : undefined;
}

/** The import's rows, one chunk per statement, in file order: the caller lets the event loop run between chunks. */
export async function* importChunks(
  tx: Db,
  companyId: number,
  cacheId: string,
  chunks: number,
): AsyncGenerator<EmployeeCsvRow[]> {
  for (let chunk = 0; chunk < chunks; chunk += 1) {
    const [row] = await tx
      .select({ rows: employeeImportChunks.rows })
      .from(employeeImportChunks)
      .where(
        inCompany(employeeImportChunks, companyId, [
          eq(employeeImportChunks.cache_id, cacheId),
          eq(employeeImportChunks.chunk, chunk),
        ]),
      );
    yield (row?.rows ?? []) as EmployeeCsvRow[];
  }
}

/** Marks the import done and drops its rows (they live on as users); the head stays so that a replay is a 409. */
export async function finishImport(tx: Db, companyId: number, cacheId: string) {
  await tx.execute(sql`
    WITH dropped AS (
      DELETE FROM ${employeeImportChunks}
      WHERE ${employeeImportChunks.cache_id} = ${cacheId} AND ${employeeImportChunks.company_id} = ${companyId}
    )
    UPDATE ${employeeImports} SET finished_at = now()
    WHERE ${employeeImports.cache_id} = ${cacheId} AND ${employeeImports.company_id} = ${companyId}`);
}

/** How long a checked file waits for its Finalize; after that HR checks it again (its lookups would be stale anyway). */
export const EMPLOYEE_IMPORT_TTL_HOURS = 24;

/** Housekeeping: the imports older than their time to live, finished or not (their chunks go with them). */
export async function purgeStaleEmployeeImports(db: Db, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - EMPLOYEE_IMPORT_TTL_HOURS * 3_600_000);
  await db.delete(employeeImports).where(lt(employeeImports.created_at, cutoff));
}
