import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TIME_TRACKING_KEY } from './keys';
import type { TimesheetCellsInput, TimesheetWeek } from './types';

const weekKey = (monday: string) => [...TIME_TRACKING_KEY, 'week', monday] as const;

export const timesheetWeekQuery = (monday: string) =>
  queryOptions({
    queryKey: weekKey(monday),
    queryFn: ({ signal }) => api<TimesheetWeek>('time-entry/week/', { query: { week: monday }, signal }),
  });

/** The grid's changed cells in one call (one transaction on the server); the answer is the week as it now is. */
export function useSaveTimesheetCells() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimesheetCellsInput) => api<TimesheetWeek>('time-entry/week/', { method: 'PUT', body }),
    meta: { silent: true },
    onSuccess: (week) => {
      queryClient.setQueryData(weekKey(week.week), week);
      return queryClient.invalidateQueries({ queryKey: TIME_TRACKING_KEY });
    },
  });
}

/** Last week's cells into this week's empty ones (never overwriting). */
export function useCopyLastWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (monday: string) =>
      api<TimesheetWeek>('time-entry/week/copy/', { method: 'POST', body: { week: monday } }),
    onSuccess: (week) => {
      queryClient.setQueryData(weekKey(week.week), week);
      return queryClient.invalidateQueries({ queryKey: TIME_TRACKING_KEY });
    },
  });
}
