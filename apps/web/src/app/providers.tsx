import { MantineProvider, MantineThemeProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../components/FullPageLoader';
import { appQueryClient } from '../lib/queryClient';
import { storedColorScheme } from '../lib/theme';
import { OverlayHosts } from './OverlayHosts';
import { cssVariablesResolver, theme } from './theme';

/** Providers that need the translations, so they sit below the Suspense that waits for the locale file. */
function TranslatedProviders({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  // Every clearable field's clear button is named (axe's button-name, WCAG 4.1.2): Mantine draws it as an icon alone;
  // so is every other close button (toasts, dialogs, pills) that its caller does not name itself.
  const named = useMemo(
    () => ({
      components: {
        InputClearButton: { defaultProps: { 'aria-label': t('filters.clear') } },
        CloseButton: { defaultProps: { 'aria-label': t('common.close') } },
        // A dialog's corner button says what it closes: its footer often has its own "Fermer".
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('common.closeDialog') } } },
      },
    }),
    [t],
  );
  return (
    <MantineThemeProvider theme={named}>
      <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
        {children}
        <OverlayHosts />
      </DatesProvider>
    </MantineThemeProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  // The theme comes from a cookie and changes with a page reload (spec/1 §1), so it is read once.
  const [colorScheme] = useState(storedColorScheme);
  return (
    // All of the theme's CSS variables written at run time (the default is only those that differ from Mantine's own,
    // which would then come from a 4 KB gzip stylesheet in the first load; the code that writes them is there anyway).
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={colorScheme}
      deduplicateCssVariables={false}
    >
      <QueryClientProvider client={appQueryClient}>
        <Suspense fallback={<FullPageLoader />}>
          <TranslatedProviders>{children}</TranslatedProviders>
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
