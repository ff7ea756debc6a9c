import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/*
 * What "everything of a company" is, read from the database's own catalogue rather than listed by hand, so that a
 * table added later is erased with its company without anyone remembering to add it here (the deletion test checks
 * it the same way). A table belongs to a company when it has a `company_id` column, or a foreign key to a table that
 * belongs to one (sessions and preferences through their user, a leave's history through its leave…).
 */

type ForeignKey = { child: string; column: string; parent: string; parentColumn: string };

/** One table of the plan: how to reach the company's rows, and its place (children before their parents). */
export type PlannedTable = { table: string; rowsOf: (companyId: number) => SQL };

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

async function readCatalogue(db: Db) {
  const companyColumns = await rowsOf<{ table: string }>(
    db,
    sql`select table_name as "table" from information_schema.columns
        where table_schema = current_schema() and column_name = 'company_id'
          and table_name in (select table_name from information_schema.tables
                             where table_schema = current_schema() and table_type = 'BASE TABLE')`,
  );
  // Single-column foreign keys of the schema (the product has no composite ones).
  const foreignKeys = await rowsOf<ForeignKey>(
    db,
    sql`select child.relname as child, child_column.attname as "column",
               parent.relname as parent, parent_column.attname as "parentColumn"
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_attribute child_column on child_column.attrelid = c.conrelid and child_column.attnum = c.conkey[1]
        join pg_attribute parent_column on parent_column.attrelid = c.confrelid and parent_column.attnum = c.confkey[1]
        where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`,
  );
  return { companyTables: companyColumns.map((r) => r.table), foreignKeys };
}

/**
 * The tables holding a company's rows, children first, ending with `companies` itself: deleting in this order never
 * breaks a foreign key. Throws on a cycle between two tables (none exists; a new one would need a decision).
 */
export async function companyDeletionPlan(db: Db): Promise<PlannedTable[]> {
  const { companyTables, foreignKeys } = await readCatalogue(db);
  const predicates = new Map<string, (companyId: number) => SQL>();
  predicates.set('companies', (id) => sql`${sql.identifier('id')} = ${id}`);
  for (const table of companyTables) {
    if (table !== 'companies') predicates.set(table, (id) => sql`${sql.identifier('company_id')} = ${id}`);
  }
  // A table without company_id belongs to the company through its references, as far as they lead.
  for (let grew = true; grew; ) {
    grew = false;
    for (const table of new Set(foreignKeys.map((fk) => fk.child))) {
      if (predicates.has(table)) continue;
      const links = foreignKeys.filter((fk) => fk.child === table && predicates.has(fk.parent));
      if (links.length === 0) continue;
      predicates.set(table, (id) =>
        sql.join(
          links.map(
            (fk) =>
              sql`${sql.identifier(fk.column)} in (select ${sql.identifier(fk.parentColumn)} from ${sql.identifier(fk.parent)} where ${predicates.get(fk.parent)!(id)})`,
          ),
          sql` or `,
        ),
      );
      grew = true;
    }
  }
  return inDeletionOrder([...predicates.keys()], foreignKeys).map((table) => ({
    table,
    rowsOf: (companyId) => sql`from ${sql.identifier(table)} where ${predicates.get(table)!(companyId)}`,
  }));
}

/** Children before parents (a table's own self-reference is checked at the end of its one statement). */
function inDeletionOrder(tables: string[], foreignKeys: ForeignKey[]): string[] {
  const inPlan = new Set(tables);
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') throw new Error(`Foreign keys form a cycle through ${table}`);
    state.set(table, 'visiting');
    for (const fk of foreignKeys) {
      if (fk.parent === table && fk.child !== table && inPlan.has(fk.child)) visit(fk.child);
    }
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return ordered;
}

/** Deletes, table after table, every row of the company (the caller's transaction makes it all or nothing). */
export async function deleteCompanyRows(tx: Db, plan: PlannedTable[], companyId: number): Promise<void> {
  for (const step of plan) await tx.execute(sql`delete ${step.rowsOf(companyId)}`);
}

/** How many rows of each table the company holds (the superuser's recap), the empty tables left out. */
export async function companyRowCounts(db: Db, plan: PlannedTable[], companyId: number) {
  const counts = await Promise.all(
    plan.map(async (step) => {
      const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*)::int as n ${step.rowsOf(companyId)}`);
      return { table: step.table, rows: Number(row?.n ?? 0) };
    }),
  );
  return counts.filter((c) => c.rows > 0 && c.table !== 'companies');
}
