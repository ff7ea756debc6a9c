import type { CompanyAdminOut, CompanyCreateInput, CompanyDeletionRecap, CompanyPatch } from '@staff/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Company, Page } from '../../../lib/types';

/** The console's row, the create body and the patch: the shared contract's types (`@staff/shared`, companies/). */
export type CompanyRow = CompanyAdminOut;
export type { CompanyCreateInput, CompanyPatch };

export type CompanyListParams = {
  limit: number;
  offset: number;
  ordering: string;
  search: string;
  deletion_requested?: boolean;
};
export type { CompanyDeletionRecap };

const companiesKey = ['company'] as const;

export const companiesQuery = (params: CompanyListParams) =>
  queryOptions({
    queryKey: [...companiesKey, params],
    queryFn: () => api<Page<CompanyRow>>('company/', { query: params }),
    placeholderData: keepPreviousData,
  });

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyCreateInput) => api<Company>('company/', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKey }),
  });
}

export function usePatchCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CompanyPatch & { id: number }) =>
      api<Company>(`company/${id}/`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKey }),
  });
}

/** The companies whose administrator asked for their deletion, oldest request first (the console's first block). */
export const awaitingDeletionQuery = queryOptions({
  queryKey: [...companiesKey, 'awaiting-deletion'],
  queryFn: () =>
    api<Page<CompanyRow>>('company/', {
      query: { deletion_requested: true, limit: 100, offset: 0, ordering: 'name' },
    }),
});

/** The recap of the deletion page (spec/3 §1). */
export const deletionRecapQuery = (id: number) =>
  queryOptions({
    queryKey: [...companiesKey, 'recap', id],
    queryFn: () => api<CompanyDeletionRecap>(`company/${id}/`),
  });

/** Erases a company; the server checks the typed name too. */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api<void>(`company/${id}/`, { method: 'DELETE', body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKey }),
  });
}
