import type { TaxInput, TaxListQuery } from '@staff/shared';
import { asc, count, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { conflict, fieldError } from '../../platform/errors';
import { lockCompany } from '../../platform/locks';
import { invoiceTaxes } from '../expenses/expenses.tables';
import { taxRates } from './reference.tables';

/*
 * The company's VAT rates (spec/1 §7 listTax), administered with the other reference types (issue 28): added, then
 * deactivated rather than changed (the lines copy the rate they were saved with: another value is another rate), and
 * deleted only while no tax line names them. As with the types, a delete locks the row FOR UPDATE before it looks for
 * lines, and a line's save reads its rates FOR KEY SHARE (`taxRatesFor`), so the two never cross.
 */

/** A tax line of the company names the rate: one index probe (invoice_taxes_tax_idx). */
const linesNaming = (db: Db, companyId: number, taxId: SQL | typeof taxRates.id | number) =>
  db
    .select({ one: sql`1` })
    .from(invoiceTaxes)
    .where(inCompany(invoiceTaxes, companyId, [eq(invoiceTaxes.tax_id, taxId)]));

const taxColumns = (db: Db, companyId: number) => ({
  id: taxRates.id,
  value: taxRates.value,
  active: taxRates.active,
  in_use: sql<boolean>`${exists(linesNaming(db, companyId, taxRates.id))}`,
});

/** The company's VAT rates, highest first (20, 10, 5.5, 2.1, 0): the order an invoice line offers them. */
export async function listTaxRates(db: Db, companyId: number, q: TaxListQuery) {
  const active = q.active === undefined ? [] : [eq(taxRates.active, q.active)];
  const [rows, [total]] = await Promise.all([
    db
      .select(taxColumns(db, companyId))
      .from(taxRates)
      .where(inCompany(taxRates, companyId, active))
      .orderBy(desc(taxRates.value), asc(taxRates.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(taxRates)
      .where(inCompany(taxRates, companyId, active)),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** One rate as the list shows it (after a write: whether lines name it is read again). */
async function findTaxRate(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select(taxColumns(db, companyId))
    .from(taxRates)
    .where(inCompany(taxRates, companyId, [eq(taxRates.id, id)]));
  return row;
}

/**
 * Adds a rate the company does not have yet (400 on `value` otherwise: the invoice form would offer it twice). The
 * company's row is locked first, so two adds of one value run one after the other and the second sees the first.
 */
export async function insertTaxRate(db: Database, companyId: number, input: TaxInput) {
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const [same] = await tx
      .select({ id: taxRates.id })
      .from(taxRates)
      .where(inCompany(taxRates, companyId, [eq(taxRates.value, input.value)]))
      .limit(1);
    if (same) throw fieldError('value', 'reference.taxExists');
    const [row] = await tx
      .insert(taxRates)
      .values({ company_id: companyId, value: input.value })
      .returning({ id: taxRates.id, value: taxRates.value, active: taxRates.active });
    return { ...row!, in_use: false };
  });
}

/** Deactivates or reactivates a rate; undefined when it is gone (404). */
export async function setTaxRateActive(db: Db, companyId: number, id: number, active: boolean) {
  const [row] = await db
    .update(taxRates)
    .set({ active })
    .where(inCompany(taxRates, companyId, [eq(taxRates.id, id)]))
    .returning({ id: taxRates.id });
  return row && findTaxRate(db, companyId, row.id);
}

/** Deletes a rate no tax line names (409 in_use otherwise: the receipts that name it keep their meaning). */
export async function deleteTaxRate(db: Database, companyId: number, id: number) {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: taxRates.id })
      .from(taxRates)
      .where(inCompany(taxRates, companyId, [eq(taxRates.id, id)]))
      .for('update');
    const [used] = await linesNaming(tx, companyId, id).limit(1);
    if (used) throw conflict('reference.taxInUse', undefined, 'in_use');
    await tx.delete(taxRates).where(inCompany(taxRates, companyId, [eq(taxRates.id, id)]));
  });
}
