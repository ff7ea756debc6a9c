import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useInvalidateExpenseClaims } from '../api/claims';

/**
 * DELETE of a receipt or a travel expense from the claim page's tables. The lines' hooks belong to api/lines.ts
 * (web-forms); these two are written here until that file is merged, and are to be folded into it.
 */
export function useDeleteInvoice(claimId: number) {
  const invalidate = useInvalidateExpenseClaims();
  return useMutation({
    mutationFn: (invoiceId: number) =>
      api<null>(`expense-claim/${claimId}/invoice/${invoiceId}/`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteTravel(claimId: number) {
  const invalidate = useInvalidateExpenseClaims();
  return useMutation({
    mutationFn: (travelId: number) => api<null>(`expense-claim/${claimId}/travel/${travelId}/`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}
