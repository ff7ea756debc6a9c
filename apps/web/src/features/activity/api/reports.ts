import type { ActivityFillFromTimeOut, ActivityReportCreateInput, ActivityReportListQuery } from '@staff/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import type { Page } from '../../../lib/types';
import type { Activity, ActivityReport, ActivityReportDetail } from './types';

/** Every activity report query starts with this key, so that a change refreshes the year, the lists and the detail. */
export const activityReportsKey = ['activity-report'] as const;

/** GET activity-report/ with any of its filters (the back office pages it; the year home asks for one year). */
export type ActivityReportListParams = Partial<Omit<ActivityReportListQuery, 'has_overtime'>> & {
  has_overtime?: boolean;
};

export const activityReportListQuery = (params: ActivityReportListParams) =>
  queryOptions({
    queryKey: [...activityReportsKey, 'list', params],
    queryFn: ({ signal }) => api<Page<ActivityReport>>('activity-report/', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

/** A year's reports at most: twelve months, or twelve months of up to six week parts (a weekly company). */
const YEAR_REPORTS_MAX = 12 * 6;

/** The viewer's reports of one year, in one request: the twelve month cards of the year home. */
export const myYearReportsQuery = (year: number) =>
  activityReportListQuery({ owner: 'me', year, limit: YEAR_REPORTS_MAX, ordering: 'date' });

export const activityReportQuery = (id: number) =>
  queryOptions({
    queryKey: [...activityReportsKey, 'one', id],
    queryFn: ({ signal }) => api<ActivityReportDetail>(`activity-report/${id}/`, { signal }),
  });

/** The report's PDF (GET /api/pdf/activity-report/{id}): shown in the browser (`download` false) or downloaded. */
export const activityReportPdfUrl = (id: number, download: boolean) =>
  apiUrl(`pdf/activity-report/${id}`, { pdf: download ? 1 : 0 });

/** Downloads the report's PDF, whole or for one customer of its projects; named by the server, else `fallbackName`. */
export const downloadActivityReportPdf = (id: number, fallbackName: string, customer?: number) =>
  downloadFile(`pdf/activity-report/${id}`, fallbackName, { pdf: 1, customer });

/** Refreshes every activity report query (lists, year, detail). */
export function useInvalidateActivityReports() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: activityReportsKey });
}

/** POST activity-report/: the month's report (201 created, 200 the one it already has). The caller words a failure. */
export function useCreateActivityReport() {
  const invalidate = useInvalidateActivityReports();
  return useMutation({
    mutationFn: (body: ActivityReportCreateInput) => api<ActivityReport>('activity-report/', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** PUT activity-report/{id}/ {remark}: the owner's remark, on a draft only. */
export function useSaveActivityRemark() {
  const invalidate = useInvalidateActivityReports();
  return useMutation({
    mutationFn: ({ id, remark }: { id: number; remark: string | null }) =>
      api<ActivityReport>(`activity-report/${id}/`, { method: 'PUT', body: { remark } }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/**
 * POST activity-report/{id}/remove-leave/ {leave}: the owner takes a leave's days out of their draft (a type with
 * can_delete_from_activity_report); the report is read again with its freed days.
 */
export function useRemoveLeaveFromReport() {
  const invalidate = useInvalidateActivityReports();
  return useMutation({
    mutationFn: ({ report, leave }: { report: number; leave: number }) =>
      api<ActivityReportDetail>(`activity-report/${report}/remove-leave/`, { method: 'POST', body: { leave } }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** POST activity-report/{id}/fill/: the free working slots filled from last month's projects. */
export function useFillActivityReport() {
  const invalidate = useInvalidateActivityReports();
  return useMutation({
    mutationFn: (id: number) => api<Page<Activity>>(`activity-report/${id}/fill/`, { method: 'POST' }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** GET activity-report/{id}/from-time-tracking/: what the month's tracked time would write (read when asked). */
export const fillFromTimePreviewQuery = (id: number) =>
  queryOptions({
    queryKey: [...activityReportsKey, 'from-time-tracking', id],
    queryFn: ({ signal }) => api<ActivityFillFromTimeOut>(`activity-report/${id}/from-time-tracking/`, { signal }),
    // The preview is read each time the dialog opens: time may have been tracked meanwhile.
    staleTime: 0,
    gcTime: 0,
  });

/** POST activity-report/{id}/from-time-tracking/ {overwrite}: the preview written; the report is read again. */
export function useFillFromTimeTracking() {
  const invalidate = useInvalidateActivityReports();
  return useMutation({
    mutationFn: ({ id, overwrite }: { id: number; overwrite: boolean }) =>
      api<Page<Activity>>(`activity-report/${id}/from-time-tracking/`, { method: 'POST', body: { overwrite } }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}
