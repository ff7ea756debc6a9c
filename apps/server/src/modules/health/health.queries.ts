import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The `created_at` (drizzle's copy of the journal's `when`) of every migration applied; throws 42P01 before any. */
export async function appliedMigrations(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { created_at: string }[] };
  return result.rows.map((row) => row.created_at);
}
