import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/types';
import { activityReportsKey, useInvalidateActivityReports } from './reports';
import type { Activity, ActivityDayInput, ActivityReport, ActivityReportDetail } from './types';

/**
 * The day view's report (spec/1 §2 "It automatically creates the month's report if missing"): POST activity-report/
 * is idempotent (200 with the month's report when it has one), so opening a day asks for the month's report and then
 * reads its detail. Keyed under the reports so that any change of a report refreshes it.
 */
export const dayReportQuery = (month: string) => reportOfDayQuery(`${month}-01`);

/**
 * The report that holds `day`, created if missing: the day view of a weekly month asks for its week's (its key is the
 * week part's first day, so the days of one week share it).
 */
export const reportOfDayQuery = (day: string) =>
  queryOptions({
    queryKey: [...activityReportsKey, 'day', day],
    queryFn: async ({ signal }) => {
      const report = await api<ActivityReport>('activity-report/', {
        method: 'POST',
        body: { date: day },
        signal,
      });
      return api<ActivityReportDetail>(`activity-report/${report.id}/`, { signal });
    },
    // An edited day must not be overwritten under the user's hands by a refetch on focus.
    refetchOnWindowFocus: false,
  });

/** POST activity-report/{id}/day/: the whole day at once (every slice given exactly once, else 400). */
export function useSaveActivityDay() {
  const invalidate = useInvalidateActivityReports();
  return useMutation({
    mutationFn: ({ report, ...body }: ActivityDayInput & { report: number }) =>
      api<Page<Activity>>(`activity-report/${report}/day/`, { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}
