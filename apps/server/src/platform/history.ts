import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { users } from './identity/identity.tables';

/**
 * The histories of leaves, expense claims and users (their tables: db/columns.ts's historyEntryColumns after the
 * document's column), written and read one way. Ordered as it happened: entries are appended in the transaction that
 * changes the document, under its lock, so their ids follow the writes; `action_time` is clock_timestamp(), the moment
 * of the write (issue 21: by `action_time` at the transaction's start, a change committed before a sending was listed
 * after it).
 */
type HistoryTable = PgTable & { id: PgColumn; user_id: PgColumn };
// Drizzle's insert and select types do not resolve over a generic table: the casts below stay in this file, and the
// callers get their table's own row types (`$inferInsert`, `$inferSelect`).

/** Appends one entry to a history, in the caller's transaction. */
export async function appendHistory<T extends HistoryTable>(tx: Db, table: T, entry: T['$inferInsert']): Promise<void> {
  await tx.insert(table).values(entry as never);
}

export type HistoryRow<T extends HistoryTable> = {
  entry: T['$inferSelect'];
  first_name: string;
  last_name: string;
  username: string;
};

/** A document's history (`where` picks the document, and its company), in the order it happened, with who acted. */
export function readHistory<T extends HistoryTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
): Promise<HistoryRow<T>[]> {
  return db
    .select({
      entry: table,
      first_name: users.first_name,
      last_name: users.last_name,
      username: users.username,
    } as never)
    .from(table as never)
    .innerJoin(users, eq(users.id, table.user_id))
    .where(where)
    .orderBy(asc(table.id)) as unknown as Promise<HistoryRow<T>[]>;
}
