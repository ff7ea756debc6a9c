import type {
  CustomerOut,
  MissionOrderCreateInput,
  MissionOrderDetailOut,
  MissionOrderExtendInput,
  MissionOrderInput,
  MissionOrderListQuery,
  MissionOrderOut,
  MissionOrderStatusPatch,
  MissionOrderTravelInput,
  ProjectOut,
  UserOut,
} from '@staff/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { putPatchAnswer, usePatchWithAnswer } from '../../../lib/patchAnswer';
import type { Page } from '../../../lib/types';

/** Every mission order query starts with this key: a change refreshes both lists and the detail. */
export const missionOrdersKey = ['mission-order'] as const;

/** The list's wire parameters (spec/2 §7.2); `status` one or several, comma-separated. */
export type MissionOrderListParams = Partial<Omit<MissionOrderListQuery, 'status' | 'limit' | 'offset'>> & {
  status?: string;
  limit: number;
  offset: number;
};

export const missionOrderListQuery = (params: MissionOrderListParams) =>
  queryOptions({
    queryKey: [...missionOrdersKey, 'list', params],
    queryFn: ({ signal }) => api<Page<MissionOrderOut>>('mission-order/', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const missionOrderQuery = (id: number) =>
  queryOptions({
    queryKey: [...missionOrdersKey, 'one', id],
    queryFn: ({ signal }) => api<MissionOrderDetailOut>(`mission-order/${id}/`, { signal }),
  });

/**
 * POST (with `owner`) or PUT (with `id`) of the manager form; the answer is the order as it now is. Silent: the form
 * places the server's field errors itself.
 */
export function useSaveMissionOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: MissionOrderInput | MissionOrderCreateInput }) =>
      id
        ? api<MissionOrderDetailOut>(`mission-order/${id}/`, { method: 'PUT', body })
        : api<MissionOrderDetailOut>('mission-order/', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: (answer) => putPatchAnswer(client, missionOrdersKey, answer),
  });
}

/** POST mission-order/travel/: the employee's travel request, stored in `ask` for the manager to complete. */
export function useSendTravelRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MissionOrderTravelInput) =>
      api<MissionOrderOut>('mission-order/travel/', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: missionOrdersKey }),
  });
}

/** POST mission-order/{id}/extend/: only the end moves, the extension is recorded by the server. */
export function useExtendMissionOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: MissionOrderExtendInput & { id: number }) =>
      api<MissionOrderDetailOut>(`mission-order/${id}/extend/`, { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: (answer) => putPatchAnswer(client, missionOrdersKey, answer),
  });
}

/** PATCH {status}: submit, accept (and sign), refuse. The caller words the outcome. */
export const useChangeMissionOrderStatus = () =>
  usePatchWithAnswer<MissionOrderStatusPatch, MissionOrderDetailOut>(missionOrdersKey, (id) => `mission-order/${id}/`);

export function useDeleteMissionOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<null>(`mission-order/${id}/`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: missionOrdersKey }),
  });
}

/** GET /pdf/mission-order/{id}: the PDF, named by the server (the company's pdf_name_format). */
export const downloadMissionOrder = (id: number) =>
  downloadFile(`pdf/mission-order/${id}`, `mission_order_${id}.pdf`, { with_attachments: 0 });

/**
 * The collaborators of the services the caller manages: the active ones are the form's employee picker (spec/2 §2.3),
 * all of them the list's employee filter (an order of someone who left stays in the list, highlighted).
 */
export const managedPeopleQuery = (managerId: number, activeOnly: boolean) =>
  queryOptions({
    queryKey: ['user', 'mission-order-owners', managerId, activeOnly],
    queryFn: ({ signal }) =>
      api<Page<UserOut>>('user/', {
        query: {
          managed_by: managerId,
          roles: 'collaborator',
          is_active: activeOnly || undefined,
          ordering: 'last_name',
          limit: 1000,
        },
        signal,
      }),
  });

/**
 * The travel request's manager picker (spec/2 §2.3, §7.2 `manager_service`): the active managers of the user's
 * services, whom the server accepts a request for; the user's services are read from their directory entry.
 */
export const travelManagersQuery = (userId: number) =>
  queryOptions({
    queryKey: ['user', 'travel-managers', userId],
    queryFn: async ({ signal }) => {
      const self = await api<UserOut>(`user/${userId}/`, { signal });
      if (self.services.length === 0) return [];
      const managers = await api<Page<UserOut>>('user/', {
        query: {
          manager_service: JSON.stringify(self.services.map((service) => service.id)),
          is_active: true,
          ordering: 'last_name',
          limit: 1000,
        },
        signal,
      });
      return managers.results.filter((person) => person.id !== userId);
    },
  });

/** About customer: the active customers, then the active projects of the chosen one (spec/2 §7.2 GET customer, project). */
export const missionCustomersQuery = () =>
  queryOptions({
    queryKey: ['customer', 'mission-order'],
    queryFn: ({ signal }) => api<Page<CustomerOut>>('customer/', { query: { actif: true, limit: 1000 }, signal }),
    staleTime: 5 * 60_000,
  });

export const missionProjectsQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['project', 'mission-order', customerId],
    queryFn: ({ signal }) =>
      api<Page<ProjectOut>>('project/', {
        query: { customer: customerId, actif: true, ordering: 'name', limit: 1000 },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
