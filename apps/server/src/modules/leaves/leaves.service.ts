import {
  hasPermission,
  isLeaveEditable,
  LEAVE_MESSAGES,
  LEAVE_TRANSITIONS,
  type LeaveStatus,
  leaveActionFor,
  type leaveInputSchema,
} from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import type { AuthContext } from '../../platform/access';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { users } from '../users/users.tables';
import { recordHistory } from './leaves.history';
import { mailLeaveDecided, mailLeaveSubmitted } from './leaves.mails';
import {
  checkNoOverlap,
  checkPrecision,
  checkSubmittable,
  computeHalfDays,
  findLeaveType,
  type LeaveType,
  submittedStatus,
} from './leaves.rules';
import { decidesFor, type ValidatorScope } from './leaves.scope';
import { leaves } from './leaves.tables';

type LeaveInput = z.infer<typeof leaveInputSchema>;
type Leave = typeof leaves.$inferSelect;
export type LeaveActorContext = { auth: AuthContext; scope: ValidatorScope; today: string; publicUrl: string };

const companyIdOf = (ctx: LeaveActorContext) => ctx.auth.user.company_id!;
const viewLink = (ctx: LeaveActorContext, leave: Leave, backOffice: boolean) =>
  backOffice ? `${ctx.publicUrl}/back_office/leave_management` : `${ctx.publicUrl}/leave/view/${leave.id}`;

async function ownerOf(tx: Db, companyId: number, ownerId: number) {
  const [owner] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.company_id, companyId), eq(users.is_active, true)));
  if (!owner) throw new AppError(400, 'invalid', 'Unknown employee.', { owner: ['Unknown employee.'] });
  return owner;
}

/** Mails what a status change calls for: the validators on a submission, the requester on a decision. */
async function notify(tx: Db, ctx: LeaveActorContext, leave: Leave, type: LeaveType) {
  const owner = await ownerOf(tx, companyIdOf(ctx), leave.owner_id);
  if (leave.status === 'submitted' && ctx.auth.company) {
    await mailLeaveSubmitted(tx, {
      company: ctx.auth.company,
      owner,
      typeName: type.name,
      leave,
      link: viewLink(ctx, leave, true),
    });
  }
  if ((leave.status === 'accepted' || leave.status === 'refused') && leave.owner_id !== ctx.auth.user.id) {
    await mailLeaveDecided(tx, {
      companyId: leave.company_id,
      owner,
      typeName: type.name,
      leave,
      link: viewLink(ctx, leave, false),
    });
  }
}

/**
 * Creates a leave for oneself, or for someone one decides on (delegation: "submit" saves it accepted at once).
 * Returns the new leave; one transaction with its history and mails.
 */
