import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Company, CompanyFlag, Page } from '../../../lib/types';

export type CompanyRow = Company & { user_count: number; created: string };

export type CompanyListParams = { limit: number; offset: number; ordering: string; search: string };

export type CompanyCreateInput = {
  name: string;
  hostname: string;
  is_trial_period: boolean;
  trial_period_end: string | null;
  admin: { username: string; first_name: string; last_name: string; email: string; password: string };
} & Record<CompanyFlag, boolean>;

export type CompanyPatch = Partial<Pick<Company, 'is_active' | 'is_trial_period' | 'trial_period_end'>>;

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
