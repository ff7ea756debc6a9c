import {
  EXPENSE_CLAIM_ACTIONS,
  EXPENSE_CLAIM_TRANSITIONS,
  type ExpenseClaimAction,
  type ExpenseClaimStatus,
  expenseClaimActor,
  hasPermission,
  isExpenseClaimEditable,
} from '@staff/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { type CompanyAuth, type RecordLoader, requireCompany } from '../../platform/access';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { decidesFor, type ValidatorScope, validatorScope } from '../leaves/leaves.scope';
import { expenseClaims } from './expenses.tables';

/**
 * Who may do what with one expense claim, written once for every route of claims and their lines (like
 * activity-reports.policy.ts):
 *
 * - **404** when the actor may not see the claim: another company's, or neither their own (with expenses_claims.create)
 *   nor of someone they validate (expenses_claims.validate: company-wide for hr, administrator, accounting; the members of
 *   the services they manage for a manager). A colleague cannot learn by a 403 that a claim exists.
 * - **403** when they see it but their part never allows the act: a validator editing someone's receipts, an owner
 *   unlocking his own claim.
 * - **409** when their part allows it but the status does not, now (`expense.notEditable`, `expense.statusForbidden`).
 */
export type ExpenseClaimRow = typeof expenseClaims.$inferSelect;

/** The actor as the decisions need them; `scope` (whose claims they validate) is read once per request. */
export type ClaimActor = {
  userId: number;
  companyId: number;
  /** Whether they keep claims of their own (expenses_claims.create): an owner without it no longer sees them. */
  declares: boolean;
  scope: ValidatorScope;
};

export const EXPENSE_CLAIM_RIGHTS = ['read', 'edit'] as const;
export type ExpenseClaimRight = (typeof EXPENSE_CLAIM_RIGHTS)[number];
export type ClaimVerdict = 'allow' | 'not_found' | 'forbidden' | 'conflict';

/** The actor's part in a claim of `ownerId`: owner (with expenses_claims.create) and/or validator (never of their own). */
export function claimRole(actor: ClaimActor, ownerId: number) {
  const role = expenseClaimActor(actor.userId, ownerId, decidesFor(actor.scope, ownerId));
  return { isOwner: role.isOwner && actor.declares, isValidator: role.isValidator };
}

/** Whether the actor may now do `right` to the claim; pure, the tests read it directly. */
export function claimVerdict(
  actor: ClaimActor,
  claim: { owner_id: number; status: ExpenseClaimStatus },
  right: ExpenseClaimRight,
): ClaimVerdict {
  const role = claimRole(actor, claim.owner_id);
  if (!role.isOwner && !role.isValidator) return 'not_found';
  if (right === 'read') return 'allow';
  if (!role.isOwner) return 'forbidden';
  return isExpenseClaimEditable(claim.status) ? 'allow' : 'conflict';
}

/** Throws the verdict's error unless it allows. */
export function authorizeClaim(
  actor: ClaimActor,
  claim: { owner_id: number; status: ExpenseClaimStatus },
  right: ExpenseClaimRight,
): void {
  const verdict = claimVerdict(actor, claim, right);
  if (verdict === 'not_found') throw notFound();
  if (verdict === 'forbidden') throw forbidden();
  if (verdict === 'conflict') throw conflict('expense.notEditable');
}

/**
 * The transition a PATCH {status} asks for: 404 unseen; 403 when no transition to `target` is ever the actor's
 * (an owner accepting his own claim, a validator sending someone's); 409 expense.statusForbidden when one is but
 * not from the current status.
 */
export function authorizeClaimTransition(
  actor: ClaimActor,
  claim: { owner_id: number; status: ExpenseClaimStatus },
  target: ExpenseClaimStatus,
): ExpenseClaimAction {
  const role = claimRole(actor, claim.owner_id);
  if (!role.isOwner && !role.isValidator) throw notFound();
  const theirs = EXPENSE_CLAIM_ACTIONS.filter(
    (a) => EXPENSE_CLAIM_TRANSITIONS[a].to === target && EXPENSE_CLAIM_TRANSITIONS[a].allowed(role),
  );
  if (theirs.length === 0) throw forbidden();
  const action = theirs.find((a) => EXPENSE_CLAIM_TRANSITIONS[a].from.includes(claim.status));
  if (!action) throw conflict('expense.statusForbidden');
  return action;
}

