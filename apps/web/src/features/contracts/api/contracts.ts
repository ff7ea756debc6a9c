import type { ContractIn, ContractListQuery, ContractOut } from '@staff/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/types';

/** Every contract query starts with this key: a change refreshes the list and the employee form's choices. */
export const contractsKey = ['contract'] as const;

export type ContractListParams = Partial<Omit<ContractListQuery, 'can_overflow_max_worked_days'>> & {
  limit: number;
  /** The query string speaks `True`/`False` (spec/3 §7). */
  can_overflow_max_worked_days?: 'True' | 'False';
};

export const contractListQuery = (params: ContractListParams) =>
  queryOptions({
    queryKey: [...contractsKey, 'list', params],
    queryFn: ({ signal }) => api<Page<ContractOut>>('contract/', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

function useInvalidateContracts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contractsKey });
}

/** POST or PUT: the modal shows the server's field errors itself. */
export function useSaveContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: ({ id, ...body }: ContractIn & { id?: number }) =>
      id
        ? api<ContractOut>(`contract/${id}/`, { method: 'PUT', body })
        : api<ContractOut>('contract/', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** DELETE: refused (409) while employees hold the contract; the list reloads either way. */
export function useDeleteContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: (id: number) => api<null>(`contract/${id}/`, { method: 'DELETE' }),
    meta: { silent: true },
    onSettled: invalidate,
  });
}
