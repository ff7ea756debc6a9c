import { type IsoDate, leaveSlotRange, monthBounds, slotSet } from '@staff/shared';
import { asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { WrittenLeave, WrittenLeaveType } from '../leaves';
import { cutActivities, workingSlotsOfReport } from './activities.slots';
import { activityReports } from './activities.tables';

/** The conditions of the owner's reports of the months a leave meets, for an `inCompany(activityReports, …)`. */
export const reportsMeeting = (leave: Pick<WrittenLeave, 'owner_id' | 'begin_date' | 'end_date'>): SQL[] => [
  eq(activityReports.owner_id, leave.owner_id),
  gte(activityReports.month, monthBounds(leave.begin_date as IsoDate).first),
  lte(activityReports.month, leave.end_date),
];

/**
 * A leave that is now submitted or accepted (by any path: a request submitted, automatic acceptance, a delegation, a
 * decision, an edit of a submitted leave) takes its half days out of the owner's DRAFT activity reports, in the
 * transaction that wrote it: the activities there are cut around it, and those it covers entirely are deleted. A sent
 * report is not touched (its owner can no longer change it; the send modal's "overlap" figure tells the validator).
 * Only the leaves `reportLeavesOf` places cut: types shown in activity reports, and not telework (a day worked
 * elsewhere, whose project work is declared like any other day's).
 *
 * Locks: the leave's writer already holds the owner's leave lock; the reports are then locked FOR UPDATE in id order.
 * An activity writer holds a report's lock and reads leaves without taking the owner's: no cycle.
 */
export async function takeLeaveOutOfDraftReports(tx: Db, leave: WrittenLeave, type: WrittenLeaveType): Promise<void> {
  if (leave.status !== 'submitted' && leave.status !== 'accepted') return;
  if (!type.display_in_activity_report || type.is_telework) return;
  // Removed from the reports by its owner (can_delete_from_activity_report): the work placed on its days stays.
  if (leave.removed_from_activity_report) return;
  const reports = await tx
    .select()
    .from(activityReports)
    .where(
      inCompany(activityReports, leave.company_id, [...reportsMeeting(leave), eq(activityReports.status, 'draft')]),
    )
    .orderBy(asc(activityReports.id))
    .for('update');
  for (const report of reports) {
    const working = workingSlotsOfReport(report);
    if (working.length === 0) continue;
    await cutActivities(tx, report, slotSet([leaveSlotRange(leave, report.slices_per_day)], working));
  }
}
