import type {
  CompanyPreferencesOf,
  ContractOut,
  Employee,
  EmployeeOut,
  EmployeeOverviewOut,
  ServiceOut,
  UserOut,
} from '@staff/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/types';

/** Every directory query starts with `user` (the calendar's and the delegation's too): a change refreshes them all. */
export const employeesKey = ['user'] as const;

/** GET /api/user/ as the employees list asks it (spec 3 §7). */
export type EmployeeListParams = {
  limit: number;
  offset: number;
  ordering: string;
  search?: string;
  /** true unless "show inactives" is ticked. */
  is_active?: boolean;
  employee_number?: string;
  first_name?: string;
  last_name?: string;
  service?: number;
};

export const employeeListQuery = (params: EmployeeListParams) =>
  queryOptions({
    queryKey: [...employeesKey, 'list', params],
    queryFn: ({ signal }) => api<Page<UserOut>>('user/', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

/** The full record (the caller holds user.create, so the server answers every field of EmployeeOut). */
export const employeeQuery = (id: number) =>
  queryOptions({
    queryKey: [...employeesKey, 'one', id],
    queryFn: () => api<EmployeeOut>(`user/${id}/`),
  });

/** GET /api/user/{id}/overview/: the employee's page (record, balances, documents, history) in one call. */
export const employeeOverviewQuery = (id: number) =>
  queryOptions({
    queryKey: [...employeesKey, 'overview', id],
    queryFn: () => api<EmployeeOverviewOut>(`user/${id}/overview/`),
  });

/** A free username for a new employee's name; null when the name gives none. */
export const usernameSuggestionQuery = (name: { first_name: string; last_name: string }) =>
  queryOptions({
    queryKey: [...employeesKey, 'username-suggestion', name],
    queryFn: ({ signal }) =>
      api<{ username: string | null }>('user/username-suggestion/', { query: name, signal }).then((r) => r.username),
    enabled: name.last_name.trim() !== '',
    staleTime: 10_000,
  });

/**
 * What the company calls the free fields and the coefficient (company preferences, key `employee`); the company page
 * saves them under the same key, so its save refreshes the employees' screens.
 */
export const employeeFieldNamesQuery = () =>
  queryOptions({
    queryKey: ['company-settings', 'employee'],
    queryFn: () => api<CompanyPreferencesOf['employee']>('company-settings/employee/'),
    staleTime: 60_000,
  });

/** The company's services by name, for the form and the list's filter. */
export const employeeServicesQuery = () =>
  queryOptions({
    queryKey: ['service', 'all'],
    queryFn: () => api<Page<ServiceOut>>('service/', { query: { limit: 1000 } }),
    staleTime: 60_000,
  });

/** The company's contracts by rank, for the form. */
export const employeeContractsQuery = () =>
  queryOptions({
    queryKey: ['contract', 'all'],
    queryFn: () => api<Page<ContractOut>>('contract/', { query: { limit: 1000, ordering: 'rank' } }),
    staleTime: 60_000,
  });

function useInvalidateEmployees() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: employeesKey });
}

/** POST or PUT: the form shows the server's field errors itself. */
export function useSaveEmployee() {
  const invalidate = useInvalidateEmployees();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Employee }) =>
      id
        ? api<EmployeeOut>(`user/${id}/`, { method: 'PUT', body })
        : api<EmployeeOut>('user/', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteEmployee() {
  const invalidate = useInvalidateEmployees();
  return useMutation({
    mutationFn: (id: number) => api<void>(`user/${id}/`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useResendInvitation() {
  const invalidate = useInvalidateEmployees();
  return useMutation({
    mutationFn: (id: number) => api<void>(`user/${id}/invitation/`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}
