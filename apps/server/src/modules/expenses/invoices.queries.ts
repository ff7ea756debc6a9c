import { type ExpenseAttachment, type InvoiceOut, type InvoiceTaxOut, isVatLineRight, toEuros } from '@staff/shared';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { customers } from '../projects/projects.tables';
import { typesOfExpense } from '../reference/reference.tables';
import { claimLineReads } from './claim-lines.queries';
import { attachmentsOfInvoices, presentExpenseAttachment } from './expense-attachments.queries';
import { invoices, invoiceTaxes } from './expenses.tables';

/*
 * Reading receipts as the wire gives them (spec/1 §3 "Invoice"): each with its type, its customer's name, its tax
 * lines and its attachments, in three statements whatever the number of receipts: the rows (joined to their type and
 * customer), the lines of all of them, the attachments of all of them.
 */

const invoiceColumns = {
  id: invoices.id,
  expense_claim_id: invoices.expense_claim_id,
  date: invoices.date,
  type_of_expense_id: invoices.type_of_expense_id,
  type_label: typesOfExpense.label,
  type_person_is_mandatory: typesOfExpense.person_is_mandatory,
  type_is_lunch: typesOfExpense.is_lunch,
  person: invoices.person,
  seller: invoices.seller,
  customer_id: invoices.customer_id,
  customer_name: customers.name,
  total_cents: invoices.total_cents,
  is_rebillable: invoices.is_rebillable,
};

function selectInvoices(db: Db, where: SQL | undefined) {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(typesOfExpense, eq(typesOfExpense.id, invoices.type_of_expense_id))
    .innerJoin(customers, eq(customers.id, invoices.customer_id))
    .where(where)
    .orderBy(asc(invoices.date), asc(invoices.id));
}

export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof selectInvoices>['execute']>>[number];
export type InvoiceTaxRow = typeof invoiceTaxes.$inferSelect;

export function presentTaxLine(line: Pick<InvoiceTaxRow, 'id' | 'tax_id' | 'rate_bp' | 'tf_cents' | 'vat_cents'>) {
  return {
    id: line.id,
    tax: line.tax_id,
    tax_value: line.rate_bp / 100,
    TF: toEuros(line.tf_cents),
    VAT: toEuros(line.vat_cents),
    is_right: isVatLineRight({ rateBp: line.rate_bp, tf: line.tf_cents, vat: line.vat_cents }),
  } satisfies InvoiceTaxOut;
}

export function presentInvoice(
  row: InvoiceRow,
  lines: readonly InvoiceTaxRow[],
  attachments: readonly ExpenseAttachment[],
): InvoiceOut {
  return {
    id: row.id,
    expense_claim: row.expense_claim_id,
    date: row.date,
    type_of_expense: row.type_of_expense_id,
    type_of_expense_object: {
      id: row.type_of_expense_id,
      label: row.type_label,
      person_is_mandatory: row.type_person_is_mandatory,
      is_lunch: row.type_is_lunch,
    },
    person: row.person,
    seller: row.seller,
    customer: row.customer_id,
    customer_name: row.customer_name,
    total: toEuros(row.total_cents),
    is_rebillable: row.is_rebillable,
    invoicetax_set: lines.map(presentTaxLine),
    attachments: [...attachments],
  };
}

/** The tax lines of some receipts, in the order they were given: one statement (none without receipts). */
export async function taxLinesOfInvoices(db: Db, companyId: number, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoiceTaxes)
    .where(inCompany(invoiceTaxes, companyId, [inArray(invoiceTaxes.invoice_id, [...invoiceIds])]))
    .orderBy(asc(invoiceTaxes.invoice_id), asc(invoiceTaxes.id));
}

/** One tax line of a receipt (the route checked the receipt is the claim's); undefined for another receipt's. */
export async function taxLineOfInvoice(db: Db, companyId: number, invoiceId: number, lineId: number) {
  const [line] = await db
    .select()
    .from(invoiceTaxes)
    .where(inCompany(invoiceTaxes, companyId, [eq(invoiceTaxes.id, lineId), eq(invoiceTaxes.invoice_id, invoiceId)]));
  return line;
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Rows → the wire's receipts, with their lines and attachments read in two statements for all of them. */
async function presentRows(db: Db, companyId: number, rows: readonly InvoiceRow[]): Promise<InvoiceOut[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, files] = await Promise.all([
    taxLinesOfInvoices(db, companyId, ids),
    attachmentsOfInvoices(db, companyId, ids),
  ]);
  const linesOf = groupBy(lines, (l) => l.invoice_id);
  const filesOf = groupBy(files, (f) => f.attachment.invoice_id ?? 0);
  return rows.map((row) =>
    presentInvoice(row, linesOf.get(row.id) ?? [], (filesOf.get(row.id) ?? []).map(presentExpenseAttachment)),
  );
}

/**
 * The receipts of some claims by claim (the claim detail, its PDF and the exports), one page of a claim's receipts
 * with their count (four statements), one receipt of a claim (three statements): the rows, then their tax lines and
 * attachments for all of them.
 */
export const {
  ofClaims: invoicesOfClaims,
  page: invoicePage,
  one: invoiceOfClaim,
} = claimLineReads({ table: invoices, select: selectInvoices, present: presentRows });
