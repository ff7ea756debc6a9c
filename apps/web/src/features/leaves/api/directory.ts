import type { LeaveDelegationInput } from '@staff/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/types';
import { leavesKey } from './leaves';
import type { Leave, Person, Service } from './types';

/** The calendar's rows: collaborators employed on the first shown month (spec/2 §7.1). */
export const calendarPeopleQuery = (params: { activeForDate: string; ordering: 'first_name' | 'last_name' }) =>
  queryOptions({
    queryKey: ['user', 'calendar', params],
    queryFn: () =>
      api<Page<Person>>('user/', {
        query: {
          roles: 'collaborator',
          active_for_date: params.activeForDate,
          ordering: params.ordering,
          limit: 1000,
        },
      }),
  });

/** Whom a delegation may name: the collaborators managed by `managedBy`, or every active one (hr, admin). */
export const delegablePeopleQuery = (managedBy: number | undefined) =>
  queryOptions({
    queryKey: ['user', 'delegation', managedBy ?? 'all'],
    queryFn: () =>
      api<Page<Person>>('user/', {
        query: { managed_by: managedBy, roles: 'collaborator', is_active: true, ordering: 'last_name', limit: 1000 },
      }),
  });

/** The services of a manager, or all of them (hr, admin). */
export const servicesQuery = (managerId: number | undefined) =>
  queryOptions({
    queryKey: ['service', managerId ?? 'all'],
    queryFn: () => api<Page<Service>>('service/', { query: { manager_id: managerId, limit: 1000 } }),
  });

export function useDelegateLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveDelegationInput) => api<Page<Leave>>('leave/delegation/', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leavesKey }),
  });
}
