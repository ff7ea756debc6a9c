import type { CompanyAdminOut, CompanyCreateInput, CompanyPatch } from '@staff/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Company, Page } from '../../../lib/types';

/** The console's row, the create body and the patch: the shared contract's types (`@staff/shared`, companies/). */
export type CompanyRow = CompanyAdminOut;
export type { CompanyCreateInput, CompanyPatch };

export type CompanyListParams = { limit: number; offset: number; ordering: string; search: string };

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