/** The claim of the company by id (one statement), locked for the rest of the transaction with `lock`. */
export async function findClaim(
  db: Db,
  companyId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ExpenseClaimRow | undefined> {
  const query = db
    .select()
    .from(expenseClaims)
    .where(and(eq(expenseClaims.id, id), eq(expenseClaims.company_id, companyId)));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** A claim the actor may see (404 otherwise), optionally locked FOR UPDATE (writers: lock, then check). */
export async function loadVisibleClaim(
  db: Db,
  actor: ClaimActor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ExpenseClaimRow> {
  const claim = await findClaim(db, actor.companyId, id, options);
  if (!claim) throw notFound();
  authorizeClaim(actor, claim, 'read');
  return claim;
}

/**
 * The claim whose lines, meals, comment, transport cost or attachments are about to change, locked FOR UPDATE until the transaction ends:
 * it must be the viewer's own (404 when they may not see it, 403 when they validate it without owning it) and a draft
 * (409 expense.notEditable). Two writers of one claim then take turns, and a claim sent meanwhile is seen sent.
 * The validator scope is read only on the rare path of a claim that is not the viewer's.
 */
export async function lockEditableClaim(tx: Db, auth: CompanyAuth, claimId: number): Promise<ExpenseClaimRow> {
  const claim = await findClaim(tx, auth.companyId, claimId, { lock: true });
  if (!claim) throw notFound();
  const declares = hasPermission(auth.permissions, 'expenses_claims.create');
  const scope: ValidatorScope =
    claim.owner_id === auth.user.id
      ? { all: false, ownerIds: new Set() }
      : await validatorScope(tx, auth, 'expenses_claims.validate');
  authorizeClaim({ userId: auth.user.id, companyId: auth.companyId, declares, scope }, claim, 'edit');
  return claim;
}

/**
 * The status change itself, conditional on the status it was decided from (UPDATE … WHERE status = <from>): when a
 * racing request changed it first, nothing is updated and the loser gets 409 expense.statusForbidden, whatever the
 * isolation level. The caller writes the history entry in the same transaction.
 */
export async function updateClaimStatus(
  tx: Db,
  claim: Pick<ExpenseClaimRow, 'id' | 'company_id' | 'status'>,
  to: ExpenseClaimStatus,
): Promise<ExpenseClaimRow> {
  const [row] = await tx
    .update(expenseClaims)
    .set({ status: to, modified: sql`now()` })
    .where(
      and(
        eq(expenseClaims.id, claim.id),
        eq(expenseClaims.company_id, claim.company_id),
        eq(expenseClaims.status, claim.status),
      ),
    )
    .returning();
  if (!row) throw conflict('expense.statusForbidden');
  return row;
}

type RouteActor = ClaimActor & { auth: CompanyAuth };
// One actor per request: the access hook and the handler share its validator scope query.
const actors = new WeakMap<FastifyRequest, Promise<RouteActor>>();

/** The actor of an expense route: the caller, their company and the claims they validate. */
export function claimActorOf(db: Db, request: FastifyRequest): Promise<RouteActor> {
  let actor = actors.get(request);
  if (!actor) {
    const auth = requireCompany(request);
    actor = validatorScope(db, auth, 'expenses_claims.validate').then((scope) => ({
      auth,
      userId: auth.user.id,
      companyId: auth.companyId,
      declares: hasPermission(auth.permissions, 'expenses_claims.create'),
      scope,
    }));
    actors.set(request, actor);
  }
  return actor;
}

// The claim a route on one claim reads, loaded once by the access hook and kept for the request.
const loaded = new WeakMap<FastifyRequest, ExpenseClaimRow>();

/** The access hook's check of a route on one claim (`loadRecord`): the claim within the company, kept. */
export const loadClaimOfRequest: RecordLoader = async (db, request, id, companyId) => {
  const row = await findClaim(db, companyId, id);
  if (row) rememberClaim(request, row);
  return row !== undefined;
};

/** Keeps the claim a loader read for the request's later steps (seesClaim, the handler). */
export const rememberClaim = (request: FastifyRequest, row: ExpenseClaimRow) => loaded.set(request, row);

/** The claim the access hook (or seesClaimOfPath) read for this request, if any: readers use it, writers lock anew. */
export const claimOfRequest = (request: FastifyRequest): ExpenseClaimRow | undefined => loaded.get(request);

/**
 * `preValidation` of every route on one claim: 404 to whoever may not see it, before its body is validated, so that
 * a colleague cannot tell by a 400 that a claim exists.
 */
export const seesClaim = (db: Db) => async (request: FastifyRequest) => {
  const actor = await claimActorOf(db, request);
  const claim = loaded.get(request);
  if (!claim) throw notFound();
  authorizeClaim(actor, claim, 'read');
};
