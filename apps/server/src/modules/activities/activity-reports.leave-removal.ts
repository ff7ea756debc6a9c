import { monthBounds } from '@staff/shared';
import { ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { LOCK_NAMESPACE, lockKey } from '../../platform/locks';
import { removeLeaveFromReports } from '../leaves';
import { reportsMeeting } from './activities.leave-hook';
import { reportLeavesOf } from './activities.leaves';
import { activityReports } from './activities.tables';
import { lockEditableReport } from './activity-reports.policy';
import type { ReportContext } from './activity-reports.service';

/**
 * POST activity-report/{id}/remove-leave/ (issue 28): the owner of a draft report takes the days of one of its
 * leaves out of their reports, when its type allows it (can_delete_from_activity_report). Those days become free to
 * fill, in this report and any other the leave meets; the leave itself (dates, status, days, balance) is unchanged.
 * 404 for a leave the report does not place, 403 activity.leaveNotRemovable for a type that does not allow it, 409
 * activity.leaveInSentReport when a report already sent holds some of its days (its figures are decided).
 *
 * Locks: the owner's leave lock first, as a leave's writer takes it, then the report: a leave written meanwhile (its
 * hook cuts the drafts' activities) and this removal wait for each other.
 */
export async function removeLeaveFromReport(db: Database, ctx: ReportContext, reportId: number, leaveId: number) {
  await db.transaction(async (tx) => {
    await lockKey(tx, LOCK_NAMESPACE.leaveOwner, ctx.userId);
    const report = await lockEditableReport(tx, ctx.auth, reportId);
    const { first, last } = monthBounds(report.month);
    const placed = await reportLeavesOf(tx, report.company_id, [report.owner_id], { from: first, to: last });
    const leave = placed.find((l) => l.id === leaveId);
    if (!leave) throw notFound();
    if (!leave.removable) throw forbidden('activity.leaveNotRemovable');
    const sent = await tx
      .select({ id: activityReports.id })
      .from(activityReports)
      .where(
        inCompany(activityReports, report.company_id, [...reportsMeeting(leave), ne(activityReports.status, 'draft')]),
      )
      .limit(1);
    if (sent.length > 0) throw conflict('activity.leaveInSentReport');
    await removeLeaveFromReports(tx, report.company_id, leave.id, ctx.userId);
  });
}
