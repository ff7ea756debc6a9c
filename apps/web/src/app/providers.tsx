import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../components/FullPageLoader';
import { TOAST_TIMEOUT_MS } from '../lib/notify';
import { createQueryClient } from '../lib/queryClient';
import { storedColorScheme } from '../lib/theme';
import { theme } from './theme';

/** Providers that need the translations, so they sit below the Suspense that waits for the locale file. */
function TranslatedProviders({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <ModalsProvider labels={{ confirm: t('common.confirm'), cancel: t('common.cancel') }}>{children}</ModalsProvider>
    </DatesProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // The theme comes from a cookie and changes with a page reload (spec/1 §1), so it is read once.
  const [colorScheme] = useState(storedColorScheme);
  return (
    <MantineProvider theme={theme} forceColorScheme={colorScheme}>
      <Notifications autoClose={TOAST_TIMEOUT_MS} position="top-right" />
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<FullPageLoader />}>
          <TranslatedProviders>{children}</TranslatedProviders>
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
