import type { ReportLeave } from '@staff/shared';
import { asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { leaves } from '../leaves/leaves.tables';
import { typesOfLeave } from '../reference/reference.tables';

/** A leave as the reports read it: its half days, status and type (confidential types hide their name). */
export type ReportLeaveRow = ReportLeave & {
  id: number;
  owner_id: number;
  type_of_leave_id: number;
  type_name: string;
  display_as_confidential: boolean;
  /** Its type lets the owner remove its days from the report (can_delete_from_activity_report, issue 28). */
  removable: boolean;
};

/**
 * The leaves that place themselves in activity reports: submitted or accepted (a draft is only an intention), of a
 * type shown in activity reports (types_of_leave.display_in_activity_report), meeting [from, to]. Telework is no
 * absence (types_of_leave.is_telework: a day worked elsewhere): the employee declares its project work like any other
 * day, so it is not read here; nor is a leave its owner removed from the reports (removed_from_activity_report). One
 * statement for any number of owners, so that a list of reports reads its leaves
 * once (no query per report).
 */
export async function reportLeavesOf(
  db: Db,
  companyId: number,
  ownerIds: readonly number[],
  range: { from: string; to: string },
): Promise<ReportLeaveRow[]> {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .select({
      id: leaves.id,
      owner_id: leaves.owner_id,
      begin_date: leaves.begin_date,
      begin_period: leaves.begin_period,
      end_date: leaves.end_date,
      end_period: leaves.end_period,
      status: leaves.status,
      type_of_leave_id: leaves.type_of_leave_id,
      type_name: typesOfLeave.name,
      display_as_confidential: typesOfLeave.display_as_confidential,
      count_as_worked: typesOfLeave.count_as_worked,
      removable: typesOfLeave.can_delete_from_activity_report,
    })
    .from(leaves)
    .innerJoin(typesOfLeave, eq(typesOfLeave.id, leaves.type_of_leave_id))
    .where(
      inCompany(leaves, companyId, [
        inArray(leaves.owner_id, [...ownerIds]),
        inArray(leaves.status, ['submitted', 'accepted']),
        eq(typesOfLeave.display_in_activity_report, true),
        eq(typesOfLeave.is_telework, false),
        eq(leaves.removed_from_activity_report, false),
        lte(leaves.begin_date, range.to),
        gte(leaves.end_date, range.from),
      ]),
    )
    .orderBy(asc(leaves.begin_date));
  return rows.map((row) => ({ ...row, status: row.status as ReportLeave['status'] }));
}
