import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { appError } from './errors';

/** The paging and list shapes are part of the wire contract, in @staff/shared; re-exported for the routes. */
export { type ListOf, listOf, PageQuery, queryBoolean } from '@staff/shared';

/**
 * Turns `ordering=-begin_date,name` into ORDER BY terms over the columns a list allows, with `id` last
 * so that pages never repeat or skip rows that tie.
 */
export function orderBy(
  ordering: string | undefined,
  allowed: Record<string, PgColumn | SQL>,
  fallback: string,
  tieBreaker: PgColumn,
): SQL[] {
  const terms = (ordering || fallback)
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const sql: SQL[] = [];
  for (const term of terms) {
    const descending = term.startsWith('-');
    const column = allowed[descending ? term.slice(1) : term];
    if (!column) {
      const fields = { ordering: [{ code: 'ordering_unknown_field' as const, params: { term } }] };
      throw appError(400, 'ordering_unknown', { term }, { code: 'invalid', fields });
    }
    sql.push(descending ? desc(column) : asc(column));
  }
  sql.push(asc(tieBreaker));
  return sql;
}
