import type { PasswordChangeInput, ProfileInput, SupportRequestInput } from '@staff/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { meQueryKey } from '../../../lib/me';
import type { Me } from '../../../lib/types';

export function updateProfile(body: ProfileInput): Promise<Me> {
  return api<Me>('my_account/', { method: 'PUT', body });
}

export function changePassword(body: PasswordChangeInput): Promise<void> {
  return api<void>('my-account/password/', { method: 'PUT', body });
}

export function sendSupportRequest(body: SupportRequestInput): Promise<{ id: number }> {
  return api<{ id: number }>('support/', { method: 'POST', body });
}

/** Saving the profile answers the updated user, which replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { silent: true },
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
