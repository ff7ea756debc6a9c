import type {
  ReferenceListQuery,
  TypeOfExpenseInput,
  TypeOfExpenseListQuery,
  TypeOfOvertimeInput,
  TypeOfVehicleInput,
} from '@staff/shared';
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { conflict } from '../../platform/errors';
import { orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { activityOvertimes } from '../activities/activities.tables';
import { invoices, travelExpenses } from '../expenses/expenses.tables';
import { typesOfExpense, typesOfOvertime, typesOfVehicle } from './reference.tables';

/*
 * The overtime, vehicle and expense types of a company (spec/3 §3; the tax rates: tax-rates.queries.ts). A type that lines
 * name (declared overtime, receipts, travel expenses) is not deleted (409 in_use): its row is locked first, and the
 * lines' writers read it FOR KEY SHARE, so a delete and a save never cross (as deleteTypeOfLeave does with leaves).
 */

/** Sorts on the name folded (accents and case aside), the others as they are; default rank. */
const shortTypeOrdering = (t: { name: PgColumn; short_name: PgColumn; rank: PgColumn }, rate: PgColumn) => ({
  name: foldedColumn(t.name),
  short_name: foldedColumn(t.short_name),
  rate,
  rank: t.rank,
});

/** The global search of the overtime and vehicle lists: the name or the short name holds the term. */
function shortTypeFilter(
  t: { company_id: PgColumn; name: PgColumn; short_name: PgColumn },
  companyId: number,
  search?: string,
) {
  const company = inCompany(t, companyId);
  if (!search) return company;
  const pattern = containsPattern(search);
  return and(company, or(ilike(foldedColumn(t.name), pattern), ilike(foldedColumn(t.short_name), pattern)));
}

// ——— Types of overtime ———

export async function listTypesOfOvertime(db: Db, companyId: number, q: ReferenceListQuery) {
  const where = shortTypeFilter(typesOfOvertime, companyId, q.search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(typesOfOvertime)
      .where(where)
      .orderBy(
        ...orderBy(q.ordering, shortTypeOrdering(typesOfOvertime, typesOfOvertime.rate), 'rank', typesOfOvertime.id),
      )
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(typesOfOvertime).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

const overtimeOf = (id: number, companyId: number) =>
  inCompany(typesOfOvertime, companyId, [eq(typesOfOvertime.id, id)]);

export async function insertTypeOfOvertime(db: Db, companyId: number, input: TypeOfOvertimeInput) {
  const [row] = await db
    .insert(typesOfOvertime)
    .values({ ...input, company_id: companyId })
    .returning();
  return row!;
}

export async function updateTypeOfOvertime(db: Db, companyId: number, id: number, input: TypeOfOvertimeInput) {
  const [row] = await db.update(typesOfOvertime).set(input).where(overtimeOf(id, companyId)).returning();
  return row;
}

/** Deletes a type no declared overtime uses (409 otherwise: the reports that name it keep their meaning). */
export async function deleteTypeOfOvertime(db: Database, companyId: number, id: number) {
  await db.transaction(async (tx) => {
    // The row first: a save of overtime reads its types FOR KEY SHARE, so the two never cross (as types of leave).
    await tx.select({ id: typesOfOvertime.id }).from(typesOfOvertime).where(overtimeOf(id, companyId)).for('update');
    const [used] = await tx
      .select({ id: activityOvertimes.id })
      .from(activityOvertimes)
      .where(inCompany(activityOvertimes, companyId, [eq(activityOvertimes.type_of_overtime_id, id)]))
      .limit(1);
    if (used) throw conflict('reference.typeOfOvertimeInUse', undefined, 'in_use');
    await tx.delete(typesOfOvertime).where(overtimeOf(id, companyId));
  });
}

// ——— Types of vehicle: the price per km in thousandths of a euro ———

const vehicleColumns = ({ rate, ...rest }: TypeOfVehicleInput) => ({ ...rest, rate_millis: Math.round(rate * 1000) });

export async function listTypesOfVehicle(db: Db, companyId: number, q: ReferenceListQuery) {
  const where = shortTypeFilter(typesOfVehicle, companyId, q.search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(typesOfVehicle)
      .where(where)
      .orderBy(
        ...orderBy(
          q.ordering,
          shortTypeOrdering(typesOfVehicle, typesOfVehicle.rate_millis),
          'rank',
          typesOfVehicle.id,
        ),
      )
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(typesOfVehicle).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

const vehicleOf = (id: number, companyId: number) => inCompany(typesOfVehicle, companyId, [eq(typesOfVehicle.id, id)]);

export async function insertTypeOfVehicle(db: Db, companyId: number, input: TypeOfVehicleInput) {
  const [row] = await db
    .insert(typesOfVehicle)
    .values({ ...vehicleColumns(input), company_id: companyId })
    .returning();
  return row!;
}

export async function updateTypeOfVehicle(db: Db, companyId: number, id: number, input: TypeOfVehicleInput) {
  const [row] = await db.update(typesOfVehicle).set(vehicleColumns(input)).where(vehicleOf(id, companyId)).returning();
  return row;
}

/** Deletes a vehicle no travel expense names (409 otherwise: the claims that name it keep their meaning). */
export async function deleteTypeOfVehicle(db: Database, companyId: number, id: number) {
  await db.transaction(async (tx) => {
    // The row first: a travel expense's save reads its vehicle FOR KEY SHARE, so the two never cross.
    await tx.select({ id: typesOfVehicle.id }).from(typesOfVehicle).where(vehicleOf(id, companyId)).for('update');
    const [used] = await tx
      .select({ id: travelExpenses.id })
      .from(travelExpenses)
      .where(inCompany(travelExpenses, companyId, [eq(travelExpenses.type_of_vehicle_id, id)]))
      .limit(1);
    if (used) throw conflict('reference.typeOfVehicleInUse', undefined, 'in_use');
    await tx.delete(typesOfVehicle).where(vehicleOf(id, companyId));
  });
}

// ——— Types of expense ———

const EXPENSE_ORDERING = {
  label: foldedColumn(typesOfExpense.label),
  person_is_mandatory: typesOfExpense.person_is_mandatory,
  is_lunch: typesOfExpense.is_lunch,
  accounting_number: typesOfExpense.accounting_number,
  name_account: foldedColumn(typesOfExpense.name_account),
  rank: typesOfExpense.rank,
};

/** The filters of spec/3 §7: texts match anywhere in the folded column, flags exactly. */
function expenseFilters(companyId: number, q: TypeOfExpenseListQuery): SQL | undefined {
  const where: SQL[] = [inCompany(typesOfExpense, companyId)];
  const contains = (column: SQL, term: string | undefined) => {
    if (term) where.push(ilike(column, containsPattern(term)));
  };
  contains(foldedColumn(typesOfExpense.label), q.label ?? q.search);
  contains(foldedColumn(typesOfExpense.accounting_number), q.accounting_number);
  contains(foldedColumn(typesOfExpense.name_account), q.name_account);
  if (q.person_is_mandatory !== undefined) where.push(eq(typesOfExpense.person_is_mandatory, q.person_is_mandatory));
  if (q.is_lunch !== undefined) where.push(eq(typesOfExpense.is_lunch, q.is_lunch));
  return and(...where);
}

export async function listTypesOfExpense(db: Db, companyId: number, q: TypeOfExpenseListQuery) {
  const where = expenseFilters(companyId, q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(typesOfExpense)
      .where(where)
      .orderBy(...orderBy(q.ordering, EXPENSE_ORDERING, 'rank', typesOfExpense.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(typesOfExpense).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

const expenseOf = (id: number, companyId: number) => inCompany(typesOfExpense, companyId, [eq(typesOfExpense.id, id)]);

export async function insertTypeOfExpense(db: Db, companyId: number, input: TypeOfExpenseInput) {
  const [row] = await db
    .insert(typesOfExpense)
    .values({ ...input, company_id: companyId })
    .returning();
  return row!;
}

export async function updateTypeOfExpense(db: Db, companyId: number, id: number, input: TypeOfExpenseInput) {
  const [row] = await db.update(typesOfExpense).set(input).where(expenseOf(id, companyId)).returning();
  return row;
}

/** Deletes a type no receipt names (409 otherwise: the claims that name it keep their meaning). */
export async function deleteTypeOfExpense(db: Database, companyId: number, id: number) {
  await db.transaction(async (tx) => {
    // The row first: a receipt's save reads its type FOR KEY SHARE, so the two never cross.
    await tx.select({ id: typesOfExpense.id }).from(typesOfExpense).where(expenseOf(id, companyId)).for('update');
    const [used] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(inCompany(invoices, companyId, [eq(invoices.type_of_expense_id, id)]))
      .limit(1);
    if (used) throw conflict('reference.typeOfExpenseInUse', undefined, 'in_use');
    await tx.delete(typesOfExpense).where(expenseOf(id, companyId));
  });
}
