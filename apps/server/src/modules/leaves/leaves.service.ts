import {
  askedLeaveState,
  circuitPosition,
  hasPermission,
  LEAVE_TRANSITIONS,
  type LeaveAction,
  type LeaveState,
  type LeaveStatus,
  type leaveInputSchema,
  leaveStateOf,
  permissionsFor,
} from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { CompanyAuth } from '../../platform/access';
import { now } from '../../platform/clock';
import { AppError, appError, conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import { LOCK_NAMESPACE, lockKey, lockKeys } from '../../platform/locks';
import { decidesFor, serviceMemberIds } from '../../platform/validators';
import { users } from '../users/users.tables';
import { circuitAfter, openCircuit } from './leaves.circuit';
import { recordHistory } from './leaves.history';
import { runLeaveWrittenHooks } from './leaves.hooks';
import { mailLeaveDecided, mailLeaveSubmitted } from './leaves.mails';
import { type LeavePolicyActor, leaveFor, leavePolicy } from './leaves.policy';
import {
  checkNoOverlap,
  checkPrecision,
  checkSubmittable,
  computeHalfDays,
  findLeaveType,
  type LeaveType,
  submittedStatus,
} from './leaves.rules';
import { leaveAttachments, leaves } from './leaves.tables';

type LeaveInput = z.infer<typeof leaveInputSchema>;
type Leave = typeof leaves.$inferSelect;
export type LeaveActorContext = LeavePolicyActor & { auth: CompanyAuth; publicUrl: string };
const viewLink = (ctx: LeaveActorContext, leave: Leave, backOffice: boolean) =>
  backOffice
    ? `${ctx.publicUrl}/back_office/leave_management/leave-view/${leave.id}`
    : `${ctx.publicUrl}/leave/view/${leave.id}`;

async function ownerOf(tx: Db, companyId: number, ownerId: number) {
  const [owner] = await tx
    .select()
    .from(users)
    .where(inCompany(users, companyId, [eq(users.id, ownerId), eq(users.is_active, true)]));
  if (!owner) throw fieldError('owner', 'leave.unknownEmployee');
  return owner;
}

/** A leave made for someone obeys their own request's rules, the first being that they may request leaves at all. */
function checkTakesLeaves(owner: typeof users.$inferSelect, field: 'owner' | 'employees') {
  if (!hasPermission(permissionsFor(owner.roles), 'leaves.create')) {
    throw fieldError(field, 'leave.ownerTakesNoLeaves');
  }
}

/**
 * Serialises the writes that could break "no two leaves of one owner share a half-day" (spec/2 §5.1): taken before
 * the overlap check, held until the commit, so that of two requests for the same days the second sees the first.
 */
const lockOwner = (tx: Db, ownerId: number) => lockKey(tx, LOCK_NAMESPACE.leaveOwner, ownerId);

/** The owner of a leave of the company (it never changes), to lock before the leave itself; 404 when none. */
async function ownerIdOf(tx: Db, companyId: number, id: number): Promise<number> {
  const [row] = await tx
    .select({ owner_id: leaves.owner_id })
    .from(leaves)
    .where(inCompany(leaves, companyId, [eq(leaves.id, id)]));
  if (!row) throw notFound();
  return row.owner_id;
}

/**
 * What every write of a leave does after it, in its transaction: the history entry, and, when the leave is now
 * submitted or accepted, its half days taken out of the owner's draft activity reports (a leave and an activity
 * never share a slice). Creation, edition and status changes all go through here, delegation and automatic
 * acceptance included.
 */
async function leaveWritten(tx: Db, userId: number, type: LeaveType, after: Leave, before?: Leave): Promise<void> {
  await recordHistory(tx, userId, after, before);
  await runLeaveWrittenHooks(tx, after, type);
}

/**
 * Mails what a status change calls for: the validators on a submission or a request to cancel (in an approval
 * circuit, the people of the step the leave now waits at, on its submission and on each step accepted), the
 * requester on a decision (on the leave, or on their request to cancel it).
 */
async function notify(tx: Db, ctx: LeaveActorContext, leave: Leave, type: LeaveType, action?: LeaveAction) {
  const owner = await ownerOf(tx, ctx.companyId, leave.owner_id);
  const asking = leave.status === 'submitted' || action === 'request_cancellation';
  if (asking && ctx.auth.company) {
    await mailLeaveSubmitted(tx, {
      company: ctx.auth.company,
      owner,
      typeName: type.name,
      leave,
      link: viewLink(ctx, leave, true),
      cancellation: action === 'request_cancellation',
    });
  }
  const cancellation = action === 'accept_cancellation' || action === 'refuse_cancellation';
  const decided = cancellation || (action !== 'request_cancellation' && ['accepted', 'refused'].includes(leave.status));
  if (decided && leave.owner_id !== ctx.auth.user.id) {
    await mailLeaveDecided(tx, {
      companyId: leave.company_id,
      owner,
      typeName: type.name,
      leave,
      link: viewLink(ctx, leave, false),
      cancellation,
    });
  }
}

/**
 * Creates a leave for oneself, or for someone one decides on (delegation: "submit" saves it accepted at once).
 * Returns the new leave; one transaction with its history and mails.
 */
export async function createLeave(db: Database, ctx: LeaveActorContext, input: LeaveInput): Promise<Leave> {
  const companyId = ctx.companyId;
  const ownerId = input.owner ?? ctx.auth.user.id;
  const delegated = ownerId !== ctx.userId;
  if (delegated ? !decidesFor(ctx.scope, ownerId) : !hasPermission(ctx.auth.permissions, 'leaves.create')) {
    throw forbidden();
  }
  return db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const owner = await ownerOf(tx, companyId, ownerId);
    if (delegated) checkTakesLeaves(owner, 'owner');
    const created = await insertLeave(tx, ctx, { ...input, owner: ownerId }, delegated);
    return created.leave;
  });
}

