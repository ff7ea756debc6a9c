import { type InvoiceTaxPatch, resolveTaxLines, type TaxLineDraft, toBasisPoints, toCents } from '@staff/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { CompanyAuth } from '../../platform/access';
import { now } from '../../platform/clock';
import { badRequest, notFound } from '../../platform/errors';
import { changeClaimLines, taxRatesFor } from './claim-lines';
import type { ExpenseClaimRow } from './expense-claims.policy';
import { invoices, invoiceTaxes } from './expenses.tables';
import { type InvoiceTaxRow, presentTaxLine } from './invoices.queries';

/*
 * One tax line of a receipt (spec/1 §7 "invoice/{id}/tax/{id}/"), changed or removed on its own with the same checks as
 * the receipt's edit (the caller's own draft claim, in one transaction with the claim locked: changeClaimLines) and the
 * same rule (spec/1 §5): the receipt's lines make its total, and a receipt without a line gets its zero-rate line. The
 * other lines keep their ids.
 */

/** A line as it will be saved: its row when it exists already, the rate it names. */
type LineDraft = TaxLineDraft & { row?: InvoiceTaxRow; taxId: number | null };

/** The receipt of the claim and its lines, in the order they were given (404 for another claim's receipt). */
async function receiptLines(tx: Db, claim: ExpenseClaimRow, invoiceId: number) {
  const [invoice] = await tx
    .select({ id: invoices.id, total_cents: invoices.total_cents })
    .from(invoices)
    .where(
      inCompany(invoices, claim.company_id, [eq(invoices.id, invoiceId), eq(invoices.expense_claim_id, claim.id)]),
    );
  if (!invoice) throw notFound();
  const lines = await tx
    .select()
    .from(invoiceTaxes)
    .where(inCompany(invoiceTaxes, claim.company_id, [eq(invoiceTaxes.invoice_id, invoice.id)]))
    .orderBy(asc(invoiceTaxes.id));
  return { invoice, lines };
}

const draftOf = (row: InvoiceTaxRow): LineDraft => ({
  row,
  taxId: row.tax_id,
  rateBp: row.rate_bp,
  tf: row.tf_cents,
  vat: row.vat_cents,
});

/**
 * Saves the receipt's new lines where they stand: the lines kept are updated in place, a line without a row (the
 * zero-rate line of a receipt left without any) is added; 400 on TF and VAT when they no longer make the total.
 */
async function saveLines(
  tx: Db,
  claim: ExpenseClaimRow,
  invoice: { id: number; total_cents: number },
  drafts: LineDraft[],
) {
  const resolved = resolveTaxLines(invoice.total_cents, drafts);
  if (!resolved.ok) throw badRequest(`expense.${resolved.error}`, undefined, ['TF', 'VAT']);
  const saved: InvoiceTaxRow[] = [];
  for (const [i, line] of resolved.lines.entries()) {
    const draft = drafts[i];
    const columns = {
      tax_id: line.zeroRate ? null : (draft?.taxId ?? null),
      rate_bp: line.rateBp,
      tf_cents: line.tf,
      vat_cents: line.vat,
    };
    const [row] = draft?.row
      ? await tx
          .update(invoiceTaxes)
          .set(columns)
          .where(inCompany(invoiceTaxes, claim.company_id, [eq(invoiceTaxes.id, draft.row.id)]))
          .returning()
      : await tx
          .insert(invoiceTaxes)
          .values({ ...columns, company_id: claim.company_id, invoice_id: invoice.id })
          .returning();
    saved.push(row!);
  }
  await tx
    .update(invoices)
    .set({ modified: now() })
    .where(inCompany(invoices, claim.company_id, [eq(invoices.id, invoice.id)]));
  return saved;
}

/** Euros of the body → cents; null kept (computed from the total), undefined → `current`. */
const centsOr = (given: number | null | undefined, current: number | null) =>
  given === undefined ? current : given === null ? null : toCents(given);

/**
 * Changes one line's rate or amounts. A new rate must be the company's and active (or on this receipt already). The
 * receipt's only line, given a new rate without its amounts, has them computed from the total (spec/1 §5 "With a
 * single tax"); otherwise the amounts left out are kept, and the VAT line is marked right or wrong.
 */
export function updateTaxLine(
  db: Database,
  auth: CompanyAuth,
  ids: { claimId: number; invoiceId: number; lineId: number },
  patch: InvoiceTaxPatch,
) {
  return changeClaimLines(db, auth, ids.claimId, async (tx, claim) => {
    const { invoice, lines } = await receiptLines(tx, claim, ids.invoiceId);
    const target = lines.find((l) => l.id === ids.lineId);
    if (!target) throw notFound();
    const newTax = patch.tax ?? undefined;
    const rateBp =
      newTax === undefined
        ? target.rate_bp
        : toBasisPoints(
            (await taxRatesFor(tx, claim.company_id, [newTax], { invoiceId: invoice.id, field: 'tax' })).get(newTax)!,
          );
    const recompute = newTax !== undefined && lines.length === 1;
    const drafts = lines.map((row) =>
      row.id !== target.id
        ? draftOf(row)
        : {
            row,
            taxId: newTax ?? row.tax_id,
            rateBp,
            tf: centsOr(patch.TF, recompute ? null : row.tf_cents),
            vat: centsOr(patch.VAT, recompute ? null : row.vat_cents),
          },
    );
    const saved = await saveLines(tx, claim, invoice, drafts);
    return presentTaxLine(saved.find((l) => l.id === target.id)!);
  });
}

/**
 * Removes one line. The others must still make the total; one left alone has its amounts computed from the total,
 * and none left gives the receipt its zero-rate line (spec/1 §5 "With no tax, a zero-rate line is added").
 */
export function deleteTaxLine(
  db: Database,
  auth: CompanyAuth,
  ids: { claimId: number; invoiceId: number; lineId: number },
): Promise<void> {
  return changeClaimLines(db, auth, ids.claimId, async (tx, claim) => {
    const { invoice, lines } = await receiptLines(tx, claim, ids.invoiceId);
    if (!lines.some((l) => l.id === ids.lineId)) throw notFound();
    const kept = lines.filter((l) => l.id !== ids.lineId).map(draftOf);
    const drafts = kept.length === 1 ? kept.map((d) => ({ ...d, tf: null, vat: null })) : kept;
    await tx.delete(invoiceTaxes).where(inCompany(invoiceTaxes, claim.company_id, [eq(invoiceTaxes.id, ids.lineId)]));
    await saveLines(tx, claim, invoice, drafts);
  });
}
