import { activityReportListQuery } from './reports';

/** The viewer's report of the month of `today`, if any: the dashboard's panel and its reminder share this request. */
export const currentMonthReportQuery = (today: string) =>
  activityReportListQuery({ owner: 'me', date: today.slice(0, 7), limit: 1 });
