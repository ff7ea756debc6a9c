import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

/**
 * Hot statements (docs/decisions/performance.md "Hot statements are SQL text written once"): SQL text written once, run
 * with positional parameters, without Drizzle building the text and mapping the rows on every request (the session
 * lookup alone cost ~0.5 ms of CPU per request that way). On node-postgres each distinct text becomes a named prepared
 * statement, parsed and planned once per connection; on PGlite the text is simply reused.
 *
 * Only reads outside transactions go through here: `db` is the database itself, never a transaction.
 *
 * Behind a pooler in transaction mode (`DATABASE_POOLER=transaction`: PgBouncer before 1.21) a named statement would
 * be prepared on one server connection and asked for on another ("prepared statement hot_1 does not exist"): such a
 * pool runs every text unnamed, parsed and planned each time (docs/scaling.md "PgBouncer").
 */

/** At most this many named statements per connection; texts beyond it run unnamed (parsed each time). */
const MAX_NAMED = 500;
const names = new Map<string, string>();
/** The pools that reach PostgreSQL through a transaction pooler (client.ts fromPostgresUrl). */
const pooled = new WeakSet<pg.Pool>();

/** Makes `pool` run its hot statements unnamed: it goes through a pooler in transaction mode. */
export function runUnnamed(pool: pg.Pool): void {
  pooled.add(pool);
}

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMED) {
    name = `hot_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

// PGlite parses `date` into a JS Date by default; the product's wire format is YYYY-MM-DD (node-postgres is told the
// same in client.ts). 1082 is the `date` type's oid.
const PGLITE_OPTIONS = { parsers: { 1082: (value: string) => value } };

/** Runs one statement and returns its rows as objects keyed by column name. */
export async function runStatement<Row>(db: Database, text: string, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const name = pooled.has(client) ? undefined : nameOf(text);
    const result = await client.query(name ? { name, text, values } : { text, values });
    return result.rows as Row[];
  }
  const result = await client.query<Row>(text, values, PGLITE_OPTIONS);
  return result.rows;
}

/** Builds a statement's parameter list while its text is written: `p.add(value)` returns `$n`. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
