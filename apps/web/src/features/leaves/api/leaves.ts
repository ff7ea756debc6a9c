import type { LeaveInput, LeaveStatusPatch } from '@staff/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { usePatchWithAnswer } from '../../../lib/patchAnswer';
import type { Page } from '../../../lib/types';
import type { Leave, LeaveBalanceRow, LeaveFilters, LeaveHistoryEntry, TypeOfLeave } from './types';

/** Every leave query starts with this key, so that a change refreshes lists, totals, balances and the calendar. */
export const leavesKey = ['leave'] as const;

export type LeaveListParams = LeaveFilters & { limit: number; offset?: number; ordering?: string };

export const leaveListQuery = (params: LeaveListParams) =>
  queryOptions({
    queryKey: [...leavesKey, 'list', params],
    queryFn: ({ signal }) => api<Page<Leave>>('leave/', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const leaveQuery = (id: number) =>
  queryOptions({
    queryKey: [...leavesKey, 'one', id],
    queryFn: () => api<Leave>(`leave/${id}/`),
  });

/** The balances of the types with rights management, for the period holding `date`. */
export const leaveBalanceQuery = (params: { owner?: number; date?: string }) =>
  queryOptions({
    queryKey: [...leavesKey, 'balance', params],
    queryFn: () => api<LeaveBalanceRow[]>('leave/balance/', { query: params }),
  });

export const leaveHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...leavesKey, 'history', id],
    queryFn: () => api<LeaveHistoryEntry[]>(`leave/${id}/history/`),
  });

/** Types by rank: the active ones for the form's select, all of them for the list filters. */
export const typesOfLeaveQuery = (activeOnly: boolean) =>
  queryOptions({
    queryKey: ['typeOfLeave', { active: activeOnly }],
    queryFn: () => api<Page<TypeOfLeave>>('typeOfLeave/', { query: { active: activeOnly ? true : undefined } }),
    staleTime: 5 * 60 * 1000,
  });

function useInvalidateLeaves() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: leavesKey });
}

/** POST or PUT: the form shows the server's field errors itself. */
export function useSaveLeave() {
  const invalidate = useInvalidateLeaves();
  return useMutation({
    mutationFn: ({ id, ...body }: LeaveInput & { id?: number }) =>
      id ? api<Leave>(`leave/${id}/`, { method: 'PUT', body }) : api<Leave>('leave/', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** PATCH {status, reason?}: submit, validate, refuse (with its optional reason), unsubmit, cancel. The caller words the failure. */
export const useChangeLeaveStatus = () =>
  usePatchWithAnswer<LeaveStatusPatch, Leave>(leavesKey, (id) => `leave/${id}/`);

export function useDeleteLeave() {
  const invalidate = useInvalidateLeaves();
  return useMutation({
    mutationFn: (id: number) => api<null>(`leave/${id}/`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}
