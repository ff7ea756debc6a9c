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
  const sql = orderingTerms(ordering, allowed, fallback).map(({ expression, direction }) =>
    direction === 'DESC' ? desc(expression) : asc(expression),
  );
  sql.push(asc(tieBreaker));
  return sql;
}

/** The same over SQL text (the hot statements, db/statements.ts); the caller appends its tie-breaker. */
export function orderByText(
  ordering: string | undefined,
  allowed: Record<string, string>,
  fallback: string,
): { expression: string; direction: 'ASC' | 'DESC' }[] {
  return orderingTerms(ordering, allowed, fallback);
}

function orderingTerms<T>(ordering: string | undefined, allowed: Record<string, T>, fallback: string) {
  const terms = (ordering || fallback)
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return terms.map((term) => {
    const descending = term.startsWith('-');
    const field = descending ? term.slice(1) : term;
    // Own keys only: `constructor` or `toString` must not reach the SQL (the hot statements write it as text).
    const expression = Object.hasOwn(allowed, field) ? allowed[field] : undefined;
    if (!expression) {
      const fields = { ordering: [{ code: 'ordering_unknown_field' as const, params: { term } }] };
      throw appError(400, 'ordering_unknown', { term }, { code: 'invalid', fields });
    }
    return { expression, direction: descending ? ('DESC' as const) : ('ASC' as const) };
  });
}

/**
 * The count of a whole list, given one page of it: the page tells it when it is not full (or empty from the start),
 * so `countAll` runs only on a full page, or an empty one past the start. A year's home is then one statement.
 */
export async function countOfList(
  page: { length: number },
  q: { limit: number; offset: number },
  countAll: () => Promise<number>,
): Promise<number> {
  if (page.length > 0 && page.length < q.limit) return q.offset + page.length;
  if (page.length === 0 && q.offset === 0) return 0;
  return countAll();
}
