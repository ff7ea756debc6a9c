import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../../components/FullPageLoader';
import { TrialBanner } from '../../features/trial/components/TrialBanner';
import { WelcomeTour } from '../../features/trial/components/WelcomeTour';
import { usesWellness } from '../../features/wellness/lib/access';
import { useCurrentUser } from '../../lib/me';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

/** spec/1 §2: the sidebar collapses (icons only) below 1200 px and hides below 500 px, behind a burger. */
const COMPACT_QUERY = '(max-width: 1199.98px)';
const HIDDEN_QUERY = '(max-width: 499.98px)';

/** Loaded only for a company using wellness: the others never download it. */
const WellnessBanner = lazy(() => import('../../features/wellness/components/WellnessBanner'));

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const compact = useMediaQuery(COMPACT_QUERY) ?? false;
  const hidden = useMediaQuery(HIDDEN_QUERY) ?? false;
  const withWellness = usesWellness(useCurrentUser());
  // Below 500 px the sidebar opens over the page at full width, so it shows labels again.
  const iconsOnly = compact && !hidden;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: iconsOnly ? 72 : 260, breakpoint: 500, collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Header burger={hidden ? { opened, toggle } : undefined} />
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar compact={iconsOnly} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <TrialBanner />
        {withWellness && (
          <Suspense fallback={null}>
            <WellnessBanner />
          </Suspense>
        )}
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
        <WelcomeTour />
      </AppShell.Main>
    </AppShell>
  );
}
