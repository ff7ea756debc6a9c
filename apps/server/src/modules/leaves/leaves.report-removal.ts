import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { insertHistory } from './leaves.queries';
import { leaves } from './leaves.tables';

/**
 * Its owner takes a leave's days out of their activity reports (a type with can_delete_from_activity_report, issue
 * 28), in the caller's transaction, which decided the report may change: the reports and the synthesis stop placing
 * it, its days are free to fill. Its dates, status and days (the balance) stay; its history says it.
 */
export async function removeLeaveFromReports(tx: Db, companyId: number, leaveId: number, userId: number) {
  await tx
    .update(leaves)
    .set({ removed_from_activity_report: true })
    .where(inCompany(leaves, companyId, [eq(leaves.id, leaveId)]));
  await insertHistory(tx, {
    company_id: companyId,
    leave_id: leaveId,
    user_id: userId,
    action_flag: 2,
    change_message: { removed_from_activity_report: true },
  });
}
