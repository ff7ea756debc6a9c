import { businessDaysOfMonth, type ReportDays, reportPeriodName } from '@staff/shared';
import type { ActivityReport } from '../api/types';

/**
 * A report's period as the pages read it (shared activities/period.ts): its days (the month's, or its week's part of
 * the month) and its name, "novembre 2026" or "semaine 48 (du 23/11/2026 au 29/11/2026)".
 */
export const daysOf = (report: Pick<ActivityReport, 'first_day' | 'last_day'>): ReportDays => ({
  first: report.first_day,
  last: report.last_day,
});

export const periodNameOf = (report: Pick<ActivityReport, 'first_day' | 'last_day' | 'period'>, language: string) =>
  reportPeriodName(daysOf(report), report.period, language.startsWith('en') ? 'en' : 'fr');

/** The business days of a report's days, in order. */
export const businessDaysOf = (days: ReportDays) =>
  businessDaysOfMonth(days.first).filter((day) => day >= days.first && day <= days.last);
