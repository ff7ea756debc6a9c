import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { CompanyAuth } from '../../platform/access';
import type { FileStorage } from '../../platform/files/storage';
import { lockEditableClaim } from './expense-claims.policy';
import { expenseAttachments, expenseClaims } from './expenses.tables';

type Upload = { bytes: Buffer; fileName: string; contentType: string };

/**
 * The files of a claim's transport cost (a pass, its receipt): added and removed by the owner while the claim is a
 * draft, under the claim's lock (lock, then check: a claim sent meanwhile is seen sent), the claim's `modified` bumped.
 */
export async function addTransportAttachment(
  db: Database,
  files: FileStorage,
  auth: CompanyAuth,
  claimId: number,
  upload: Upload,
) {
  return db.transaction(async (tx) => {
    const claim = await lockEditableClaim(tx, auth, claimId);
    const file = await files.save(tx, { companyId: claim.company_id, createdBy: auth.user.id, ...upload });
    const [attachment] = await tx
      .insert(expenseAttachments)
      .values({ company_id: claim.company_id, expense_claim_id: claim.id, file_id: file.id, creator_id: auth.user.id })
      .returning();
    await touchClaim(tx, claim);
    return { attachment: attachment!, file };
  });
}

/**
 * Removes one transport-cost attachment under the claim's lock; null when the claim has no such attachment. The
 * caller runs the returned function once the transaction has committed: the bytes go last, so a rollback finds its file.
 */
export async function removeTransportAttachment(
  db: Database,
  files: FileStorage,
  auth: CompanyAuth,
  claimId: number,
  attachmentId: number,
): Promise<(() => Promise<void>) | null> {
  return db.transaction(async (tx) => {
    const claim = await lockEditableClaim(tx, auth, claimId);
    const [attachment] = await tx
      .delete(expenseAttachments)
      .where(
        and(
          eq(expenseAttachments.company_id, claim.company_id),
          eq(expenseAttachments.expense_claim_id, claim.id),
          sql`${expenseAttachments.invoice_id} IS NULL`,
          eq(expenseAttachments.id, attachmentId),
        ),
      )
      .returning();
    if (!attachment) return null;
    await touchClaim(tx, claim);
    return files.discard(tx, claim.company_id, [attachment.file_id]);
  });
}

/** A change of its files is a change of the claim: its `modified` says so. */
const touchClaim = (tx: Db, claim: { id: number; company_id: number }) =>
  tx
    .update(expenseClaims)
    .set({ modified: sql`now()` })
    .where(and(eq(expenseClaims.id, claim.id), eq(expenseClaims.company_id, claim.company_id)));
