import type { GeneralPreferences } from '@staff/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET/PUT /api/my-account/preferences/general/ (spec/1 §7 "User settings: GET/PUT by section general"):
 * the shape is the shared `GeneralPreferences`. */
const generalPreferencesKey = ['my-account', 'preferences', 'general'] as const;

export const generalPreferencesQuery = queryOptions({
  queryKey: generalPreferencesKey,
  queryFn: () => api<GeneralPreferences>('my-account/preferences/general/'),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSaveGeneralPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeneralPreferences) =>
      api<GeneralPreferences>('my-account/preferences/general/', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(generalPreferencesKey, saved),
  });
}
