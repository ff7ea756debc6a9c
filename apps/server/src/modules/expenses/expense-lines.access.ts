import { and, eq } from 'drizzle-orm';
import { pathId, type RecordLoader } from '../../platform/access';
import { claimPolicy } from './expense-claims.policy';
import { expenseClaims, type invoices, type travelExpenses } from './expenses.tables';

/*
 * Access to one line under a claim (expense-claim/{claimId}/invoice/{id}/, …/travel/{id}/): the routes on the lines as
 * a whole use the claims' `seesClaimOfPath`. 404 to whoever may not see the claim, before the body is validated, so
 * that a colleague cannot tell by a 400 that a claim or a line exists; the writers read the claim again under its lock.
 */

/**
 * The access hook's check of a route on one line (`loadRecord`, the line's table as `record`): the line `:id` of the
 * claim `:claimId`, both of the company, read with its claim in one statement; the claim is kept for `seesClaim`.
 */
export const loadClaimOfLine =
  (table: typeof invoices | typeof travelExpenses): RecordLoader =>
  async (db, request, id, companyId) => {
    const claimId = pathId(request, 'claimId');
    if (claimId === null) return false;
    const [row] = await db
      .select({ claim: expenseClaims })
      .from(table)
      .innerJoin(expenseClaims, eq(expenseClaims.id, table.expense_claim_id))
      .where(
        and(
          eq(table.id, id),
          eq(table.company_id, companyId),
          eq(table.expense_claim_id, claimId),
          eq(expenseClaims.company_id, companyId),
        ),
      );
    if (row) claimPolicy.remember(request, row.claim);
    return row !== undefined;
  };
