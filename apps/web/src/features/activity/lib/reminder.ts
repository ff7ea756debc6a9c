import type { ActivityReportStatus } from '@staff/shared';
import { daysLeftInMonth } from '../../../lib/dates';

/** spec/1 §9: the reminder appears when 5 days or fewer remain in the month. */
export const ACTIVITY_REMINDER_DAYS = 5;

/**
 * Whether the dashboard reminds the user of this month's activity report: near the month's end (5 days or fewer,
 * today included) while the report is still a draft, or not created at all.
 */
export function remindActivityReport(today: string, status: ActivityReportStatus | null): boolean {
  return daysLeftInMonth(today) <= ACTIVITY_REMINDER_DAYS && (status === null || status === 'draft');
}
