import { count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { CompanyAuth } from '../../platform/access';
import { conflict, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import type { Upload } from '../../platform/files/upload-form';
import { changeClaimLines } from './claim-lines';
import type { AttachmentOwner, ExpenseAttachmentRow } from './expense-attachments.queries';
import { claimActorOf, claimPolicy, type ExpenseClaimRow } from './expense-claims.policy';
import { expenseAttachments, invoices } from './expenses.tables';

/**
 * Storing and deleting the files of a claim, a receipt's or the transport cost's (`owner.invoiceId` null): the same
 * rules for both, the claim's lines' rules (the owner's draft, lock then check, one transaction, `modified` bumped).
 */

/**
 * Whether the caller may now attach to the claim: asked before the upload is read, so that nobody sends 5 MB to learn
 * a 404, 403 or 409. The write asks again under the claim's lock (a send meanwhile wins).
 */
export async function assertMayAttach(db: Db, request: FastifyRequest, claimId: number): Promise<void> {
  const actor = await claimActorOf(db, request);
  const claim = await claimPolicy.find(db, actor.companyId, claimId);
  if (!claim) throw notFound();
  claimPolicy.authorize(actor, claim, 'edit');
}

/** The receipt must be of the claim (404 otherwise); the transport cost is the claim's own. */
async function assertOwnerOfClaim(tx: Db, claim: ExpenseClaimRow, owner: AttachmentOwner) {
  if (owner.invoiceId === null) return;
  const [invoice] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      inCompany(invoices, claim.company_id, [
        eq(invoices.id, owner.invoiceId),
        eq(invoices.expense_claim_id, claim.id),
      ]),
    );
  if (!invoice) throw notFound();
}

/**
 * The bounds of a claim's files (issue 21, docs/api-expense-lines.md): a receipt's ZIP entry count and the claim's
 * ZIP size follow from them (200 files of 5 MB at most). Counted under the claim's lock, so that parallel uploads
 * cannot pass them.
 */
export const ATTACHMENTS_MAX = { perOwner: 10, perClaim: 200 } as const;

async function assertRoomFor(tx: Db, claim: ExpenseClaimRow, owner: AttachmentOwner) {
  const [counts] = await tx
    .select({
      claim: count(),
      owner: count(
        owner.invoiceId === null
          ? sql`case when ${isNull(expenseAttachments.invoice_id)} then 1 end`
          : sql`case when ${eq(expenseAttachments.invoice_id, owner.invoiceId)} then 1 end`,
      ),
    })
    .from(expenseAttachments)
    .where(inCompany(expenseAttachments, claim.company_id, [eq(expenseAttachments.expense_claim_id, claim.id)]));
  if ((counts?.owner ?? 0) >= ATTACHMENTS_MAX.perOwner) {
    throw conflict('expense.attachmentsFull', { max: ATTACHMENTS_MAX.perOwner }, 'limit_reached');
  }
  if ((counts?.claim ?? 0) >= ATTACHMENTS_MAX.perClaim) {
    throw conflict('expense.claimAttachmentsFull', { max: ATTACHMENTS_MAX.perClaim }, 'limit_reached');
  }
}

/** Stores the file and its attachment row in the claim's transaction, within the bounds above. */
export function addExpenseAttachment(
  db: Database,
  files: FileStorage,
  auth: CompanyAuth,
  owner: AttachmentOwner,
  upload: Upload,
): Promise<ExpenseAttachmentRow> {
  return changeClaimLines(db, auth, owner.claimId, async (tx, claim) => {
    await assertOwnerOfClaim(tx, claim, owner);
    await assertRoomFor(tx, claim, owner);
    const file = await files.save(tx, { companyId: claim.company_id, createdBy: auth.user.id, ...upload });
    const [attachment] = await tx
      .insert(expenseAttachments)
      .values({
        company_id: claim.company_id,
        expense_claim_id: claim.id,
        invoice_id: owner.invoiceId,
        file_id: file.id,
        creator_id: auth.user.id,
      })
      .returning();
    return { attachment: attachment!, file };
  });
}

/**
 * Removes one attachment (404 when the receipt or the transport cost has no such attachment). Answers what deletes
 * the bytes, to run once the transaction has committed: a rollback must find its file.
 */
export function removeExpenseAttachment(
  db: Database,
  files: FileStorage,
  auth: CompanyAuth,
  owner: AttachmentOwner,
  attachmentId: number,
): Promise<() => Promise<void>> {
  return changeClaimLines(db, auth, owner.claimId, async (tx, claim) => {
    await assertOwnerOfClaim(tx, claim, owner);
    const [attachment] = await tx
      .delete(expenseAttachments)
      .where(
        inCompany(expenseAttachments, claim.company_id, [
          eq(expenseAttachments.id, attachmentId),
          eq(expenseAttachments.expense_claim_id, claim.id),
          owner.invoiceId === null
            ? isNull(expenseAttachments.invoice_id)
            : eq(expenseAttachments.invoice_id, owner.invoiceId),
        ]),
      )
      .returning();
    if (!attachment) throw notFound();
    return files.discard(tx, claim.company_id, [attachment.file_id]);
  });
}
