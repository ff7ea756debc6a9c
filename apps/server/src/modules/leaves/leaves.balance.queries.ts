import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { typesOfLeave } from '../reference/reference.tables';
import { leaves } from './leaves.tables';

/** The company's active types with rights management, by rank: the rows of a balance. */
export function rightsManagedTypes(db: Db, companyId: number) {
  return db
    .select()
    .from(typesOfLeave)
    .where(
      and(
        eq(typesOfLeave.company_id, companyId),
        eq(typesOfLeave.rights_management, true),
        eq(typesOfLeave.active, true),
      ),
    )
    .orderBy(typesOfLeave.rank);
}

/**
 * The owner's accepted and submitted leaves of these types beginning from `earliest` to `latest` (the union of the
 * types' reference periods): the caller sorts them into each type's own period.
 */
export function countedLeaves(
  db: Db,
  companyId: number,
  ownerId: number,
  typeIds: number[],
  earliest: string,
  latest: string,
) {
  return db
    .select({
      type: leaves.type_of_leave_id,
      begin: leaves.begin_date,
      status: leaves.status,
      half_days: leaves.half_days,
    })
    .from(leaves)
    .where(
      and(
        eq(leaves.company_id, companyId),
        eq(leaves.owner_id, ownerId),
        inArray(leaves.type_of_leave_id, typeIds),
        sql`${leaves.status} IN ('accepted', 'submitted')`,
        gte(leaves.begin_date, earliest),
        lte(leaves.begin_date, latest),
      ),
    );
}
