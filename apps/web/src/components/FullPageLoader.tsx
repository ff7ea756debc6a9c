import { Center, Loader, Stack } from '@mantine/core';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { useTimeElapsed } from '../lib/useTimeElapsed';
import { LoadingProblem } from './LoadingProblem';

/** spec/2 §9: "page-loading fallback 7 s". */
export const PAGE_LOADING_FALLBACK_MS = 7000;

/**
 * Shown while the locale file, the current user or a page's code is loading: a spinner, then after 7 s a message and
 * a retry that loads the page again (a page's code that never came cannot be asked for twice otherwise).
 */
export function FullPageLoader() {
  const slow = useTimeElapsed(PAGE_LOADING_FALLBACK_MS);
  return (
    <FullPageNotice busy>
      <Loader />
      {slow && <SlowLoading />}
    </FullPageNotice>
  );
}

/** The middle of an empty page, for what stands instead of it (loading, or why it did not load). */
export function FullPageNotice({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <Center mih="60vh" p="md" role="status" aria-busy={busy}>
      <Stack align="center" gap="sm" maw={420} ta="center">
        {children}
      </Stack>
    </Center>
  );
}

/**
 * The locale file may be what is slow: until it is there, the words are those of both languages, as on the static
 * page of an unavailable server (public/unavailable.html). Read from i18next once, not with useTranslation: that hook
 * asks for a locale file that failed for good again at every answer, without end.
 */
const BEFORE_TRANSLATIONS = {
  slow: 'Le chargement prend plus de temps que prévu. / Loading is taking longer than expected.',
  retry: 'Réessayer / Try again',
};

function SlowLoading() {
  const ready = i18n.isInitialized && i18n.hasLoadedNamespace('translation');
  const words = ready ? { slow: i18n.t('loading.slow'), retry: i18n.t('loading.retry') } : BEFORE_TRANSLATIONS;
  return <LoadingProblem message={words.slow} retry={words.retry} onRetry={() => window.location.reload()} />;
}
