import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The rule "every query on company data filters on the company inside the query", written once: `company_id =
 * companyId` and the other conditions, in a WHERE or a join's ON. A table without a `company_id` column does not
 * type-check; `undefined` conditions are skipped, as drizzle's `and` does (docs/decisions/tenancy.md).
 */
export function inCompany(
  table: { company_id: AnyPgColumn },
  companyId: number,
  conditions: (SQL | undefined)[] = [],
): SQL {
  // `and` answers undefined only when every term is; the company's term never is.
  return and(eq(table.company_id, companyId), ...conditions) as SQL;
}
