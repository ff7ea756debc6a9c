import type { TypeOfLeaveInput, TypeOfLeaveListQuery } from '@staff/shared';
import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { conflict } from '../../platform/errors';
import { orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { leaves } from '../leaves/leaves.tables';
import { typesOfLeave } from './reference.tables';

/** The columns the list sorts on (spec/3 §2: name, active, deducting mode, rank; default rank). */
const ORDERING = {
  name: foldedColumn(typesOfLeave.name),
  active: typesOfLeave.active,
  deducting_mode: typesOfLeave.deducting_mode,
  rank: typesOfLeave.rank,
};

/** One page of the company's types of leave (by rank unless asked), with the count of the whole filtered list. */
export async function listTypesOfLeave(db: Db, companyId: number, q: TypeOfLeaveListQuery) {
  const where: SQL[] = [inCompany(typesOfLeave, companyId)];
  if (q.active !== undefined) where.push(eq(typesOfLeave.active, q.active));
  if (q.search) where.push(ilike(foldedColumn(typesOfLeave.name), containsPattern(q.search)));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(typesOfLeave)
      .where(and(...where))
      .orderBy(...orderBy(q.ordering, ORDERING, 'rank', typesOfLeave.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(typesOfLeave)
      .where(and(...where)),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** The columns of a type of leave from its body: the quota in hundredths of a day. */
const columnsOf = ({ annual_quota, ...rest }: TypeOfLeaveInput) => ({
  ...rest,
  annual_quota_hundredths: Math.round(annual_quota * 100),
});

export async function findTypeOfLeave(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(typesOfLeave)
    .where(inCompany(typesOfLeave, companyId, [eq(typesOfLeave.id, id)]));
  return row;
}

export async function insertTypeOfLeave(db: Db, companyId: number, input: TypeOfLeaveInput) {
  const [row] = await db
    .insert(typesOfLeave)
    .values({ ...columnsOf(input), company_id: companyId })
    .returning();
  return row!;
}

/** The route checked the type is the company's (404 otherwise); the filter stays in the statement all the same. */
export async function updateTypeOfLeave(db: Db, companyId: number, id: number, input: TypeOfLeaveInput) {
  const [row] = await db
    .update(typesOfLeave)
    .set(columnsOf(input))
    .where(inCompany(typesOfLeave, companyId, [eq(typesOfLeave.id, id)]))
    .returning();
  return row;
}

/**
 * Deletes a type no leave uses. A used one stays (its leaves, their history and PDFs name it): 409, deactivate it
 * instead. The row is locked first; a leave written with the type locks it too (`findLeaveType`), so it is either
 * seen here or waits for the delete and finds no type.
 */
export async function deleteTypeOfLeave(db: Database, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: typesOfLeave.id })
      .from(typesOfLeave)
      .where(inCompany(typesOfLeave, companyId, [eq(typesOfLeave.id, id)]))
      .for('update');
    const [used] = await tx
      .select({ id: leaves.id })
      .from(leaves)
      .where(inCompany(leaves, companyId, [eq(leaves.type_of_leave_id, id)]))
      .limit(1);
    if (used) throw conflict('reference.typeOfLeaveInUse', undefined, 'in_use');
    await tx.delete(typesOfLeave).where(inCompany(typesOfLeave, companyId, [eq(typesOfLeave.id, id)]));
  });
}
