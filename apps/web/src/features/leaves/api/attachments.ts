import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '../../../lib/api';
import { sendMultipart } from '../../../lib/upload';
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
  return sendMultipart<LeaveAttachment>(`leave/${leaveId}/attachment/`, body);
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
