import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TIME_TRACKING_KEY } from './keys';
import type { TimeEntry, TimerStartInput } from './types';

/**
 * The running task: the server's, never the browser's (it survives a reload, a second tab, another device). Read
 * again when the window comes back into focus, so a task stopped in another tab stops here too.
 */
export const timerQuery = queryOptions({
  queryKey: [...TIME_TRACKING_KEY, 'timer'],
  queryFn: ({ signal }) => api<TimeEntry | null>('timer/', { signal }),
  refetchOnWindowFocus: 'always',
});

/**
 * Start a task now (the header's form, or a replay of an entry). A failure is the app's red toast: 409
 * `time.task_in_progress` reads "A task is already in progress !".
 */
export function useStartTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimerStartInput) => api<TimeEntry>('timer/', { method: 'POST', body }),
    onSuccess: (entry) => {
      queryClient.setQueryData(timerQuery.queryKey, entry);
      return queryClient.invalidateQueries({ queryKey: TIME_TRACKING_KEY });
    },
  });
}

export function useStopTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TimeEntry>('timer/stop/', { method: 'POST' }),
    onSuccess: () => {
      queryClient.setQueryData(timerQuery.queryKey, null);
      return queryClient.invalidateQueries({ queryKey: TIME_TRACKING_KEY });
    },
  });
}
