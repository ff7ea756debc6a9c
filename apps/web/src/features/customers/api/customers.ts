import type {
  CustomerData,
  CustomerListQuery,
  CustomerOut,
  ProjectData,
  ProjectListQuery,
  ProjectMemberOut,
  ProjectOut,
  ServiceOut,
  UserOut,
} from '@staff/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/types';

export type Customer = CustomerOut;
export type Project = ProjectOut;
export type ProjectMember = ProjectMemberOut;

/** A customer's projects count in its row: every change refreshes both lists. */
const customersKey = ['customer'] as const;
const projectsKey = ['project'] as const;

type ListParams<Q> = Partial<Omit<Q, 'limit' | 'offset'>> & { limit: number; offset: number };

export const customerListQuery = (params: ListParams<CustomerListQuery>) =>
  queryOptions({
    queryKey: [...customersKey, 'list', params],
    queryFn: ({ signal }) => api<Page<Customer>>('customer/', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const customerQuery = (id: number) =>
  queryOptions({ queryKey: [...customersKey, 'one', id], queryFn: () => api<Customer>(`customer/${id}/`) });

export const projectListQuery = (params: ListParams<ProjectListQuery>) =>
  queryOptions({
    queryKey: [...projectsKey, 'list', params],
    queryFn: ({ signal }) => api<Page<Project>>('project/', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const projectMembersQuery = (id: number) =>
  queryOptions({
    queryKey: [...projectsKey, 'members', id],
    queryFn: () => api<ProjectMember[]>(`project/${id}/members/`),
  });

/** The company's services, for the project form's select and the list's filter. */
export const projectServicesQuery = () =>
  queryOptions({
    queryKey: ['service', 'all'],
    queryFn: () => api<Page<ServiceOut>>('service/', { query: { limit: 1000 } }),
    staleTime: 5 * 60 * 1000,
  });

/** The active employees, for the project's list of users. */
export const projectPeopleQuery = () =>
  queryOptions({
    queryKey: ['user', 'project-members'],
    queryFn: () => api<Page<UserOut>>('user/', { query: { is_active: true, ordering: 'last_name', limit: 1000 } }),
    staleTime: 60 * 1000,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: customersKey }),
      queryClient.invalidateQueries({ queryKey: projectsKey }),
    ]);
}

/** POST or PUT customer/: the form shows the server's field errors itself. */
export function useSaveCustomer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: CustomerData & { id?: number }) =>
      id
        ? api<Customer>(`customer/${id}/`, { method: 'PUT', body })
        : api<Customer>('customer/', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteCustomer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api<null>(`customer/${id}/`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useSaveProject() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: ProjectData & { id?: number }) =>
      id ? api<Project>(`project/${id}/`, { method: 'PUT', body }) : api<Project>('project/', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteProject() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api<null>(`project/${id}/`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useSetProjectMembers() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, users }: { id: number; users: number[] }) =>
      api<ProjectMember[]>(`project/${id}/members/`, { method: 'PUT', body: { users } }),
    onSuccess: invalidate,
  });
}
