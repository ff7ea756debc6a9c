import {
  type InvoiceInput,
  type InvoiceOut,
  resolveTaxLines,
  type TaxLineDraft,
  toBasisPoints,
  toCents,
} from '@staff/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { CompanyAuth } from '../../platform/access';
import { now } from '../../platform/clock';
import { fieldError, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import {
  changeClaimLines,
  customerFor,
  lineOfClaim,
  refuseDateInLeave,
  taxRatesFor,
  typeOfExpenseFor,
} from './claim-lines';
import { attachmentsOf, presentExpenseAttachment } from './expense-attachments.queries';
import type { ExpenseClaimRow } from './expense-claims.policy';
import { expenseAttachments, invoices, invoiceTaxes } from './expenses.tables';
import { presentInvoice } from './invoices.queries';

/** A receipt as the route validated it (InvoiceInput's output: trimmed texts, defaults filled). */
export type InvoiceFields = z.output<typeof InvoiceInput>;

/**
 * The rules of spec/1 §5 "Invoice" that need the company's rows (the shared schema checked the others: a total above
 * zero, the lines complete and adding up when all given): the type, the customer and the rates are the company's
 * (400 coded on the field), the person is given when the type says so, and the lines are resolved from the total:
 * none → one zero-rate line, one without amounts → HT and VAT computed, several → kept as given if they make the total.
 */
async function checkedInvoice(tx: Db, companyId: number, input: InvoiceFields, invoiceId?: number) {
  const type = await typeOfExpenseFor(tx, companyId, input.type_of_expense);
  if (type.person_is_mandatory && !input.person) throw fieldError('person', 'expense.personRequired');
  const customer = await customerFor(tx, companyId, input.customer);
  const rates = await taxRatesFor(
    tx,
    companyId,
    input.invoicetax_set.map((l) => l.tax),
    { invoiceId },
  );
  const drafts: TaxLineDraft[] = input.invoicetax_set.map((l) => ({
    rateBp: toBasisPoints(rates.get(l.tax) ?? 0),
    tf: l.TF == null ? null : toCents(l.TF),
    vat: l.VAT == null ? null : toCents(l.VAT),
  }));
  const total = toCents(input.total);
  const resolved = resolveTaxLines(total, drafts);
  if (!resolved.ok) throw fieldError('invoicetax_set', `expense.${resolved.error}`);
  const lines = resolved.lines.map((l, i) => ({
    tax_id: l.zeroRate ? null : (input.invoicetax_set[i]?.tax ?? null),
    rate_bp: l.rateBp,
    tf_cents: l.tf,
    vat_cents: l.vat,
  }));
  return { type, customer, total, lines };
}

type Checked = Awaited<ReturnType<typeof checkedInvoice>>;

const invoiceColumns = (input: InvoiceFields, checked: Checked) => ({
  date: input.date,
  type_of_expense_id: checked.type.id,
  person: input.person,
  seller: input.seller,
  customer_id: checked.customer.id,
  total_cents: checked.total,
  is_rebillable: input.is_rebillable,
});

/** The receipt's lines, written in the receipt's transaction (a replace deletes the old ones first). */
async function insertLines(tx: Db, claim: ExpenseClaimRow, invoiceId: number, lines: Checked['lines']) {
  return tx
    .insert(invoiceTaxes)
    .values(lines.map((l) => ({ ...l, company_id: claim.company_id, invoice_id: invoiceId })))
    .returning();
}

/** The receipt as the wire gives it, built from what was just written: no statement to read it back. */
function written(
  row: typeof invoices.$inferSelect,
  checked: Checked,
  lines: (typeof invoiceTaxes.$inferSelect)[],
  attachments: InvoiceOut['attachments'],
): InvoiceOut {
  return presentInvoice(
    {
      ...row,
      type_label: checked.type.label,
      type_person_is_mandatory: checked.type.person_is_mandatory,
      type_is_lunch: checked.type.is_lunch,
      customer_name: checked.customer.name,
    },
    lines,
    attachments,
  );
}

/** Adds a receipt to a draft claim of the caller's. */
export function createInvoice(db: Database, auth: CompanyAuth, claimId: number, input: InvoiceFields) {
  return changeClaimLines(db, auth, claimId, async (tx, claim) => {
    await refuseDateInLeave(tx, claim, input.date);
    const checked = await checkedInvoice(tx, claim.company_id, input);
    const [row] = await tx
      .insert(invoices)
      .values({ ...invoiceColumns(input, checked), company_id: claim.company_id, expense_claim_id: claim.id })
      .returning();
    return written(row!, checked, await insertLines(tx, claim, row!.id, checked.lines), []);
  });
}

/** Replaces a receipt of a draft claim of the caller's, its tax lines with it. */
export function updateInvoice(
  db: Database,
  auth: CompanyAuth,
  claimId: number,
  invoiceId: number,
  input: InvoiceFields,
) {
  return changeClaimLines(db, auth, claimId, async (tx, claim) => {
    await refuseDateInLeave(tx, claim, input.date);
    const checked = await checkedInvoice(tx, claim.company_id, input, invoiceId);
    const [row] = await tx
      .update(invoices)
      .set({ ...invoiceColumns(input, checked), modified: now() })
      .where(lineOfClaim(invoices, claim, invoiceId))
      .returning();
    if (!row) throw notFound();
    await tx.delete(invoiceTaxes).where(eq(invoiceTaxes.invoice_id, row.id));
    const lines = await insertLines(tx, claim, row.id, checked.lines);
    const files = await attachmentsOf(tx, claim.company_id, { claimId: claim.id, invoiceId: row.id });
    return written(row, checked, lines, files.map(presentExpenseAttachment));
  });
}

/**
 * Deletes a receipt of a draft claim of the caller's, its lines and attachments with it. Answers what deletes the
 * attachments' bytes, to run once the transaction has committed (a rollback must find its files).
 */
export function deleteInvoice(
  db: Database,
  files: FileStorage,
  auth: CompanyAuth,
  claimId: number,
  invoiceId: number,
): Promise<() => Promise<void>> {
  return changeClaimLines(db, auth, claimId, async (tx, claim) => {
    const attached = await tx
      .select({ file_id: expenseAttachments.file_id })
      .from(expenseAttachments)
      .where(inCompany(expenseAttachments, claim.company_id, [eq(expenseAttachments.invoice_id, invoiceId)]));
    const gone = await tx
      .delete(invoices)
      .where(lineOfClaim(invoices, claim, invoiceId))
      .returning({ id: invoices.id });
    if (!gone.length) throw notFound();
    return files.discard(
      tx,
      claim.company_id,
      attached.map((a) => a.file_id),
    );
  });
}
