import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { storedFiles } from '../../platform/files/files.tables';
import { expenseAttachments, invoices } from './expenses.tables';

/**
 * Every file of a claim for its ZIP, in one statement: the receipts' (with the receipt's date and seller, to name
 * them) and the transport cost's (invoice null), receipts first in their date order.
 */
export function filesOfClaim(db: Db, companyId: number, claimId: number) {
  return db
    .select({
      file: storedFiles,
      invoice_id: expenseAttachments.invoice_id,
      invoice_date: invoices.date,
      seller: invoices.seller,
    })
    .from(expenseAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, expenseAttachments.file_id))
    .leftJoin(
      invoices,
      and(eq(invoices.id, expenseAttachments.invoice_id), eq(invoices.company_id, expenseAttachments.company_id)),
    )
    .where(inCompany(expenseAttachments, companyId, [eq(expenseAttachments.expense_claim_id, claimId)]))
    .orderBy(asc(invoices.date), asc(invoices.id), asc(expenseAttachments.id));
}
