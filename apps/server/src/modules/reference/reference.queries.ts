import type { TypeOfLeaveListQuery } from '@staff/shared';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { typesOfLeave } from './reference.tables';

/** One page of the company's types of leave by rank, with the count of the whole filtered list. */
export async function listTypesOfLeave(db: Db, companyId: number, q: TypeOfLeaveListQuery) {
  const where: SQL[] = [eq(typesOfLeave.company_id, companyId)];
  if (q.active !== undefined) where.push(eq(typesOfLeave.active, q.active));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(typesOfLeave)
      .where(and(...where))
      .orderBy(asc(typesOfLeave.rank), asc(typesOfLeave.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(typesOfLeave)
      .where(and(...where)),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}
