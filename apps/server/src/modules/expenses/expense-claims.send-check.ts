import {
  type ExpenseClaimSendCheckOut,
  isClaimEmpty,
  isOutsideMonth,
  toEuros,
  type WarnedReceiptOut,
} from '@staff/shared';
import { count, eq, exists, isNotNull, ne, or, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { appError } from '../../platform/errors';
import { storedFiles } from '../../platform/files/files.tables';
import type { ExpenseClaimRow } from './expense-claims.policy';
import { expenseAttachments, expenseClaims, invoices, travelExpenses } from './expenses.tables';

/**
 * The guards before a claim is sent (issue 25, shared rules in expenses/send-check.ts): the send refuses an empty
 * claim; the confirmation reads the warnings (receipts without a file, outside the month, on another claim too, typed
 * again or the same file).
 * Fixed statements whatever the claim's lines: its lines' count, its receipts with whether they have a file, the other
 * claims' receipts that match its own.
 */

/** A claim's receipts, each with whether a file is attached (one statement). */
function receiptsOf(db: Db, claim: ExpenseClaimRow) {
  // The receipt's id written with its table: alone, drizzle would leave "id" to the subquery's own table.
  const hasFile = sql<boolean>`exists (SELECT 1 FROM ${expenseAttachments} a
    WHERE a.invoice_id = ${invoices}.id AND a.company_id = ${claim.company_id})`;
  return db
    .select({
      id: invoices.id,
      date: invoices.date,
      seller: invoices.seller,
      total_cents: invoices.total_cents,
      has_file: hasFile,
    })
    .from(invoices)
    .where(inCompany(invoices, claim.company_id, [eq(invoices.expense_claim_id, claim.id)]))
    .orderBy(invoices.date, invoices.id);
}

/** How many lines (receipts and travel expenses) the claim holds, in one statement. */
async function lineCountOf(db: Db, claim: ExpenseClaimRow): Promise<number> {
  const travels = sql<number>`(SELECT count(*) FROM ${travelExpenses} t
    WHERE t.expense_claim_id = ${claim.id} AND t.company_id = ${claim.company_id})`.mapWith(Number);
  const [row] = await db
    .select({ receipts: count(), travels })
    .from(invoices)
    .where(inCompany(invoices, claim.company_id, [eq(invoices.expense_claim_id, claim.id)]));
  return (row?.receipts ?? 0) + (row?.travels ?? 0);
}

/** Whether the claim has nothing to send, by the shared rule. */
const emptyClaim = async (db: Db, claim: ExpenseClaimRow) =>
  isClaimEmpty({
    lines: await lineCountOf(db, claim),
    transportCost: claim.transport_cost_cents,
    meals: claim.number_meals,
  });

/** The send's rule, under the claim's lock: 400 expense.claimEmpty when the claim has nothing to send. */
export async function refuseEmptyClaim(tx: Db, claim: ExpenseClaimRow): Promise<void> {
  if (await emptyClaim(tx, claim)) throw appError(400, 'expense.claimEmpty');
}

const other = alias(invoices, 'other_invoice');
const otherClaim = alias(expenseClaims, 'other_claim');
const mine = alias(expenseAttachments, 'my_attachment');
const theirs = alias(expenseAttachments, 'their_attachment');
const myFile = alias(storedFiles, 'my_file');
const theirFile = alias(storedFiles, 'their_file');

/**
 * Whether a file attached to the receipt has the same bytes (its stored SHA-256) as a receipt's file on the other
 * claim: the same photo sent twice, whatever was typed. Files stored before the hash have none and match nothing.
 */
function sameFileProbe(db: Db, companyId: number) {
  return db
    .select({ one: sql`1` })
    .from(mine)
    .innerJoin(myFile, inCompany(myFile, companyId, [eq(myFile.id, mine.file_id), isNotNull(myFile.sha256)]))
    .innerJoin(
      theirs,
      inCompany(theirs, companyId, [eq(theirs.expense_claim_id, otherClaim.id), isNotNull(theirs.invoice_id)]),
    )
    .innerJoin(
      theirFile,
      inCompany(theirFile, companyId, [eq(theirFile.id, theirs.file_id), eq(theirFile.sha256, myFile.sha256)]),
    )
    .where(inCompany(mine, companyId, [eq(mine.invoice_id, invoices.id)]));
}

/**
 * The claim's receipts found again on another claim of the same owner: same date, same amount, same seller (trimmed,
 * case and inner spaces ignored), or an attached file of the same bytes. Refused claims are left out: their receipts
 * are often moved to a new claim (one statement).
 * One row per receipt and other claim, however many times that claim holds it: the owner's other claims (one a month)
 * crossed with this claim's receipts, each pair an EXISTS probe of the other claim's receipts on that date (its index)
 * and of the other claim's files (its attachments' index, then the files' ids).
 */
function duplicatesOf(db: Db, claim: ExpenseClaimRow) {
  const key = (seller: SQLWrapper) => sql`lower(regexp_replace(btrim(${seller}), '\\s+', ' ', 'g'))`;
  const sameReceipt = db
    .select({ one: sql`1` })
    .from(other)
    .where(
      inCompany(other, claim.company_id, [
        eq(other.expense_claim_id, otherClaim.id),
        eq(other.date, invoices.date),
        eq(other.total_cents, invoices.total_cents),
        eq(key(other.seller), key(invoices.seller)),
      ]),
    );
  return db
    .select({ id: invoices.id, other_claim: otherClaim.id, other_month: otherClaim.month })
    .from(invoices)
    .innerJoin(
      otherClaim,
      inCompany(otherClaim, claim.company_id, [
        eq(otherClaim.owner_id, claim.owner_id),
        ne(otherClaim.id, claim.id),
        ne(otherClaim.status, 'refused'),
      ]),
    )
    .where(
      inCompany(invoices, claim.company_id, [
        eq(invoices.expense_claim_id, claim.id),
        or(exists(sameReceipt), exists(sameFileProbe(db, claim.company_id))),
      ]),
    )
    .orderBy(invoices.date, invoices.id, otherClaim.month);
}

/** GET expense-claim/{id}/send-check/: the total, whether it is empty, and the three warnings (three statements). */
export async function sendCheckOf(db: Db, claim: ExpenseClaimRow, total: number): Promise<ExpenseClaimSendCheckOut> {
  const receipts = await receiptsOf(db, claim);
  const matches = await duplicatesOf(db, claim);
  const shown = new Map<number, WarnedReceiptOut>(
    receipts.map((r) => [r.id, { id: r.id, date: r.date, seller: r.seller, total: toEuros(r.total_cents) }]),
  );
  const receipt = (id: number) => shown.get(id) as WarnedReceiptOut;
  return {
    total,
    empty: await emptyClaim(db, claim),
    without_attachment: receipts.filter((r) => !r.has_file).map((r) => receipt(r.id)),
    outside_month: receipts.filter((r) => isOutsideMonth(r.date, claim.month)).map((r) => receipt(r.id)),
    duplicates: matches.map((m) => ({ ...receipt(m.id), other_claim: m.other_claim, other_month: m.other_month })),
  };
}
