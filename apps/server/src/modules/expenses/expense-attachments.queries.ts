import type { ExpenseAttachment } from '@staff/shared';
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { storedFiles } from '../../platform/files/files.tables';
import type { StoredFile } from '../../platform/files/storage';
import { expenseAttachments } from './expenses.tables';

/**
 * The files attached to a claim (spec/1 §7 "invoice attachment and transport-cost attachment"): of a receipt when
 * `invoice_id` is set, of the month's transport cost when it is null. One table and one set of functions for both, so
 * that the receipts (this module) and the transport cost (the claim's routes) store, serve and delete them alike.
 */
export type ExpenseAttachmentRow = { attachment: typeof expenseAttachments.$inferSelect; file: StoredFile };

/** Which attachments: a receipt's (its id) or the transport cost's (null). */
export type AttachmentOwner = { claimId: number; invoiceId: number | null };

export const presentExpenseAttachment = (row: ExpenseAttachmentRow): ExpenseAttachment => ({
  id: row.attachment.id,
  file_name: row.file.file_name,
  size: row.file.size,
  content_type: row.file.content_type,
  created: row.attachment.created.toISOString(),
});

const ofOwner = (companyId: number, owner: AttachmentOwner): SQL =>
  inCompany(expenseAttachments, companyId, [
    eq(expenseAttachments.expense_claim_id, owner.claimId),
    owner.invoiceId === null
      ? isNull(expenseAttachments.invoice_id)
      : eq(expenseAttachments.invoice_id, owner.invoiceId),
  ]);

function selectAttachments(db: Db, where: SQL | undefined) {
  return db
    .select({ attachment: expenseAttachments, file: storedFiles })
    .from(expenseAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, expenseAttachments.file_id))
    .where(where)
    .orderBy(asc(expenseAttachments.created), asc(expenseAttachments.id));
}

/** The attachments of one receipt or of one claim's transport cost (or just `attachmentId` of them), one statement. */
export function attachmentsOf(
  db: Db,
  companyId: number,
  owner: AttachmentOwner,
  attachmentId?: number,
): Promise<ExpenseAttachmentRow[]> {
  const where = ofOwner(companyId, owner);
  return selectAttachments(
    db,
    attachmentId === undefined ? where : and(where, eq(expenseAttachments.id, attachmentId)),
  );
}

/** The attachments of some receipts, one statement whatever their number (none: no statement). */
export async function attachmentsOfInvoices(
  db: Db,
  companyId: number,
  invoiceIds: readonly number[],
): Promise<ExpenseAttachmentRow[]> {
  if (invoiceIds.length === 0) return [];
  return selectAttachments(
    db,
    inCompany(expenseAttachments, companyId, [inArray(expenseAttachments.invoice_id, [...invoiceIds])]),
  );
}

/**
 * The transport-cost attachments of some claims (invoice_id null), by claim: one statement. Every claim asked for has
 * an entry, empty when it has none.
 */
export async function transportAttachmentsOfClaims(
  db: Db,
  companyId: number,
  claimIds: readonly number[],
): Promise<Map<number, ExpenseAttachment[]>> {
  const byClaim = new Map<number, ExpenseAttachment[]>(claimIds.map((id) => [id, []]));
  if (claimIds.length === 0) return byClaim;
  const rows = await selectAttachments(
    db,
    inCompany(expenseAttachments, companyId, [
      inArray(expenseAttachments.expense_claim_id, [...claimIds]),
      isNull(expenseAttachments.invoice_id),
    ]),
  );
  for (const row of rows) byClaim.get(row.attachment.expense_claim_id)?.push(presentExpenseAttachment(row));
  return byClaim;
}
