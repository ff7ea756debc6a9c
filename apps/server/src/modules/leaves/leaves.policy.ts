import {
  type CodedMessage,
  circuitPosition,
  LEAVE_MACHINE,
  type LeaveAction,
  type LeaveCircuitStep,
  type LeaveState,
  type LeaveTransitionContext,
  leaveStateOf,
} from '@staff/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { CompanyAuth } from '../../platform/access';
import { todayInParis } from '../../platform/clock';
import { type DocumentActor, documentPolicy, type RightRule } from '../../platform/document-policy';
import { notFound } from '../../platform/errors';
import { decidesFor } from '../../platform/validators';
import { users } from '../users/users.tables';
import type { LeaveRow } from './leaves.present';
import { findLeave } from './leaves.queries';
import { leaves } from './leaves.tables';

/**
 * Who may do what with one leave, for every route (the service, attachments, PDF, history, balance): the
 * monthly-document policy (platform/document-policy.ts) on the leaves' table and machine, with the leave's own rights.
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

/** The actor as the decisions need them; `scope` is computed once per request (platform/validators.ts). */
export type LeavePolicyActor = DocumentActor & { today: string };
/**
 * What the decisions read of a leave: its state (its status, or the cancellation requested of it) and what the
 * transitions read, its first day, its type's cancellation workflow and its approval circuit.
 */
export type PolicyLeave = {
  owner_id: number;
  status: LeaveState;
  begin_date: string;
  cancellation_workflow?: boolean;
  circuit?: LeaveCircuitStep[] | null;
  circuit_step?: number | null;
};
type Leave = typeof leaves.$inferSelect;

export type LeaveVerdict = 'allow' | 'not_found' | 'forbidden' | 'conflict';

/** The transitions only one who decides may take. */
const DECISIONS = [
  'validate',
  'approve_step',
  'refuse',
  'unsubmit',
  'accept_cancellation',
  'refuse_cancellation',
] as const satisfies readonly LeaveAction[];

const allow: RightRule<LeaveState> = () => 'allow';
const RIGHTS: Record<LeaveRight, RightRule<LeaveState>> = {
  read: allow,
  download: allow,
  edit: (role, leave) => (LEAVE_MACHINE.isEditable(leave.status, role) ? 'allow' : 'conflict'),
  attach: (_, leave) => (leave.status === 'draft' || leave.status === 'submitted' ? 'allow' : 'conflict'),
  delete: (_, leave) => (leave.status === 'draft' ? 'allow' : 'conflict'),
  decide: (role, leave) => {
    if (!role.isValidator) return 'forbidden';
    return DECISIONS.some((a) => LEAVE_MACHINE.transitions[a].from.includes(leave.status)) ? 'allow' : 'conflict';
  },
};

const CONFLICTS: Record<Exclude<LeaveRight, 'read' | 'download'>, (leave: { status: LeaveState }) => CodedMessage> = {
  edit: () => ({ code: 'leave.notEditable' }),
  attach: () => ({ code: 'leave.attachmentsLocked' }),
  delete: () => ({ code: 'leave.onlyDraftDeleted' }),
  // The transition's own message.
  decide: (leave) => ({ code: 'leave.transition', params: { from: leave.status, to: 'accepted' } }),
};

export const leavePolicy = documentPolicy<
  Leave,
  LeaveState,
  LeaveAction,
  LeaveTransitionContext,
  LeaveRight,
  LeaveRow,
  PolicyLeave
>({
  kind: 'leave',
  table: leaves,
  machine: LEAVE_MACHINE,
  // A requester is always the owner of their leaves; those who decide hold leaves.validate.
  validatorPermission: 'leaves.validate',
  rights: RIGHTS,
  // read and download never conflict.
  conflictOf: (right, leave) => CONFLICTS[right as keyof typeof CONFLICTS](leave),
  statusForbidden: (leave, target) =>
    leave.status === 'cancellation_requested' && target === 'cancellation_requested'
      ? { code: 'leave.cancellationPending' }
      : { code: 'leave.transition', params: { from: leave.status, to: target } },
  transitionContext: (actor, leave) => ({
    begin_date: leave.begin_date,
    today: actor.today ?? todayInParis(),
    cancellation_workflow: leave.cancellation_workflow,
    circuit: circuitPosition(leave, actor.userId),
  }),
  loadOne: async (db, companyId, id) => (await findLeave(db, companyId, id)) ?? undefined,
  documentOf: (row) => ({ ...row.leave, status: leaveStateOf(row.leave) }),
});

/**
 * Loads a leave of the actor's company (one query) and authorizes `right` on it. `lock` takes the row for the rest
 * of the transaction: the writers lock the owner first, then load through here (leaves.service.ts).
 */
export const leaveFor = (
  db: Db,
  actor: LeavePolicyActor,
  id: number,
  right: LeaveRight,
  options: { lock?: boolean } = {},
) => leavePolicy.load(db, actor, id, right, options.lock);

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
    .where(inCompany(users, actor.companyId, [eq(users.id, ownerId)]));
  if (!row) throw notFound();
}

/** The actor of a leaves route: the caller, their company and validator scope, today in Paris. */
export const leaveActorOf = (db: Db, request: FastifyRequest) =>
  leavePolicy.actorOf(db, request) as Promise<LeavePolicyActor & { auth: CompanyAuth }>;

/** The leave the access hook loaded for this request, as it was before the handler changed anything. */
export const leaveOfRequest = (request: FastifyRequest): LeaveRow | undefined => leavePolicy.recordOf(request);

/**
 * `preValidation` of every route on one leave: 404 to whoever may not see it, before its body is validated or read,
 * so that a colleague cannot tell by a 400 (or a 5 MB upload) that a leave exists. The access hook has already
 * loaded the leave within the caller's company (or, on a route without one, it is read now).
 */
export const seesLeave = (db: Db) => async (request: FastifyRequest) => {
  await leavePolicy.ofRoute(db, request, 'read');
};
