import {
  EXPENSE_CLAIM_TRANSITIONS,
  EXPENSE_FIRST_YEAR,
  type ExpenseClaimCreateInput,
  type ExpenseClaimStatus,
  type ExpenseClaimUpdateInput,
  mealsMaxOf,
  toCents,
} from '@staff/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { CompanyAuth } from '../../platform/access';
import { todayInParis } from '../../platform/clock';
import { appError, fieldError } from '../../platform/errors';
import { refusalColumns } from '../../platform/mail/refusal-mail';
import { daysWithoutMealOf } from '../leaves';
import { mailClaimRefused, mailClaimSent } from './expense-claims.mails';
import { type ClaimActor, claimPolicy, type ExpenseClaimRow, lockEditableClaim } from './expense-claims.policy';
import { type ClaimWithTotals, insertClaimHistory, withTotalsOf } from './expense-claims.queries';
import { refuseEmptyClaim } from './expense-claims.send-check';
import { expenseClaims } from './expenses.tables';

/**
 * The writes on expense claims themselves (creating the month, meals and comment, the transport cost, the status
 * machine with the send's mail). One transaction per operation; a writer locks the claim row, then checks; every change
 * leaves a history entry in the same transaction.
 */
export type ClaimContext = ClaimActor & { auth: CompanyAuth; publicUrl: string };

/** The months a claim may be made for: January 2015 to December of the current year, in Paris (spec/1 §9). */
export function monthOfClaim(date: string, today = todayInParis()): string {
  const month = `${date.slice(0, 7)}-01`;
  if (month < `${EXPENSE_FIRST_YEAR}-01-01` || month > `${today.slice(0, 4)}-12-01`) {
    throw fieldError('date', 'expense.claimMonthInvalid');
  }
  return month;
}

/**
 * spec/1 §5: "number_meals must be between 0 and the number of days in the month", less the owner's days on leaves
 * without meals (`deprived_meal_ticket`, issue 28).
 */
async function checkMeals(db: Db, owner: { companyId: number; ownerId: number }, month: string, meals: number) {
  const n = mealsMaxOf(month, await daysWithoutMealOf(db, owner.companyId, owner.ownerId, month));
  if (meals < 0 || meals > n) throw fieldError('number_meals', 'expense.mealsRange', { n });
}

/**
 * The viewer's claim of the month of `date` (201). One per owner and month, said atomically by the unique index:
 * INSERT … ON CONFLICT DO NOTHING, and of twenty racing requests one inserts, the others get 409 expense.claimExists.
 */
export async function createClaim(
  db: Database,
  ctx: ClaimContext,
  input: z.output<typeof ExpenseClaimCreateInput>,
): Promise<number> {
  const month = monthOfClaim(input.date);
  await checkMeals(db, { companyId: ctx.companyId, ownerId: ctx.userId }, month, input.number_meals);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(expenseClaims)
      .values({ company_id: ctx.companyId, owner_id: ctx.userId, month, number_meals: input.number_meals })
      .onConflictDoNothing({ target: [expenseClaims.owner_id, expenseClaims.month] })
      .returning();
    if (!inserted) throw appError(409, 'expense.claimExists');
    await insertClaimHistory(tx, inserted, ctx.userId, 1, { status: 'draft', number_meals: input.number_meals });
    return inserted.id;
  });
}

/** The claim's row after a change of some of its own fields: modified bumped, within the company. */
async function updateClaim(tx: Db, claim: ExpenseClaimRow, set: Partial<typeof expenseClaims.$inferInsert>) {
  await tx
    .update(expenseClaims)
    .set({ ...set, modified: sql`now()` })
    .where(inCompany(expenseClaims, claim.company_id, [eq(expenseClaims.id, claim.id)]));
}

/**
 * PUT {number_meals, comment, place}: the owner's draft only (404 unseen, 403 for a validator, 409 expense.notEditable once
 * sent); the meals within the month's days (400 expense.mealsRange {n}). A field left out is kept.
 */
export async function updateClaimFields(
  db: Database,
  ctx: ClaimContext,
  id: number,
  input: z.output<typeof ExpenseClaimUpdateInput>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const claim = await lockEditableClaim(tx, ctx.auth, id);
    const changes: Record<string, unknown> = {};
    if (input.number_meals !== undefined) {
      await checkMeals(tx, { companyId: claim.company_id, ownerId: claim.owner_id }, claim.month, input.number_meals);
      changes.number_meals = input.number_meals;
    }
    if (input.comment !== undefined) changes.comment = input.comment?.trim() ? input.comment : null;
    if (input.place !== undefined) changes.place = input.place || null;
    if (Object.keys(changes).length === 0) return;
    await updateClaim(tx, claim, changes);
    await insertClaimHistory(tx, claim, ctx.userId, 2, changes);
  });
}

/** PATCH {transport_cost}: the owner's draft only, as PUT; euros on the wire, cents in the row. */
export async function setTransportCost(db: Database, ctx: ClaimContext, id: number, euros: number): Promise<void> {
  await db.transaction(async (tx) => {
    const claim = await lockEditableClaim(tx, ctx.auth, id);
    await updateClaim(tx, claim, { transport_cost_cents: toCents(euros) });
    await insertClaimHistory(tx, claim, ctx.userId, 2, { transport_cost: euros });
  });
}

/**
 * PATCH {status}: the shared machine decides (404 unseen, 403 never the actor's, 409 expense.statusForbidden from this
 * status). The row is locked, then the UPDATE is conditional on the status decided from, and the history entry is
 * written in the same transaction. The owner's send checks the meals again (the month's days), refuses an empty claim and queues the mail to
 * the company's expense recipients and the owner's managers.
 */
export async function changeClaimStatus(
  db: Database,
  ctx: ClaimContext,
  id: number,
  change: { status: ExpenseClaimStatus; reason?: string | null },
): Promise<ClaimWithTotals> {
  return db.transaction(async (tx) => {
    const claim = await claimPolicy.load(tx, ctx, id, 'read', true);
    const action = claimPolicy.transition(ctx, claim, change.status);
    const owner = { companyId: claim.company_id, ownerId: claim.owner_id };
    if (action === 'send') {
      await checkMeals(tx, owner, claim.month, claim.number_meals);
      await refuseEmptyClaim(tx, claim);
    }
    const to = EXPENSE_CLAIM_TRANSITIONS[action].to;
    const refusal = refusalColumns(to, change.reason);
    const changed = await claimPolicy.updateStatus(tx, claim, to, refusal);
    // The reason is kept in the refusal's history entry too: the claim's column holds the latest refusal's only.
    await insertClaimHistory(tx, claim, ctx.userId, 2, {
      status: changed.status,
      ...(refusal.refusal_reason && refusal),
    });
    if (to === 'refused') {
      await mailClaimRefused(tx, { companyId: ctx.companyId, claim: changed, link: `${ctx.publicUrl}/expenses/${id}` });
    }
    // Read under the lock: a line written before it counts in the mail's total and the answer.
    const after = await withTotalsOf(tx, changed);
    if (action === 'send') {
      await mailClaimSent(tx, {
        companyId: ctx.companyId,
        claim: changed,
        totalCents: after.receipts_cents + after.travels_cents + Math.max(0, after.transport_cost_cents),
        link: `${ctx.publicUrl}/expenses/${claim.id}`,
      });
    }
    return after;
  });
}