/**
 * The checked columns of a leave from its input: the type (active, of the company), the deducted half-days, the
 * precision the type asks for, and no overlap with the owner's other leaves. Shared by creation and edition.
 */
async function checkedFields(tx: Db, companyId: number, ownerId: number, input: LeaveInput, exceptId?: number) {
  const type = await findLeaveType(tx, companyId, input.type_of_leave);
  const half_days = computeHalfDays(input, type, input.count_one_day);
  const precision = checkPrecision(type, input.precision);
  await checkNoOverlap(tx, ownerId, input, exceptId);
  const fields = {
    begin_date: input.begin_date,
    begin_period: input.begin_period,
    end_date: input.end_date,
    end_period: input.end_period,
    half_days,
    type_of_leave_id: type.id,
    precision,
    comment: input.comment || null,
  };
  return { type, fields };
}

async function insertLeave(tx: Db, ctx: LeaveActorContext, input: LeaveInput & { owner: number }, delegated: boolean) {
  const { type, fields } = await checkedFields(tx, ctx.companyId, input.owner, input);
  const submitting = input.status === 'submitted';
  // A delegated leave lands accepted, so it owes what a request owes before it is submitted: the notice, and the
  // attachment a type forces (which a leave cannot have before it exists: such a type is delegated as a draft).
  if (submitting) await checkSubmittable(tx, type, input, ctx.today);
  const status: LeaveStatus = !submitting ? 'draft' : delegated ? 'accepted' : submittedStatus(type);
  const circuit = status === 'submitted' ? await openCircuit(tx, ctx.companyId, input.owner, type) : {};
  const [leave] = await tx
    .insert(leaves)
    .values({
      ...fields,
      ...circuit,
      company_id: ctx.companyId,
      owner_id: input.owner,
      status,
      submission_date: submitting ? now() : null,
    })
    .returning();
  await leaveWritten(tx, ctx.auth.user.id, type, leave!);
  if (status === 'submitted') await notify(tx, ctx, leave!, type);
  return { leave: leave!, type };
}

/** PUT: edits a draft (owner or validator) or a submitted leave (validator); saving with submit submits it. */
export async function updateLeave(db: Database, ctx: LeaveActorContext, id: number, input: LeaveInput): Promise<Leave> {
  return db.transaction(async (tx) => {
    // The owner first, then the row: every writer takes them in this order, so none waits for another in a circle.
    await lockOwner(tx, await ownerIdOf(tx, ctx.companyId, id));
    const before = await leaveFor(tx, ctx, id, 'edit', { lock: true });
    if (input.version !== undefined && input.version !== before.version) {
      throw appError(412, 'leave.stale', undefined, { code: 'stale_version' });
    }
    const { type, fields } = await checkedFields(tx, ctx.companyId, before.owner_id, input, before.id);
    const submitting = input.status === 'submitted';
    if (submitting && before.status === 'draft')
      await checkSubmittable(tx, type, { ...input, id: before.id }, ctx.today);
    const status: LeaveStatus = submitting
      ? before.status === 'draft'
        ? submittedStatus(type)
        : before.status
      : 'draft';
    // A draft submitted enters its circuit; a submitted leave edited stays where it waits; a draft keeps none.
    const circuit =
      before.status !== 'draft' ? {} : await circuitAfter(tx, 'submit', before, type, submitting ? status : 'draft');
    const [after] = await tx
      .update(leaves)
      .set({
        ...fields,
        ...circuit,
        status,
        submission_date: status !== 'draft' && before.status === 'draft' ? now() : before.submission_date,
        modified: now(),
        version: before.version + 1,
      })
      .where(eq(leaves.id, before.id))
      .returning();
    await leaveWritten(tx, ctx.auth.user.id, type, after!, before);
    if (after!.status === 'submitted' && before.status === 'draft') await notify(tx, ctx, after!, type);
    return after!;
  });
}

