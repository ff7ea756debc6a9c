import { EXPENSE_CLAIM_MACHINE, type ExpenseClaimAction, type ExpenseClaimStatus } from '@staff/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { CompanyAuth } from '../../platform/access';
import { type DocumentActor, documentPolicy, ownerEditsRights } from '../../platform/document-policy';
import { expenseClaims } from './expenses.tables';

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
