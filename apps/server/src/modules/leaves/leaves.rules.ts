import {
  countedLeaveDays,
  daysBetween,
  LEAVE_MIN_DAYS,
  type LeaveStatus,
  leaveDays,
  leavePrecision,
  leavesOverlap,
  overlapLookbackStart,
  type Period,
  toFrenchDate,
} from '@staff/shared';
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { fieldError } from '../../platform/errors';
import { typesOfLeave } from '../reference/reference.tables';
import { leaveAttachments, leaves } from './leaves.tables';

export type LeaveType = typeof typesOfLeave.$inferSelect;
export type LeaveSpan = { begin_date: string; begin_period: Period; end_date: string; end_period: Period };

/**
 * The company's active type of leave, its row locked (KEY SHARE) until the transaction ends: the type's delete locks
 * the same row before its in-use check, so a leave being written with the type either waits for the delete and finds
 * no type (400), or makes the delete wait and see the leave (409) — never a foreign-key 500. KEY SHARE lets leaves
 * of one type go side by side, and an administrator edit the type meanwhile.
 */
export async function findLeaveType(tx: Db, companyId: number, id: number): Promise<LeaveType> {
  const [type] = await tx
    .select()
    .from(typesOfLeave)
    .where(inCompany(typesOfLeave, companyId, [eq(typesOfLeave.id, id), eq(typesOfLeave.active, true)]))
    .for('key share');
  if (!type) throw fieldError('type_of_leave', 'leave.typeRequired');
  return type;
}

/**
 * The counted half-days of a span under a type's mode (one day for a span that deducts none, once confirmed:
 * `countedLeaveDays`); refuses an unconfirmed zero and less than half a day.
 */
export function computeHalfDays(span: LeaveSpan, type: LeaveType, countOneDay = false): number {
  const deducted = leaveDays({ ...span, mode: type.deducting_mode as 'open_days' });
  const days = countedLeaveDays(span, deducted, countOneDay);
  if (days === null) throw fieldError('number_of_days', 'leave.zeroDays');
  if (days < LEAVE_MIN_DAYS) throw fieldError('number_of_days', 'leave.minHalfDay');
  return Math.round(days * 2);
}

/** The precision to store, by the shared rule the forms apply too. */
export function checkPrecision(type: LeaveType, precision: string | null | undefined): string | null {
  const checked = leavePrecision(type, precision);
  if (checked.missing) throw fieldError('precision', 'leave.precisionRequired');
  return checked.value;
}

/**
 * Refuses a span that shares a half-day with another leave of the owner, refused ones aside, looking back
 * 12 months (spec/2 §5.1). Candidates are narrowed by date in SQL; the half-day test is the shared rule.
 */
export async function checkNoOverlap(tx: Db, ownerId: number, span: LeaveSpan, exceptId?: number): Promise<void> {
  const others = await tx
    .select()
    .from(leaves)
    .where(
      and(
        eq(leaves.owner_id, ownerId),
        ne(leaves.status, 'refused'),
        gte(leaves.begin_date, overlapLookbackStart(span.begin_date)),
        gte(leaves.end_date, span.begin_date),
        lte(leaves.begin_date, span.end_date),
        exceptId ? ne(leaves.id, exceptId) : sql`true`,
      ),
    );
  const clash = others.find((other) => leavesOverlap(other, span));
  if (clash) {
    throw fieldError('begin_date', 'leave.overlap', {
      begin: toFrenchDate(clash.begin_date),
      end: toFrenchDate(clash.end_date),
      status: clash.status,
    });
  }
}

/** What a type demands before a leave is submitted: notice in days, an attachment. */
export async function checkSubmittable(
  tx: Db,
  type: LeaveType,
  leave: { id?: number; begin_date: string },
  today: string,
): Promise<void> {
  if (type.prior_notice > 0 && daysBetween(today, leave.begin_date) < type.prior_notice) {
    throw fieldError('begin_date', 'leave.priorNotice', { days: type.prior_notice });
  }
  if (type.force_to_attach_file) {
    const [row] = leave.id
      ? await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(leaveAttachments)
          .where(eq(leaveAttachments.leave_id, leave.id))
      : [{ n: 0 }];
    if (Number(row?.n ?? 0) === 0) throw fieldError('attachments', 'leave.attachmentRequired');
  }
}

/** The status a submission lands in: accepted at once for types that are automatically accepted. */
export const submittedStatus = (type: LeaveType): LeaveStatus => (type.automatically_accept ? 'accepted' : 'submitted');
