/**
 * The bare server's database: a node-postgres pool (as the app's: 10 connections) or PGlite in DATA_DIR/pglite,
 * behind one `query(text, params) → rows`. Dates (`date` columns) come back as YYYY-MM-DD text, as in the app.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// biome-ignore lint/suspicious/noExplicitAny: rows of hand-written queries, read by column name
export type Row = Record<string, any>;
export type BareDatabase = {
  kind: 'postgres' | 'pglite';
  query(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
};

const DATE_OID = 1082;

export async function openBareDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<BareDatabase> {
  if (options.databaseUrl) {
    pg.types.setTypeParser(DATE_OID, (value: string) => value);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return {
      kind: 'postgres',
      query: async (text, params) => (await pool.query(text, params)).rows,
      close: () => pool.end(),
    };
  }
  if (!options.dataDir) throw new Error('DATABASE_URL or DATA_DIR is required');
  const client = await PGlite.create(path.join(options.dataDir, 'pglite'), {
    parsers: { [DATE_OID]: (value: string) => value },
  });
  return {
    kind: 'pglite',
    query: async (text, params) => (await client.query<Row>(text, params)).rows,
    close: () => client.close(),
  };
}
