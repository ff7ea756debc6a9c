import type { EmployeeCsvRow } from '@staff/shared';
import { csvNameKey } from '@staff/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts } from '../reference/reference.tables';
import { employeeImports, services } from './users.tables';

/** The company's services and contracts by the key a CSV cell is compared with (name, case and accents aside). */
export async function companyNameMaps(db: Db, companyId: number) {
  const [serviceRows, contractRows] = await Promise.all([
    db.select({ id: services.id, name: services.name }).from(services).where(eq(services.company_id, companyId)),
    db.select({ id: contracts.id, name: contracts.title }).from(contracts).where(eq(contracts.company_id, companyId)),
  ]);
  const byKey = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [csvNameKey(r.name), r.id]));
  return { services: byKey(serviceRows), contracts: byKey(contractRows) };
}

export async function insertImport(
  db: Db,
  values: { cacheId: string; companyId: number; createdBy: number; rows: EmployeeCsvRow[] },
) {
  await db.insert(employeeImports).values({
    cache_id: values.cacheId,
    company_id: values.companyId,
    created_by: values.createdBy,
    rows: values.rows,
  });
}

/**
 * The import of the company under `cacheId`, its row locked until the transaction ends: a second Finalize of the same
 * import waits, then finds it finished. Undefined for an unknown id or another company's.
 */
export async function lockImport(tx: Db, companyId: number, cacheId: string) {
  const [row] = await tx
    .select({ rows: employeeImports.rows, finished_at: employeeImports.finished_at })
    .from(employeeImports)
    .where(and(eq(employeeImports.cache_id, cacheId), eq(employeeImports.company_id, companyId)))
    .for('update');
  return row ? { rows: row.rows as EmployeeCsvRow[], finished: row.finished_at !== null } : undefined;
}

/** Marks the import done; its rows are dropped (they live on as users), the row stays so that a replay is a 409. */
export async function finishImport(tx: Db, companyId: number, cacheId: string) {
  await tx
    .update(employeeImports)
    .set({ finished_at: sql`now()`, rows: [] })
    .where(and(eq(employeeImports.cache_id, cacheId), eq(employeeImports.company_id, companyId)));
}

/** How long a checked file waits for its Finalize; after that HR checks it again (its lookups would be stale anyway). */
export const EMPLOYEE_IMPORT_TTL_HOURS = 24;

/** Housekeeping: the imports older than their time to live, finished or not (up to 1 MB of rows each). */
export async function purgeStaleEmployeeImports(db: Db, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - EMPLOYEE_IMPORT_TTL_HOURS * 3_600_000);
  await db.delete(employeeImports).where(lt(employeeImports.created_at, cutoff));
}
