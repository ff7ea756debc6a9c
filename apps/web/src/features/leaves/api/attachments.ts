import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiUrl } from '../../../lib/api';
import { readCookie } from '../../../lib/cookies';
import { leavesKey } from './leaves';
import type { LeaveAttachment } from './types';

export const attachmentsQuery = (leaveId: number) =>
  queryOptions({
    queryKey: [...leavesKey, 'attachments', leaveId],
    queryFn: () => api<LeaveAttachment[]>(`leave/${leaveId}/attachment/`),
  });

export const attachmentUrl = (leaveId: number, attachmentId: number) =>
  apiUrl(`leave/${leaveId}/attachment/${attachmentId}/`);

/** Multipart upload, field `attachment_file` (docs/api-leaves.md). */
async function uploadAttachment(leaveId: number, file: File): Promise<LeaveAttachment> {
  const body = new FormData();
  body.append('attachment_file', file, file.name);
  const response = await fetch(apiUrl(`leave/${leaveId}/attachment/`), {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-CSRFToken': readCookie('csrftoken') ?? '' },
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, response.statusText, data);
  return data as LeaveAttachment;
}

export function useUploadAttachment(leaveId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAttachment(leaveId, file),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leavesKey }),
  });
}

export function useDeleteAttachment(leaveId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: number) =>
      api<null>(`leave/${leaveId}/attachment/${attachmentId}/`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leavesKey }),
  });
}