export async function createLeave(db: Database, ctx: LeaveActorContext, input: LeaveInput): Promise<Leave> {
  const companyId = companyIdOf(ctx);
  const ownerId = input.owner ?? ctx.auth.user.id;
  const delegated = ownerId !== ctx.auth.user.id;
  if (delegated ? !decidesFor(ctx.scope, ownerId) : !hasPermission(ctx.auth.permissions, 'leaves.create')) {
    throw forbidden();
  }
  return db.transaction(async (tx) => {
    await ownerOf(tx, companyId, ownerId);
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
  const half_days = computeHalfDays(input, type);
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
  const { type, fields } = await checkedFields(tx, companyIdOf(ctx), input.owner, input);
  const submitting = input.status === 'submitted';
  if (submitting && !delegated) await checkSubmittable(tx, type, input, ctx.today);
  const status: LeaveStatus = !submitting ? 'draft' : delegated ? 'accepted' : submittedStatus(type);
  const [leave] = await tx
    .insert(leaves)
    .values({
      ...fields,
      company_id: companyIdOf(ctx),
      owner_id: input.owner,
      status,
      submission_date: submitting ? new Date() : null,
    })
    .returning();
  await recordHistory(tx, ctx.auth.user.id, leave!);
  if (status === 'submitted') await notify(tx, ctx, leave!, type);
  return { leave: leave!, type };
}

/** Locks a leave of the company for the rest of the transaction. */
async function lockLeave(tx: Db, companyId: number, id: number): Promise<Leave> {
  const [leave] = await tx
    .select()
    .from(leaves)
    .where(and(eq(leaves.id, id), eq(leaves.company_id, companyId)))
    .for('update');
  if (!leave) throw notFound();
  return leave;
}

function roleOn(ctx: LeaveActorContext, leave: Leave) {
  return { isOwner: leave.owner_id === ctx.auth.user.id, isValidator: decidesFor(ctx.scope, leave.owner_id) };
}

/** PUT: edits a draft (owner or validator) or a submitted leave (validator); saving with submit submits it. */
export async function updateLeave(db: Database, ctx: LeaveActorContext, id: number, input: LeaveInput): Promise<Leave> {
  return db.transaction(async (tx) => {
    const before = await lockLeave(tx, companyIdOf(ctx), id);
    const role = roleOn(ctx, before);
    if (!role.isOwner && !role.isValidator) throw forbidden();
    if (!isLeaveEditable(before.status, role.isValidator)) throw conflict(LEAVE_MESSAGES.notEditable);
    if (input.version !== undefined && input.version !== before.version) {
      throw new AppError(412, 'stale_version', 'This leave was changed by someone else. Reload it and try again.');
    }
    const { type, fields } = await checkedFields(tx, companyIdOf(ctx), before.owner_id, input, before.id);
    const submitting = input.status === 'submitted';
    if (submitting && before.status === 'draft')
      await checkSubmittable(tx, type, { ...input, id: before.id }, ctx.today);
    const status: LeaveStatus = submitting
      ? before.status === 'draft'
        ? submittedStatus(type)
        : before.status
      : 'draft';
    const [after] = await tx
      .update(leaves)
      .set({
        ...fields,
        status,
        submission_date: status !== 'draft' && before.status === 'draft' ? new Date() : before.submission_date,
        modified: new Date(),
        version: before.version + 1,
      })
      .where(eq(leaves.id, before.id))
      .returning();
    await recordHistory(tx, ctx.auth.user.id, after!, before);
    if (after!.status === 'submitted' && before.status === 'draft') await notify(tx, ctx, after!, type);
    return after!;
  });
}

/**
 * PATCH {status}: one transition of the shared table. The update is conditional on the status it was decided
 * from, so of two concurrent decisions exactly one wins and the other gets 409.
 */
export async function changeLeaveStatus(
  db: Database,
  ctx: LeaveActorContext,
  id: number,
  target: LeaveStatus,
): Promise<Leave> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(leaves)
      .where(and(eq(leaves.id, id), eq(leaves.company_id, companyIdOf(ctx))));
    if (!current) throw notFound();
    const role = roleOn(ctx, current);
    if (!role.isOwner && !role.isValidator) throw forbidden();
    const action = leaveActionFor(current, target, role, ctx.today);
    if (!action) throw conflict(`A ${current.status} leave cannot become ${target}.`);
    const type = await findLeaveType(tx, companyIdOf(ctx), current.type_of_leave_id).catch(() => null);
    if (!type) throw conflict('This type of leave is no longer active.');
    let status = LEAVE_TRANSITIONS[action].to;
    if (action === 'submit') {
      await checkSubmittable(tx, type, current, ctx.today);
      status = submittedStatus(type);
    }
    const [after] = await tx
      .update(leaves)
      .set({
        status,
        submission_date: action === 'submit' ? new Date() : current.submission_date,
        modified: new Date(),
        version: current.version + 1,
      })
      .where(and(eq(leaves.id, id), eq(leaves.status, current.status), eq(leaves.version, current.version)))
      .returning();
    if (!after) throw conflict('This leave was changed meanwhile. Reload it and try again.', 'concurrent_change');
    await recordHistory(tx, ctx.auth.user.id, after, current);
    await notify(tx, ctx, after, type);
    return after;
  });
}

/** Only a draft is deleted, by its owner or by one who decides on it. */
export async function deleteLeave(db: Database, ctx: LeaveActorContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const leave = await lockLeave(tx, companyIdOf(ctx), id);
    const role = roleOn(ctx, leave);
    if (!role.isOwner && !role.isValidator) throw forbidden();
    if (leave.status !== 'draft') throw conflict(LEAVE_MESSAGES.onlyDraftDeleted);
    await tx.delete(leaves).where(eq(leaves.id, leave.id));
  });
}

/** Delegation: one leave per person, for a whole service or chosen employees; all or nothing. */
export async function delegateLeaves(
  db: Database,
  ctx: LeaveActorContext,
  ownerIds: number[],
  input: Omit<LeaveInput, 'status' | 'owner' | 'version'> & { submit: boolean },
): Promise<Leave[]> {
  if (ownerIds.length === 0)
    throw new AppError(400, 'service_empty', LEAVE_MESSAGES.serviceEmpty, { service: [LEAVE_MESSAGES.serviceEmpty] });
  if (ownerIds.some((id) => !decidesFor(ctx.scope, id))) throw forbidden();
  return db.transaction(async (tx) => {
    const created: Leave[] = [];
    for (const owner of ownerIds) {
      const person = await ownerOf(tx, companyIdOf(ctx), owner);
      try {
        const status = input.submit ? 'submitted' : 'draft';
        created.push((await insertLeave(tx, ctx, { ...input, status, owner }, true)).leave);
      } catch (error) {
        // Say whose leave clashes: a service holds many people.
        if (error instanceof AppError) {
          const who = `${person.first_name} ${person.last_name}`;
          throw new AppError(error.status, error.code, `${who}: ${error.message}`, error.fields);
        }
        throw error;
      }
    }
    return created;
  });
}
