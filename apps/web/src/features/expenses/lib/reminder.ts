import type { ExpenseClaimStatus } from '@staff/shared';
import { daysLeftInMonth } from '../../../lib/dates';

/** spec/1 §9: the reminder appears when 5 days or fewer remain in the month. */
export const EXPENSE_REMINDER_DAYS = 5;

/**
 * Whether the dashboard reminds the user of this month's expense claim (spec/1 §9 "the report or claim is still
 * draft"): near the month's end (5 days or fewer, today included) while it is a draft. Unlike the activity report, a
 * month without a claim is not reminded of: a claim is only made when there were expenses.
 */
export function remindExpenseClaim(today: string, status: ExpenseClaimStatus | null): boolean {
  return status === 'draft' && daysLeftInMonth(today) <= EXPENSE_REMINDER_DAYS;
}