/**
 * The action a PATCH asks of the leave as it is now (its state, and its type's cancellation workflow). When the
 * client said which action it meant (`action`, as the leave's `actions` listed it) and the leave changed meanwhile,
 * 409 rather than another action to the same target: a validator accepting a cancellation another one has just
 * refused would otherwise unsubmit the leave.
 */
function actionOf(ctx: LeaveActorContext, current: Leave, type: LeaveType | null, change: StatusChange): LeaveAction {
  const subject = {
    ...current,
    status: leaveStateOf(current),
    cancellation_workflow: type?.activate_cancellation_workflow ?? false,
  };
  const role = leavePolicy.partIn(ctx, subject);
  const meant = change.action;
  const context = {
    begin_date: current.begin_date,
    today: ctx.today,
    cancellation_workflow: subject.cancellation_workflow,
    circuit: circuitPosition(current, ctx.userId),
  };
  if (role.isValidator) checkCircuitStep(current, context.circuit, change);
  if (meant && (role.isOwner || role.isValidator)) {
    if (!LEAVE_TRANSITIONS[meant].allowed(role, context)) throw forbidden();
    if (!LEAVE_TRANSITIONS[meant].from.includes(subject.status)) throw changedMeanwhile(meant);
  }
  // 404 to whoever may not see it, 403 when no action to the target is ever theirs, 409 when not from this state.
  const action = leavePolicy.transition(ctx, subject, askedLeaveState(subject.status, change.status, role, context));
  if (meant && meant !== action) throw changedMeanwhile(meant);
  return action;
}

/**
 * A validator's decision in an approval circuit: 409 `leave.stepDecided` when the step the client decided (`step`) is
 * no longer the one the leave waits at (another of its people was first), 409 `leave.notYourStep` when the leave
 * waits at a step whose people the validator is not of (its turn has passed or not come). Taking the leave back to
 * draft stays any validator's, as without the circuit.
 */
function checkCircuitStep(current: Leave, circuit: ReturnType<typeof circuitPosition>, change: StatusChange) {
  if (change.step !== undefined && (current.status !== 'submitted' || current.circuit_step !== change.step)) {
    throw conflict('leave.stepDecided', undefined, 'concurrent_change');
  }
  if (circuit && !circuit.decides && (change.status === 'accepted' || change.status === 'refused')) {
    throw conflict('leave.notYourStep', { step: circuit.step, steps: circuit.steps });
  }
}

/** The 409 of an action someone else's change made impossible: a request already decided, or any other change. */
const changedMeanwhile = (meant: LeaveAction) =>
  meant === 'accept_cancellation' || meant === 'refuse_cancellation'
    ? conflict('leave.cancellationDecided', undefined, 'concurrent_change')
    : conflict('leave.changedMeanwhile', undefined, 'concurrent_change');

/** The columns a transition writes: the status, and the cancellation request it makes or ends. */
function transitionColumns(action: LeaveAction, type: LeaveType) {
  const to = LEAVE_TRANSITIONS[action].to;
  if (to === 'cancellation_requested') return { status: 'accepted' as const, cancellation_requested_at: now() };
  return { status: action === 'submit' ? submittedStatus(type) : to, cancellation_requested_at: null };
}

type StatusChange = { status: LeaveState; reason?: string | null; action?: LeaveAction; step?: number };

/**
 * PATCH {status}: one transition of the shared table. The update is conditional on the status and version it was
 * decided from, so of two concurrent decisions exactly one wins and the other gets 409.
 */
