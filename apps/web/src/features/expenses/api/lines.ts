import type {
  CustomerOut,
  ExpenseAttachment,
  InvoiceInput,
  InvoiceOut,
  Tax,
  TravelExpenseInput,
  TravelExpenseOut,
  TypeOfExpense,
  TypeOfVehicle,
} from '@staff/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '../../../lib/api';
import type { Page } from '../../../lib/types';
import { sendMultipart } from '../../../lib/upload';

/**
 * The lines of an expense claim (docs/api: expense-claim/{claimId}/invoice/, travel/, their attachments) and the
 * reference lists their forms pick from. Every line change re-reads the claim (its totals and recap change), so
 * everything here lives under the claim's root key.
 */
export const expenseClaimRoot = ['expense-claim'] as const;

export const invoiceQuery = (claimId: number, invoiceId: number) =>
  queryOptions({
    queryKey: [...expenseClaimRoot, claimId, 'invoice', invoiceId],
    queryFn: () => api<InvoiceOut>(`expense-claim/${claimId}/invoice/${invoiceId}/`),
  });

export const travelQuery = (claimId: number, travelId: number) =>
  queryOptions({
    queryKey: [...expenseClaimRoot, claimId, 'travel', travelId],
    queryFn: () => api<TravelExpenseOut>(`expense-claim/${claimId}/travel/${travelId}/`),
  });

function useInvalidateClaims() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: expenseClaimRoot });
}

/** POST (no id) or PUT a receipt; the form shows the server's field errors itself. */
export function useSaveInvoice(claimId: number) {
  const invalidate = useInvalidateClaims();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: InvoiceInput }) =>
      id
        ? api<InvoiceOut>(`expense-claim/${claimId}/invoice/${id}/`, { method: 'PUT', body })
        : api<InvoiceOut>(`expense-claim/${claimId}/invoice/`, { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteInvoice(claimId: number) {
  const invalidate = useInvalidateClaims();
  return useMutation({
    mutationFn: (id: number) => api<null>(`expense-claim/${claimId}/invoice/${id}/`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** POST (no id) or PUT a travel expense. */
export function useSaveTravel(claimId: number) {
  const invalidate = useInvalidateClaims();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TravelExpenseInput }) =>
      id
        ? api<TravelExpenseOut>(`expense-claim/${claimId}/travel/${id}/`, { method: 'PUT', body })
        : api<TravelExpenseOut>(`expense-claim/${claimId}/travel/`, { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteTravel(claimId: number) {
  const invalidate = useInvalidateClaims();
  return useMutation({
    mutationFn: (id: number) => api<null>(`expense-claim/${claimId}/travel/${id}/`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

// ——— Attachments ———

/**
 * Where a claim's files live: a receipt's (`invoice/{id}/attachment/`) or the month's transport cost
 * (`transport-attachment/`). Both take the multipart field `attachment_file` and stream one file inline on GET.
 */
export type AttachmentOwner = { claimId: number; invoiceId: number } | { claimId: number; invoiceId?: undefined };

const attachmentsPath = (owner: AttachmentOwner) =>
  owner.invoiceId === undefined
    ? `expense-claim/${owner.claimId}/transport-attachment/`
    : `expense-claim/${owner.claimId}/invoice/${owner.invoiceId}/attachment/`;

/** The file itself, for a preview in place (an <img>, a PDF in an <iframe>) or a download. */
export const attachmentFileUrl = (owner: AttachmentOwner, attachmentId: number) =>
  apiUrl(`${attachmentsPath(owner)}${attachmentId}/`);

export const attachmentsQuery = (owner: AttachmentOwner) =>
  queryOptions({
    queryKey: [...expenseClaimRoot, owner.claimId, 'attachments', owner.invoiceId ?? 'transport'],
    queryFn: () => api<ExpenseAttachment[]>(attachmentsPath(owner)),
  });

/** Uploads one file (already shrunk when it is a large image: lib/shrinkImage.ts). */
export function useUploadAttachment() {
  const invalidate = useInvalidateClaims();
  return useMutation({
    mutationFn: ({ owner, file }: { owner: AttachmentOwner; file: File }) => {
      const body = new FormData();
      body.append('attachment_file', file, file.name);
      return sendMultipart<ExpenseAttachment>(attachmentsPath(owner), body);
    },
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteAttachment() {
  const invalidate = useInvalidateClaims();
  return useMutation({
    mutationFn: ({ owner, attachmentId }: { owner: AttachmentOwner; attachmentId: number }) =>
      api<null>(`${attachmentsPath(owner)}${attachmentId}/`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

// ——— What the forms pick from ———

const REFERENCE_STALE_MS = 5 * 60 * 1000;

/** The company's VAT rates (spec/1 §7 listTax), highest first. */
export const taxesQuery = () =>
  queryOptions({
    queryKey: ['tax'],
    queryFn: () => api<Page<Tax>>('tax/'),
    staleTime: REFERENCE_STALE_MS,
  });

export const typesOfExpenseQuery = () =>
  queryOptions({
    queryKey: ['typeOfExpense', 'picker'],
    queryFn: () => api<Page<TypeOfExpense>>('typeOfExpense/'),
    staleTime: REFERENCE_STALE_MS,
  });

export const typesOfVehicleQuery = () =>
  queryOptions({
    queryKey: ['typeOfVehicle', 'picker'],
    queryFn: () => api<Page<TypeOfVehicle>>('typeOfVehicle/'),
    staleTime: REFERENCE_STALE_MS,
  });

/**
 * The active customers, by name (spec/1 §5: a receipt or a trip names one). A company has tens of them, not
 * thousands: the picker filters the whole list as the user types.
 */
export const activeCustomersQuery = () =>
  queryOptions({
    queryKey: ['customer', 'picker', 'actif'],
    queryFn: () => api<Page<CustomerOut>>('customer/', { query: { actif: true, limit: 1000 } }),
    staleTime: REFERENCE_STALE_MS,
  });
