import type { TimeReminderOut } from '@staff/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { TimeOwner } from './time-tracking.queries';
import { timeEntries, timeTrackingReminders } from './time-tracking.tables';

const mine = (owner: TimeOwner) =>
  inCompany(timeTrackingReminders, owner.companyId, [eq(timeTrackingReminders.user_id, owner.userId)]);

/** The in-app notice is cleared when the user tracks again (starts or adds a task) or dismisses it. */
export async function clearReminderNotice(tx: Db, owner: TimeOwner): Promise<void> {
  await tx
    .update(timeTrackingReminders)
    .set({ notice_pending: false })
    .where(and(mine(owner), eq(timeTrackingReminders.notice_pending, true)));
}

/** The last instant the user tracked: the latest start or end of their entries (null: never). */
export const lastTracked = sql<Date | null>`(SELECT max(coalesce(e.end_time, e.start_time)) FROM ${timeEntries} e
  WHERE e.company_id = ${timeTrackingReminders.company_id} AND e.owner_id = ${timeTrackingReminders.user_id})`;

/** GET time-entry/reminder/: due while a reminder mail's notice waits; `since`: the last time the user tracked. */
export async function reminderNotice(db: Db, owner: TimeOwner): Promise<TimeReminderOut> {
  const [row] = await db
    .select({ due: timeTrackingReminders.notice_pending, since: lastTracked })
    .from(timeTrackingReminders)
    .where(mine(owner));
  if (!row?.due) return { due: false, since: null };
  return { due: true, since: row.since ? new Date(row.since).toISOString() : null };
}
