import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TIME_TRACKING_KEY } from './keys';
import type { TimeTrackingPreferences } from './types';

const PREFERENCES_PATH = 'my-account/preferences/time_tracking/';

export const preferencesQuery = queryOptions({
  queryKey: [...TIME_TRACKING_KEY, 'preferences'],
  queryFn: ({ signal }) => api<TimeTrackingPreferences>(PREFERENCES_PATH, { signal }),
});

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeTrackingPreferences) =>
      api<TimeTrackingPreferences>(PREFERENCES_PATH, { method: 'PUT', body }),
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(preferencesQuery.queryKey, saved),
  });
}

/** The in-app reminder notice (the server sets it with the reminder mail): shown on the task list until dismissed. */
export const reminderQuery = queryOptions({
  queryKey: [...TIME_TRACKING_KEY, 'reminder'],
  queryFn: ({ signal }) => api<{ due: boolean; since: string | null }>('time-entry/reminder/', { signal }),
});

export function useDismissReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>('time-entry/reminder/', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(reminderQuery.queryKey, { due: false, since: null }),
  });
}
