import { eq, exists, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { CompanyAuth } from '../../platform/access';
import { fieldError } from '../../platform/errors';
import { expenseFreeLeaveOn } from '../leaves';
import { customers } from '../projects/projects.tables';
import { taxRates, typesOfExpense, typesOfVehicle } from '../reference/reference.tables';
import { type ExpenseClaimRow, lockEditableClaim } from './expense-claims.policy';
import { linesCents } from './expense-claims.queries';
import { expenseClaims, type invoices, invoiceTaxes, type travelExpenses } from './expenses.tables';

/**
 * What every writer of a claim's lines (receipts, travel expenses, attachments) does around its write, in one
 * transaction: lock the claim and check it is the caller's own draft (404/403/409, expense-claims.policy.ts: lock,
 * then check, so a claim sent meanwhile is seen sent), write, then bump the claim's `modified` and keep the sum of its
 * lines (`lines_cents`, the lists' sort key).
 */
export function changeClaimLines<T>(
  db: Database,
  auth: CompanyAuth,
  claimId: number,
  write: (tx: Db, claim: ExpenseClaimRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const claim = await lockEditableClaim(tx, auth, claimId);
    const result = await write(tx, claim);
    await tx
      .update(expenseClaims)
      .set({ modified: sql`now()`, lines_cents: linesCents })
      .where(inCompany(expenseClaims, claim.company_id, [eq(expenseClaims.id, claim.id)]));
    return result;
  });
}

/**
 * A receipt or trip dated inside one of the owner's leaves whose type forbids expenses (`prevent_expense_entry`) is
 * refused on its date: the employee was away, a cost of that day is not theirs to claim.
 */
export async function refuseDateInLeave(tx: Db, claim: ExpenseClaimRow, date: string): Promise<void> {
  const leave = await expenseFreeLeaveOn(tx, claim.company_id, claim.owner_id, date);
  if (leave) throw fieldError('date', 'expense.dateInLeave', { type: leave.type });
}

/** The line `lineId` of the claim (a receipt or a travel expense), as an update or a delete names it. */
export const lineOfClaim = (table: typeof invoices | typeof travelExpenses, claim: ExpenseClaimRow, lineId: number) =>
  inCompany(table, claim.company_id, [eq(table.id, lineId), eq(table.expense_claim_id, claim.id)]);

/*
 * The company's reference rows a line names, read FOR KEY SHARE: held until the line's transaction ends, so that a
 * delete of the type, vehicle, customer or rate (which locks its row FOR UPDATE, then looks for lines) waits for the
 * line and sees it, or wins first and the line's read finds nothing (400 on the field), never a foreign-key 500.
 */

export async function typeOfExpenseFor(tx: Db, companyId: number, id: number) {
  const [row] = await tx
    .select({
      id: typesOfExpense.id,
      label: typesOfExpense.label,
      person_is_mandatory: typesOfExpense.person_is_mandatory,
      is_lunch: typesOfExpense.is_lunch,
    })
    .from(typesOfExpense)
    .where(inCompany(typesOfExpense, companyId, [eq(typesOfExpense.id, id)]))
    .for('key share');
  if (!row) throw fieldError('type_of_expense', 'expense.typeOfExpenseUnknown');
  return row;
}

export async function customerFor(tx: Db, companyId: number, id: number) {
  const [row] = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(inCompany(customers, companyId, [eq(customers.id, id)]))
    .for('key share');
  if (!row) throw fieldError('customer', 'expense.customerUnknown');
  return row;
}

export async function vehicleFor(tx: Db, companyId: number, id: number) {
  const [row] = await tx
    .select({
      id: typesOfVehicle.id,
      name: typesOfVehicle.name,
      short_name: typesOfVehicle.short_name,
      rate_millis: typesOfVehicle.rate_millis,
    })
    .from(typesOfVehicle)
    .where(inCompany(typesOfVehicle, companyId, [eq(typesOfVehicle.id, id)]))
    .for('key share');
  if (!row) throw fieldError('type_of_vehicle', 'expense.vehicleUnknown');
  return row;
}

/**
 * The rates (percent) of the company's taxes named, by id; 400 on `field` when one is not the company's, or is
 * inactive and not already on the receipt `invoiceId` (a deactivated rate stays on the lines that name it, and a
 * receipt saved again may keep it, but no line takes it anew).
 */
export async function taxRatesFor(
  tx: Db,
  companyId: number,
  ids: readonly number[],
  { invoiceId, field = 'invoicetax_set' }: { invoiceId?: number; field?: string } = {},
): Promise<Map<number, number>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const onThisReceipt = tx
    .select({ one: sql`1` })
    .from(invoiceTaxes)
    .where(
      inCompany(invoiceTaxes, companyId, [
        eq(invoiceTaxes.tax_id, taxRates.id),
        eq(invoiceTaxes.invoice_id, invoiceId ?? 0),
      ]),
    );
  const rows = await tx
    .select({
      id: taxRates.id,
      value: taxRates.value,
      offered: sql<boolean>`${taxRates.active} or ${exists(onThisReceipt)}`,
    })
    .from(taxRates)
    .where(inCompany(taxRates, companyId, [inArray(taxRates.id, wanted)]))
    .for('key share');
  if (rows.length !== wanted.length) throw fieldError(field, 'expense.taxUnknown');
  if (rows.some((r) => !r.offered)) throw fieldError(field, 'expense.taxInactive');
  return new Map(rows.map((r) => [r.id, r.value]));
}
