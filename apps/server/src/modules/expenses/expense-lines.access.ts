import { isRecordId } from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { type RecordLoader, requireCompany } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { findClaim, rememberClaim, seesClaim } from './expense-claims.policy';
import { expenseClaims, type invoices, type travelExpenses } from './expenses.tables';

/*
 * Access to the lines under a claim (expense-claim/{claimId}/invoice/…, …/travel/…): 404 to whoever may not see the
 * claim, before the body is validated, so that a colleague cannot tell by a 400 that a claim or a line exists. The
 * claim read here is kept for the request (the policy's `rememberClaim`); the writers read it again under its lock.
 */

const claimIdOf = (request: FastifyRequest): number => Number((request.params as { claimId?: string }).claimId);

/**
 * `preValidation` of the routes on a claim's lines as a whole (`…/{claimId}/invoice/`): the claim of the path within
 * the caller's company, then the policy's read check. One statement (and the validator scope once per request).
 */
export const seesClaimOfPath = (db: Db) => async (request: FastifyRequest) => {
  const claimId = claimIdOf(request);
  if (!isRecordId(claimId)) throw notFound();
  const claim = await findClaim(db, requireCompany(request).companyId, claimId);
  if (!claim) throw notFound();
  rememberClaim(request, claim);
  await seesClaim(db)(request);
};

/**
 * The access hook's check of a route on one line (`loadRecord`, the line's table as `record`): the line `:id` of the
 * claim `:claimId`, both of the company, read with its claim in one statement; the claim is kept for `seesClaim`.
 */
export const loadClaimOfLine =
  (table: typeof invoices | typeof travelExpenses): RecordLoader =>
  async (db, request, id, companyId) => {
    const claimId = claimIdOf(request);
    if (!isRecordId(claimId)) return false;
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
    if (row) rememberClaim(request, row.claim);
    return row !== undefined;
  };
