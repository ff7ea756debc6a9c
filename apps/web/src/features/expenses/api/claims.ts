import type {
  ExpenseAttachment,
  ExpenseClaimCreateInput,
  ExpenseClaimDetailOut,
  ExpenseClaimListItemOut,
  ExpenseClaimListQuery,
  ExpenseClaimOut,
  ExpenseClaimSendCheckOut,
  ExpenseClaimStatus,
  ExpenseClaimUpdateInput,
} from '@staff/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '../../../lib/api';
import { usePatchWithAnswer } from '../../../lib/patchAnswer';
import type { Page } from '../../../lib/types';
import { sendMultipart } from '../../../lib/upload';

/**
 * The expense claim itself (docs: /work/helpers api.md, spec/1 §7 "Expense claims"): its lists, its detail, its
 * changes. Every claim query starts with `expenseClaimKeys.all`, so that a change refreshes the year, the lists, the
 * dashboard and the detail at once; the lines' hooks (api/lines.ts) invalidate the same key.
 */
export const expenseClaimKeys = {
  all: ['expense-claim'] as const,
  list: (params: ExpenseClaimListParams) => [...expenseClaimKeys.all, 'list', params] as const,
  detail: (id: number) => [...expenseClaimKeys.all, 'one', id] as const,
};

/** GET expense-claim/ with any of its filters; `status` as the wire takes it (one, or comma-separated). */
export type ExpenseClaimListParams = Partial<Omit<ExpenseClaimListQuery, 'status'>> & { status?: string };

export const expenseClaimListQuery = (params: ExpenseClaimListParams) =>
  queryOptions({
    queryKey: expenseClaimKeys.list(params),
    queryFn: ({ signal }) => api<Page<ExpenseClaimListItemOut>>('expense-claim/', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

/** The viewer's claims of one year, in one request: the twelve month cards of the year home. */
export const myYearClaimsQuery = (year: number) =>
  expenseClaimListQuery({ owner: 'me', year, limit: 12, ordering: 'date' });

/** The viewer's claim of the month of `today` (YYYY-MM-DD), if any: the dashboard's panel and reminder share it. */
export const myMonthClaimQuery = (today: string) =>
  expenseClaimListQuery({ owner: 'me', date: today.slice(0, 7), limit: 1 });

export const expenseClaimQuery = (id: number) =>
  queryOptions({
    queryKey: expenseClaimKeys.detail(id),
    queryFn: ({ signal }) => api<ExpenseClaimDetailOut>(`expense-claim/${id}/`, { signal }),
  });

export function useExpenseClaims(params: ExpenseClaimListParams) {
  return useQuery(expenseClaimListQuery(params));
}

/** One claim with everything its page draws (lines, attachments, recap); disabled for an id that is not one. */
export function useExpenseClaim(id: number) {
  return useQuery({ ...expenseClaimQuery(id), enabled: Number.isInteger(id) && id > 0 });
}

/** GET /api/pdf/expense-claim/{id}?pdf=0: the PDF shown in the browser (downloads go through downloadExpenseClaim). */
export const expenseClaimPdfViewUrl = (id: number) => apiUrl(`pdf/expense-claim/${id}`, { pdf: 0 });

/** A transport-cost attachment's file, streamed inline (a preview in place, or a download with `download`). */
export const transportAttachmentUrl = (claimId: number, attachmentId: number) =>
  apiUrl(`expense-claim/${claimId}/transport-attachment/${attachmentId}/`);

/** Refreshes every claim query (lists, year, dashboard, detail). */
export function useInvalidateExpenseClaims() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: expenseClaimKeys.all });
}

/** POST expense-claim/ {date, number_meals}: the month's claim (201; 409 `expense.claimExists` if it has one). */
export function useCreateExpenseClaim() {
  const invalidate = useInvalidateExpenseClaims();
  return useMutation({
    mutationFn: (body: ExpenseClaimCreateInput) =>
      api<ExpenseClaimDetailOut>('expense-claim/', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** PUT expense-claim/{id}/ {number_meals, comment}: the owner's draft. */
export function useUpdateExpenseClaim(id: number) {
  const invalidate = useInvalidateExpenseClaims();
  return useMutation({
    mutationFn: (body: ExpenseClaimUpdateInput) =>
      api<ExpenseClaimDetailOut>(`expense-claim/${id}/`, { method: 'PUT', body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** PATCH expense-claim/{id}/ {transport_cost}: the month's transport cost, in euros (a draft, by its owner). */
export function useSaveTransportCost(id: number) {
  const invalidate = useInvalidateExpenseClaims();
  return useMutation({
    mutationFn: (transport_cost: number) =>
      api<ExpenseClaimOut>(`expense-claim/${id}/`, { method: 'PATCH', body: { transport_cost } }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** PATCH expense-claim/{id}/ {status}: the owner's send (draft → submitted), the back office's five actions; the answer updates the cached claim. */
export const useChangeExpenseClaimStatus = () =>
  usePatchWithAnswer<{ status: ExpenseClaimStatus; reason?: string }, ExpenseClaimOut>(
    expenseClaimKeys.all,
    (id) => `expense-claim/${id}/`,
  );

/** GET expense-claim/{id}/send-check/: read afresh when Send is pressed, for its confirmation (issue 25). */
export const fetchSendCheck = (id: number) => api<ExpenseClaimSendCheckOut>(`expense-claim/${id}/send-check/`);

/** POST expense-claim/{id}/transport-attachment/ (multipart field `attachment_file`). */
export function useUploadTransportAttachment(claimId: number) {
  const invalidate = useInvalidateExpenseClaims();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('attachment_file', file, file.name);
      return sendMultipart<ExpenseAttachment>(`expense-claim/${claimId}/transport-attachment/`, body);
    },
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteTransportAttachment(claimId: number) {
  const invalidate = useInvalidateExpenseClaims();
  return useMutation({
    mutationFn: (attachmentId: number) =>
      api<null>(`expense-claim/${claimId}/transport-attachment/${attachmentId}/`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}
