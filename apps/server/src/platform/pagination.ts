import { plainText, TEXT_LIMITS } from '@staff/shared';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { badRequest } from './errors';

/** The paging every list accepts (ARCHITECTURE.md "Lists"). */
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(25),
  offset: z.coerce.number().int().min(0).default(0),
  ordering: plainText(TEXT_LIMITS.ordering).optional(),
  search: plainText(TEXT_LIMITS.search).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const listOf = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), results: z.array(item) });

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
    if (!column) throw badRequest(`Unknown ordering field "${term}".`, { ordering: [`Unknown field "${term}".`] });
    sql.push(descending ? desc(column) : asc(column));
  }
  sql.push(asc(tieBreaker));
  return sql;
}

/** `true`/`false`/`True`/`False`/`1`/`0` as the spec's clients send booleans in query strings. */
export const queryBoolean = z
  .enum(['true', 'false', 'True', 'False', '1', '0'])
  .transform((v) => v === 'true' || v === 'True' || v === '1');
