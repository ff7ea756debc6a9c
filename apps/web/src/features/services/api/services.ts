import type {
  ServiceAttachmentOut,
  ServiceDetailOut,
  ServiceIn,
  ServiceListQuery,
  ServiceOut,
  UserOut,
} from '@staff/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/types';
import { sendMultipart } from '../../../lib/upload';

/**
 * Every service query starts with this key (the leaves' delegation form reads `['service', …]` too): a change
 * refreshes the list, the page and the other screens' service choices.
 */
export const servicesKey = ['service'] as const;

export type ServiceListParams = Partial<ServiceListQuery> & { limit: number };

export const serviceListQuery = (params: ServiceListParams) =>
  queryOptions({
    queryKey: [...servicesKey, 'list', params],
    queryFn: ({ signal }) => api<Page<ServiceOut>>('service/', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const serviceQuery = (id: number) =>
  queryOptions({
    queryKey: [...servicesKey, 'one', id],
    queryFn: () => api<ServiceDetailOut>(`service/${id}/`),
  });

/**
 * The company's people for the selectors and transfer lists, by last name: everybody (inactive ones are shown on
 * demand). The directory answers at most 1,000 a page, the service page reads that one page.
 */
export const companyPeopleQuery = () =>
  queryOptions({
    queryKey: ['user', 'services', 'all'],
    queryFn: () => api<Page<UserOut>>('user/', { query: { ordering: 'last_name', limit: 1000 } }),
  });

export const attachmentsQuery = (serviceId: number) =>
  queryOptions({
    queryKey: [...servicesKey, 'attachments', serviceId],
    queryFn: () => api<ServiceAttachmentOut[]>(`service/${serviceId}/attachment/`),
  });

function useInvalidateServices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: servicesKey });
}

/** POST or PUT: the page shows the server's field errors itself. */
export function useSaveService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: ({ id, ...body }: ServiceIn & { id?: number }) =>
      id
        ? api<ServiceDetailOut>(`service/${id}/`, { method: 'PUT', body })
        : api<ServiceDetailOut>('service/', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: (id: number) => api<null>(`service/${id}/`, { method: 'DELETE' }),
    meta: { silent: true },
    onSettled: invalidate,
  });
}

/** Multipart: title, description, attachment_file (docs/api-services.md). */
export function useAddAttachment(serviceId: number) {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: ({ title, description, file }: { title: string; description: string; file: File }) => {
      const body = new FormData();
      body.append('title', title);
      body.append('description', description);
      body.append('attachment_file', file, file.name);
      return sendMultipart<ServiceAttachmentOut>(`service/${serviceId}/attachment/`, body);
    },
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteAttachment(serviceId: number) {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: (attachmentId: number) =>
      api<null>(`service/${serviceId}/attachment/${attachmentId}/`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export const attachmentFilePath = (serviceId: number, attachmentId: number) =>
  `service/${serviceId}/attachment/${attachmentId}/file/`;
