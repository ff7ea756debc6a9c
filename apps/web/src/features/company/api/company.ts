import type {
  CompanyGeneralOut,
  CompanyGeneralPatch,
  CompanyPreferenceKey,
  CompanyPreferencesOf,
  DocumentOut,
} from '@staff/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '../../../lib/api';
import { meQueryKey } from '../../../lib/me';
import type { Page } from '../../../lib/types';
import { sendMultipart } from '../../../lib/upload';

/** The company as the management screen reads it (the shared contract's `CompanyGeneralOut`). */
export type CompanyGeneral = CompanyGeneralOut;
export type CompanyDocument = DocumentOut;
/** The two images of the company, by the path segment of their upload route. */
export type CompanyImageKind = 'logo' | 'welcome-image';

const companyKey = ['my-company'] as const;
const preferencesKey = ['company-settings'] as const;
/** The dashboard's documents list uses ['document'] too: a change here refreshes it. */
const documentsKey = ['document'] as const;

export const myCompanyQuery = queryOptions({
  queryKey: companyKey,
  queryFn: () => api<CompanyGeneral>('my-company/'),
});

export const useMyCompany = () => useQuery(myCompanyQuery);

/**
 * After a change of the company, `me` is read again: the header's logo, the menus, the dashboard panels and the
 * back-office cards follow the flags and images at once for the administrator (the others on their next page load).
 */
function useCompanySaved() {
  const queryClient = useQueryClient();
  return (company: CompanyGeneral) => {
    queryClient.setQueryData(companyKey, company);
    return queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
}

export function useSaveCompany() {
  const saved = useCompanySaved();
  return useMutation({
    mutationFn: (patch: CompanyGeneralPatch) => api<CompanyGeneral>('my-company/', { method: 'PATCH', body: patch }),
    meta: { silent: true },
    onSuccess: saved,
  });
}

/** One file, field `attachment_file`, with its text fields, as a multipart form. */
async function sendFile<T>(
  path: string,
  method: 'PUT' | 'POST',
  fields: Record<string, string>,
  file: Blob,
  name: string,
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('attachment_file', file, name);
  return sendMultipart<T>(path, body, method);
}

export function useUploadCompanyImage(kind: CompanyImageKind) {
  const saved = useCompanySaved();
  return useMutation({
    mutationFn: (file: File) => sendFile<CompanyGeneral>(`my-company/${kind}/`, 'PUT', {}, file, file.name),
    meta: { silent: true },
    onSuccess: saved,
  });
}

export function useRemoveCompanyImage(kind: CompanyImageKind) {
  const saved = useCompanySaved();
  return useMutation({
    mutationFn: () => api<CompanyGeneral>(`my-company/${kind}/`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: saved,
  });
}

export const companyPreferencesQuery = <K extends CompanyPreferenceKey>(key: K) =>
  queryOptions({
    queryKey: [...preferencesKey, key],
    queryFn: () => api<CompanyPreferencesOf[K]>(`company-settings/${key}/`),
  });

export function useSaveCompanyPreferences<K extends CompanyPreferenceKey>(key: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (section: CompanyPreferencesOf[K]) =>
      api<CompanyPreferencesOf[K]>(`company-settings/${key}/`, { method: 'PUT', body: section }),
    meta: { silent: true },
    onSuccess: (section) => queryClient.setQueryData([...preferencesKey, key], section),
  });
}

export const companyDocumentsQuery = (params: { limit: number; offset: number }) =>
  queryOptions({
    queryKey: [...documentsKey, params],
    queryFn: () => api<Page<CompanyDocument>>('document/', { query: params }),
  });

export const documentFileUrl = (id: number) => apiUrl(`document/${id}/file/`);

export function useAddDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; description: string; file: File }) =>
      sendFile<CompanyDocument>(
        'document/',
        'POST',
        { title: input.title, description: input.description },
        input.file,
        input.file.name,
      ),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<null>(`document/${id}/`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}
