import { EXPENSE_CLAIM_MACHINE, type ExpenseClaimAction, type ExpenseClaimStatus } from '@staff/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { type CompanyAuth, pathId, type RecordLoader } from '../../platform/access';
import { type DocumentActor, documentPolicy, ownerEditsRights } from '../../platform/document-policy';
import { notFound } from '../../platform/errors';
import { expenseClaims, type invoices, type travelExpenses } from './expenses.tables';

/**
 * Who may do what with one expense claim, for every route of claims and their lines: the monthly-document policy
 * (platform/document-policy.ts) on the claims' table and machine. Its owner needs expenses_claims.create, its validators
 * expenses_claims.validate; a validator editing someone's receipts gets 403, an owner unlocking his own claim 403, a
 * claim no longer a draft 409 expense.notEditable, a transition not from this status 409 expense.statusForbidden.
 */
export type ExpenseClaimRow = typeof expenseClaims.$inferSelect;

/** The actor as the decisions need them; `scope` (whose claims they validate) is read once per request. */
export type ClaimActor = DocumentActor & { declares: boolean };

export const EXPENSE_CLAIM_RIGHTS = ['read', 'edit'] as const;
export type ExpenseClaimRight = (typeof EXPENSE_CLAIM_RIGHTS)[number];

export const claimPolicy = documentPolicy<
  ExpenseClaimRow,
  ExpenseClaimStatus,
  ExpenseClaimAction,
  void,
  ExpenseClaimRight
>({
  kind: 'expense_claim',
  table: expenseClaims,
  monthColumn: expenseClaims.month,
  machine: EXPENSE_CLAIM_MACHINE,
  ownerPermission: 'expenses_claims.create',
  validatorPermission: 'expenses_claims.validate',
  rights: ownerEditsRights(EXPENSE_CLAIM_MACHINE.isEditable),
  conflictOf: () => ({ code: 'expense.notEditable' }),
  statusForbidden: () => ({ code: 'expense.statusForbidden' }),
  transitionContext: () => undefined,
});

/** The claim whose lines, meals, comment, transport cost or attachments are about to change (locked; a draft of one's own). */
export const lockEditableClaim = (tx: Db, auth: CompanyAuth, claimId: number) =>
  claimPolicy.lockEditable(tx, auth, claimId, 'edit');

/** The actor of an expense route: the caller, their company and the claims they validate. */
export const claimActorOf = (db: Db, request: FastifyRequest) =>
  claimPolicy.actorOf(db, request) as Promise<ClaimActor & { auth: CompanyAuth }>;

/** The claim the access hook (or seesClaimOfPath) read for this request, if any: readers use it, writers lock anew. */
export const claimOfRequest = (request: FastifyRequest): ExpenseClaimRow | undefined => claimPolicy.recordOf(request);

/**
 * `preValidation` of the routes under one claim whose path names it `:claimId` (its lines as a whole, its
 * attachments): 404 to whoever may not see the claim, before the body is read, so that a colleague cannot tell by a
 * 400 (or by uploading a file) that a claim exists. The writers check again under the claim's lock (lockEditableClaim).
 */
export const seesClaimOfPath = (db: Db) => async (request: FastifyRequest) => {
  const actor = await claimActorOf(db, request);
  const claimId = pathId(request, 'claimId');
  const claim = claimId === null ? undefined : await claimPolicy.find(db, actor.companyId, claimId);
  if (!claim) throw notFound();
  claimPolicy.authorize(actor, claim, 'read');
  claimPolicy.remember(request, claim);
};

/**
 * The access hook's check of a route on one line under a claim (expense-claim/{claimId}/invoice/{id}/, …/travel/{id}/;
 * `loadRecord`, the line's table as `record`): the line `:id` of the claim `:claimId`, both of the company, read with
 * its claim in one statement; the claim is kept for `seesClaim`. A line of a claim the caller may not see answers 404
 * before the body is validated; the writers read the claim again under its lock.
 */
export const loadClaimOfLine =
  (table: typeof invoices | typeof travelExpenses): RecordLoader =>
  async (db, request, id, companyId) => {
    const claimId = pathId(request, 'claimId');
    if (claimId === null) return false;
    const [row] = await db
      .select({ claim: expenseClaims })
      .from(table)
      .innerJoin(expenseClaims, inCompany(expenseClaims, companyId, [eq(expenseClaims.id, table.expense_claim_id)]))
      .where(inCompany(table, companyId, [eq(table.id, id), eq(table.expense_claim_id, claimId)]));
    if (row) claimPolicy.remember(request, row.claim);
    return row !== undefined;
  };
