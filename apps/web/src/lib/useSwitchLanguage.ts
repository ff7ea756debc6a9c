import type { Language } from '@staff/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { changeLanguage } from './i18n';
import { meQueryKey } from './me';
import type { Me } from './types';

/**
 * Switches the interface's language and, for a signed-in user, records it as theirs (PATCH my_account/): their mails
 * are written in it (issue 28). A visitor's choice stays in the browser's `lang` cookie only. A failed save is told
 * by the mutation's usual error notice and the saved language is shown again; the interface keeps the one chosen.
 */
export function useSwitchLanguage(): (language: Language) => void {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (language: Language) => api<Me>('my_account/', { method: 'PATCH', body: { language } }),
    // Shown at once (the profile's choice follows the click); put back if the server refuses it.
    onMutate: (language) => {
      const before = queryClient.getQueryData<Me | null>(meQueryKey);
      if (before) queryClient.setQueryData(meQueryKey, { ...before, language });
      return before;
    },
    onError: (_error, _language, before) => queryClient.setQueryData(meQueryKey, before),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
  return (language) => {
    void changeLanguage(language);
    const me = queryClient.getQueryData<Me | null>(meQueryKey);
    if (me && me.language !== language) save.mutate(language);
  };
}
