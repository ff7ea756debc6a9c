import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/types';
import { TIME_TRACKING_KEY } from './keys';
import type { TimeEntry, TimeEntryInput } from './types';

/** The list's filters: a week of days (`date_max` exclusive, contract), or a search by project or tag name. */
export type EntryFilters = { date_min?: string; date_max?: string; project?: string; tag?: string; limit?: number };

/** The whole week at once: a week holds far fewer entries than the server's page maximum. */
const WEEK_LIMIT = 1000;

export const entryListQuery = (filters: EntryFilters) =>
  queryOptions({
    queryKey: [...TIME_TRACKING_KEY, 'entries', filters],
    queryFn: ({ signal }) =>
      api<Page<TimeEntry>>('time-entry/', { query: { for_me: 'True', limit: WEEK_LIMIT, ...filters }, signal }),
    // A too-short search is the search box's to say, under the field.
    meta: { silent: true },
  });

/** A manual task (no id) or an edit (id); `confirm_long_day` once the user said yes to the 12 h day. */
export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TimeEntryInput & { id?: number }) =>
      api<TimeEntry>(id ? `time-entry/${id}/` : 'time-entry/', { method: id ? 'PUT' : 'POST', body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIME_TRACKING_KEY }),
  });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<null>(`time-entry/${id}/`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIME_TRACKING_KEY }),
  });
}
