import {
  type CodedMessage,
  isLeaveEditable,
  LEAVE_ACTIONS,
  LEAVE_TRANSITIONS,
  type LeaveAction,
  type LeaveStatus,
  leaveActor,
} from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { type CompanyAuth, pathId, type RecordLoader, requireCompany } from '../../platform/access';
import { todayInParis } from '../../platform/clock';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { users } from '../users/users.tables';
import type { LeaveRow } from './leaves.present';
import { findLeave } from './leaves.queries';
import { decidesFor, type ValidatorScope, validatorScope } from './leaves.scope';
import { leaves } from './leaves.tables';

/**
 * Who may do what with one leave, written once for every route (the service, attachments, PDF, history, balance).
 *
 * - **404** when the actor may not see the leave by its address: it is not of their company, or they are neither its
 *   owner nor one who decides on its owner. A colleague who sees an accepted leave in the calendar is such a one
 *   (docs/decisions/leaves.md "Leave privacy"): he may neither open it nor learn by a 403 that it exists.
 * - **403** when they see it but their part in it never allows the act: deciding on one's own leave (the `allowed`
 *   column of the shared transition table).
 * - **409** when their part allows it but the leave's status does not, now (the `from` column; "a draft only"…).
 */
export const LEAVE_RIGHTS = ['read', 'download', 'edit', 'attach', 'delete', 'decide'] as const;
export type LeaveRight = (typeof LEAVE_RIGHTS)[number];

/** The actor as the decisions need them; `scope` is computed once per request (leaves.scope.ts). */
export type LeavePolicyActor = { userId: number; companyId: number; scope: ValidatorScope; today: string };
/** What the decisions read of a leave. */
export type PolicyLeave = { owner_id: number; status: LeaveStatus; begin_date: string };
type Leave = typeof leaves.$inferSelect;

export type LeaveVerdict = 'allow' | 'not_found' | 'forbidden' | 'conflict';

/** The transitions only one who decides may take. */
const DECISIONS = ['validate', 'refuse', 'unsubmit'] as const satisfies readonly LeaveAction[];

const roleOf = (actor: LeavePolicyActor, leave: PolicyLeave) =>
  leaveActor(actor.userId, leave.owner_id, decidesFor(actor.scope, leave.owner_id));

/** Whether the actor may now do `right` to the leave; pure, the table-driven tests read it directly. */
export function leaveVerdict(actor: LeavePolicyActor, leave: PolicyLeave, right: LeaveRight): LeaveVerdict {
  const role = roleOf(actor, leave);
  if (!role.isOwner && !role.isValidator) return 'not_found';
  switch (right) {
    case 'read':
    case 'download':
      return 'allow';
    case 'edit':
      return isLeaveEditable(leave.status, role.isValidator) ? 'allow' : 'conflict';
    case 'attach':
      return leave.status === 'draft' || leave.status === 'submitted' ? 'allow' : 'conflict';
    case 'delete':
      return leave.status === 'draft' ? 'allow' : 'conflict';
    case 'decide':
      if (!role.isValidator) return 'forbidden';
      return DECISIONS.some((a) => LEAVE_TRANSITIONS[a].from.includes(leave.status)) ? 'allow' : 'conflict';
  }
}

const CONFLICTS: Record<Exclude<LeaveRight, 'read' | 'download'>, (leave: PolicyLeave) => CodedMessage> = {
  edit: () => ({ code: 'leave.notEditable' }),
  attach: () => ({ code: 'leave.attachmentsLocked' }),
  delete: () => ({ code: 'leave.onlyDraftDeleted' }),
  // The transition's own message.
  decide: (leave) => ({ code: 'leave.transition', params: { from: leave.status, to: 'accepted' } }),
};

/** Throws the verdict's error unless it allows. */
export function authorizeLeave(actor: LeavePolicyActor, leave: PolicyLeave, right: LeaveRight): void {
  const verdict = leaveVerdict(actor, leave, right);
  if (verdict === 'not_found') throw notFound();
  if (verdict === 'forbidden') throw forbidden();
  if (verdict === 'conflict') {
    const { code, params } = CONFLICTS[right as keyof typeof CONFLICTS](leave);
    throw conflict(code, params);
  }
}

/**
 * The transition a PATCH {status} asks for. 403 when no transition to `target` is ever the actor's on this leave
 * (an owner validating his own request, a requester taking back a leave that has begun), 409 when one is but not
 * from the current status.
 */