export async function changeLeaveStatus(
  db: Database,
  ctx: LeaveActorContext,
  id: number,
  change: StatusChange,
): Promise<Leave> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, await ownerIdOf(tx, ctx.companyId, id));
    // Not locked: the update below is conditional on what was decided from, and loses with 409 if it changed.
    const current = await leaveFor(tx, ctx, id, 'read');
    const type = await findLeaveType(tx, ctx.companyId, current.type_of_leave_id).catch(() => null);
    const action = actionOf(ctx, current, type, change);
    if (!type) throw conflict('leave.typeInactive');
    // A refused leave does not count for overlaps; taken back, it counts again, so its days must still be free.
    if (current.status === 'refused') await checkNoOverlap(tx, current.owner_id, current, current.id);
    if (action === 'submit') await checkSubmittable(tx, type, current, ctx.today);
    const columns = transitionColumns(action, type);
    const circuit = await circuitAfter(tx, action, current, type, columns.status);
    const [after] = await tx
      .update(leaves)
      .set({
        ...columns,
        ...circuit,
        // The reason belongs to the refusal: a leave taken back or decided again no longer carries it.
        refusal_reason: columns.status === 'refused' ? change.reason || null : null,
        submission_date: action === 'submit' ? now() : current.submission_date,
        modified: now(),
        version: current.version + 1,
      })
      .where(and(eq(leaves.id, id), eq(leaves.status, current.status), eq(leaves.version, current.version)))
      .returning();
    if (!after) throw conflict('leave.changedMeanwhile', undefined, 'concurrent_change');
    await leaveWritten(tx, ctx.auth.user.id, type, after, current);
    await notify(tx, ctx, after, type, action);
    return after;
  });
}

/**
 * Only a draft is deleted, by its owner or by one who decides on it, with its attachments: their rows go in the same
 * transaction, their bytes once it has committed (a rollback must not lose a file).
 */
export async function deleteLeave(db: Database, files: FileStorage, ctx: LeaveActorContext, id: number): Promise<void> {
  const removeBytes = await db.transaction(async (tx) => {
    const leave = await leaveFor(tx, ctx, id, 'delete', { lock: true });
    const attached = await tx
      .select({ file_id: leaveAttachments.file_id })
      .from(leaveAttachments)
      .where(eq(leaveAttachments.leave_id, leave.id));
    // The attachment rows go with the leave (cascade); the stored files they pointed to, after them.
    await tx.delete(leaves).where(eq(leaves.id, leave.id));
    return files.discard(
      tx,
      leave.company_id,
      attached.map((a) => a.file_id),
    );
  });
  await removeBytes();
}

/**
 * Whom a delegation creates leaves for: the chosen employees and the members of the service. Nobody decides on their
 * own leave: naming oneself is refused; a service one belongs to is delegated for its other members.
 */
export async function delegationOwners(
  db: Db,
  ctx: LeaveActorContext,
  target: { service?: number | null; employees: number[] },
): Promise<number[]> {
  const self = ctx.auth.user.id;
  if (target.employees.includes(self)) {
    const fields = { employees: [{ code: 'leave.selfDelegation' as const }] };
    throw appError(400, 'leave.selfDelegation', undefined, { code: 'self_delegation', fields });
  }
  const owners = new Set(target.employees);
  if (target.service) for (const id of await serviceMemberIds(db, ctx.companyId, target.service)) owners.add(id);
  owners.delete(self);
  return [...owners];
}

/** Delegation: one leave per person, for a whole service or chosen employees; all or nothing. */
export async function delegateLeaves(
  db: Database,
  ctx: LeaveActorContext,
  ownerIds: number[],
  input: Omit<LeaveInput, 'status' | 'owner' | 'version'> & { submit: boolean },
): Promise<Leave[]> {
  if (ownerIds.length === 0)
    throw appError(400, 'leave.serviceEmpty', undefined, {
      code: 'service_empty',
      fields: { service: [{ code: 'leave.serviceEmpty' }] },
    });
  if (ownerIds.some((id) => !decidesFor(ctx.scope, id) || id === ctx.auth.user.id)) throw forbidden();
  return db.transaction(async (tx) => {
    // Every owner locked up front, in id order: a delegation and a request of one of them wait for each other.
    await lockKeys(tx, LOCK_NAMESPACE.leaveOwner, ownerIds);
    const created: Leave[] = [];
    for (const owner of ownerIds) {
      const person = await ownerOf(tx, ctx.companyId, owner);
      try {
        checkTakesLeaves(person, 'employees');
        const status = input.submit ? 'submitted' : 'draft';
        // Dates that deduct no day count one once the delegator confirmed (count_one_day), else leave.zeroDays.
        const one = { ...input, status, owner } as const;
        created.push((await insertLeave(tx, ctx, one, true)).leave);
      } catch (error) {
        // Say whose leave clashes: a service holds many people.
        if (error instanceof AppError) throw error.about(`${person.first_name} ${person.last_name}`);
        throw error;
      }
    }
    return created;
  });
}
