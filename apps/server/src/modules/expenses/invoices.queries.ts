import {
  type ExpenseAttachment,
  type InvoiceOut,
  type InvoiceTaxOut,
  isVatLineRight,
  type PageQuery,
  toEuros,
} from '@staff/shared';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../projects/projects.tables';
import { typesOfExpense } from '../reference/reference.tables';
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
    .where(and(eq(invoiceTaxes.company_id, companyId), inArray(invoiceTaxes.invoice_id, [...invoiceIds])))
    .orderBy(asc(invoiceTaxes.invoice_id), asc(invoiceTaxes.id));
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
 * The receipts of some claims as the wire gives them, in date order, by claim: three statements whatever the number
 * of claims and receipts (one when there are none). Every claim asked for has an entry, empty when it has none. The
 * claim detail, its PDF and the exports read them so.
 */
export async function invoicesOfClaims(
  db: Db,
  companyId: number,
  claimIds: readonly number[],
): Promise<Map<number, InvoiceOut[]>> {
  const byClaim = new Map<number, InvoiceOut[]>(claimIds.map((id) => [id, []]));
  if (claimIds.length === 0) return byClaim;
  const rows = await selectInvoices(
    db,
    and(eq(invoices.company_id, companyId), inArray(invoices.expense_claim_id, [...claimIds])),
  );
  for (const invoice of await presentRows(db, companyId, rows)) byClaim.get(invoice.expense_claim)?.push(invoice);
  return byClaim;
}

/** One page of a claim's receipts in date order, and their count: four statements whatever the page. */
export async function invoicePage(
  db: Db,
  companyId: number,
  claimId: number,
  page: Pick<PageQuery, 'limit' | 'offset'>,
): Promise<{ count: number; results: InvoiceOut[] }> {
  const where = and(eq(invoices.company_id, companyId), eq(invoices.expense_claim_id, claimId));
  const [rows, [total]] = await Promise.all([
    selectInvoices(db, where).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { count: Number(total?.n ?? 0), results: await presentRows(db, companyId, rows) };
}

/** One receipt of a claim as the wire gives it, or undefined: three statements. */
export async function invoiceOfClaim(
  db: Db,
  companyId: number,
  claimId: number,
  invoiceId: number,
): Promise<InvoiceOut | undefined> {
  const rows = await selectInvoices(
    db,
    and(eq(invoices.company_id, companyId), eq(invoices.expense_claim_id, claimId), eq(invoices.id, invoiceId)),
  );
  const [invoice] = await presentRows(db, companyId, rows);
  return invoice;
}
