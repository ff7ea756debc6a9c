import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The administrator asks for the deletion of their company (spec/1 §2, DELETE my-company/): the company is locked at
 * once and every session of its users ends, this one included.
 */
export function useRequestCompanyDeletion() {
  return useMutation({ mutationFn: () => api<void>('my-company/', { method: 'DELETE' }) });
}
