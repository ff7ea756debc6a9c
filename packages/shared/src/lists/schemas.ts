import { z } from 'zod';
import { plainText, TEXT_LIMITS } from '../text/schemas';

/** The paging every list accepts (ARCHITECTURE.md "Lists"): a module's list query extends it. */
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(25),
  offset: z.coerce.number().int().min(0).default(0),
  ordering: plainText(TEXT_LIMITS.ordering).optional(),
  search: plainText(TEXT_LIMITS.search).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

/**
 * A page of a list: the count of the whole filtered list and the rows of this page. `count_is_estimate`: the list is
 * too long to be counted on every page (the leaves above 10,000, docs/decisions/performance.md), `count` is then an
 * estimate.
 */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), count_is_estimate: z.boolean().optional(), results: z.array(item) });
export type ListOf<T> = { count: number; count_is_estimate?: boolean; results: T[] };

/** `true`/`false`/`True`/`False`/`1`/`0` as the spec's clients send booleans in query strings. */
export const queryBoolean = z
  .enum(['true', 'false', 'True', 'False', '1', '0'])
  .transform((v) => v === 'true' || v === 'True' || v === '1');
