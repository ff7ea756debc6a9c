import { activityReportListQuery } from './reports';
import type { ActivityReport } from './types';

/**
 * The viewer's reports of the month of `today`: the dashboard's panel and its reminder share this request. One report,
 * or a weekly month's week parts (six at most).
 */
export const currentMonthReportQuery = (today: string) =>
  activityReportListQuery({ owner: 'me', date: today.slice(0, 7), limit: 6 });

/** Of the month's reports, the one whose days hold `today`: the month's, or this week's (none yet: undefined). */
export const reportOfToday = (reports: readonly ActivityReport[] | undefined, today: string) =>
  reports?.find((report) => report.first_day <= today && today <= report.last_day);
