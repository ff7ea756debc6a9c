import type {
  ExportCheckOut,
  ExportPluginOut,
  MonthlyLeavesOut,
  MonthlySummaryOut,
  ReminderInput,
  ReminderPreviewOut,
  ReminderSendOut,
} from '@staff/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The monthly synthesis's calls (docs/api-monthly-synthesis.md): the two tables, the reminder, the unlock and the
 * export plugins. Every query starts with `synthesisKey`, so that an unlock or a reminder refreshes the whole page.
 */
export const synthesisKey = ['monthly-synthesis'] as const;

/** What both tables are asked: the month, the employee search and a page. */
export type SynthesisTableParams = {
  for_month: string;
  search_query?: string;
  ordering: string;
  limit: number;
  offset: number;
};

/** GET monthly_summary/: HC, W, IC and the extra columns of the month's people. */
export const monthlySummaryQuery = (params: SynthesisTableParams) =>
  queryOptions({
    queryKey: [...synthesisKey, 'summary', params],
    queryFn: ({ signal }) => api<MonthlySummaryOut>('monthly_summary/', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

/** GET monthly_summary/leaves/: the month's leaves and public holidays. */
export const monthlyLeavesQuery = (params: SynthesisTableParams) =>
  queryOptions({
    queryKey: [...synthesisKey, 'leaves', params],
    queryFn: ({ signal }) => api<MonthlyLeavesOut>('monthly_summary/leaves/', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

/** GET activity-report/reminder-mail/: who would get the reminder and its text; read fresh each time it opens. */
export const reminderPreviewQuery = (forMonth: string) =>
  queryOptions({
    queryKey: [...synthesisKey, 'reminder', forMonth],
    queryFn: ({ signal }) =>
      api<ReminderPreviewOut>('activity-report/reminder-mail/', { query: { for_month: forMonth }, signal }),
    staleTime: 0,
  });

/** GET monthly_summary/export-check/: read afresh before each payroll or overtime export (issue 25). */
export const fetchExportCheck = (forMonth: string) =>
  api<ExportCheckOut>('monthly_summary/export-check/', { query: { for_month: forMonth } });

/** GET export-plugin/?module=…: the payroll (monthly) and overtime plugins the viewer may run. */
export const synthesisExportPluginsQuery = (module: 'payroll' | 'overtime') =>
  queryOptions({
    queryKey: [...synthesisKey, 'plugins', module],
    queryFn: ({ signal }) =>
      api<{ count: number; results: ExportPluginOut[] }>('export-plugin/', {
        query: module === 'payroll' ? { module, period: 'monthly' } : { module },
        signal,
      }),
    staleTime: 5 * 60_000,
  });

function useInvalidateSynthesis() {
  const queryClient = useQueryClient();
  // The activity reports' own lists show the same statuses: refresh them too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: synthesisKey }),
      queryClient.invalidateQueries({ queryKey: ['activity-report'] }),
    ]);
}

/** POST activity-report/send-reminder-mail/ {for_month}: the server picks the recipients again and answers each. */
export function useSendReminder() {
  const invalidate = useInvalidateSynthesis();
  return useMutation({
    mutationFn: (body: ReminderInput) =>
      api<ReminderSendOut>('activity-report/send-reminder-mail/', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** PATCH activity-report/{id}/ {status: 'draft'}: the CRA cell's unlock of a submitted report. */
export function useUnlockReport() {
  const invalidate = useInvalidateSynthesis();
  return useMutation({
    mutationFn: (id: number) => api(`activity-report/${id}/`, { method: 'PATCH', body: { status: 'draft' } }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}