export function authorizeTransition(actor: LeavePolicyActor, leave: PolicyLeave, target: LeaveStatus): LeaveAction {
  const role = roleOf(actor, leave);
  if (!role.isOwner && !role.isValidator) throw notFound();
  const theirs = LEAVE_ACTIONS.filter(
    (a) => LEAVE_TRANSITIONS[a].to === target && LEAVE_TRANSITIONS[a].allowed(role, leave, actor.today),
  );
  if (theirs.length === 0) throw forbidden();
  const action = theirs.find((a) => LEAVE_TRANSITIONS[a].from.includes(leave.status));
  if (!action) throw conflict('leave.transition', { from: leave.status, to: target });
  return action;
}

/**
 * Loads a leave of the actor's company (one query) and authorizes `right` on it. `lock` takes the row for the rest
 * of the transaction: the writers lock the owner first, then load through here (leaves.service.ts).
 */
export async function leaveFor(
  db: Db,
  actor: LeavePolicyActor,
  id: number,
  right: LeaveRight,
  options: { lock?: boolean } = {},
): Promise<Leave> {
  const query = db
    .select()
    .from(leaves)
    .where(and(eq(leaves.id, id), eq(leaves.company_id, actor.companyId)));
  const [leave] = await (options.lock ? query.for('update') : query);
  if (!leave) throw notFound();
  authorizeLeave(actor, leave, right);
  return leave;
}

/**
 * Whose balance the actor may read: their own, or that of a person of the company they decide on; 404 for anyone
 * else, as for a leave (a colleague's balance is as private as his leaves).
 */
export async function authorizeOwner(db: Db, actor: LeavePolicyActor, ownerId: number): Promise<void> {
  if (ownerId === actor.userId) return;
  if (!decidesFor(actor.scope, ownerId)) throw notFound();
  // A company-wide scope names no one: the owner must still be of the company.
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.company_id, actor.companyId)));
  if (!row) throw notFound();
}

type RouteActor = LeavePolicyActor & { auth: CompanyAuth };
// One actor per request: the access check before validation and the handler share its validator scope query.
const actors = new WeakMap<FastifyRequest, Promise<RouteActor>>();

/** The actor of a leaves route: the caller, their company and validator scope, today in Paris. */
export function leaveActorOf(db: Db, request: FastifyRequest): Promise<RouteActor> {
  let actor = actors.get(request);
  if (!actor) {
    const auth = requireCompany(request);
    actor = validatorScope(db, auth).then((scope) => ({
      auth,
      userId: auth.user.id,
      companyId: auth.companyId,
      scope,
      today: todayInParis(),
    }));
    actors.set(request, actor);
  }
  return actor;
}

// The leave a route on one leave reads, loaded once by the access hook (leaveOfRequest) and kept for the request.
const loaded = new WeakMap<FastifyRequest, LeaveRow>();

/**
 * The access hook's check of a route on one leave (`loadRecord` of ONE_LEAVE): the leave within the company, with its
 * owner, type and attachment count, in one statement, kept so that the policy and the handler do not read it again.
 */
export const loadLeaveOfRequest: RecordLoader = async (db, request, id, companyId) => {
  const row = await findLeave(db, companyId, id);
  if (row) loaded.set(request, row);
  return row !== null;
};

/** The leave the access hook loaded for this request, as it was before the handler changed anything. */
export const leaveOfRequest = (request: FastifyRequest): LeaveRow | undefined => loaded.get(request);

/**
 * The leave of a route on one leave, authorized for `right`: the row the access hook loaded (no statement), or the
 * leave read now when the route has none. Not for writers: they read it again under its lock (leaves.service.ts).
 */
export async function leaveOfRoute(db: Db, request: FastifyRequest, right: LeaveRight): Promise<LeaveRow> {
  const actor = await leaveActorOf(db, request);
  const id = pathId(request);
  const row = leaveOfRequest(request) ?? (id === null ? null : await findLeave(db, actor.companyId, id));
  if (!row) throw notFound();
  authorizeLeave(actor, row.leave, right);
  return row;
}

/**
 * `preValidation` of every route on one leave: 404 to whoever may not see it, before its body is validated or read,
 * so that a colleague cannot tell by a 400 (or a 5 MB upload) that a leave exists. The access hook has already
 * loaded the leave within the caller's company.
 */
export const seesLeave = (db: Db) => async (request: FastifyRequest) => {
  await leaveOfRoute(db, request, 'read');
};
