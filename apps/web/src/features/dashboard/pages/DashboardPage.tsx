import { Grid, Image, Stack, useMatches } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { useCurrentUser } from '../../../lib/me';
import { usePageTitle } from '../../../lib/pageTitle';
import { ModuleReminders } from '../components/ReminderPanel';
import { WelcomeTimeout } from '../components/WelcomeTimeout';
import { DASHBOARD_PANELS, type DashboardPanelEntry, phoneOrder } from '../panels';

/**
 * `/`: the panels of spec/1 §2 that exist so far, each shown when it applies to the user. `modulePanels` are those
 * another feature provides (the validator's inbox), composed by the app and shown first: a feature never imports
 * another. Two columns from a tablet up; one on a phone, what asks for action on top. What has not loaded in 4 s is
 * said, with a retry (WelcomeTimeout).
 */
export default function DashboardPage({ modulePanels = [] }: { modulePanels?: readonly DashboardPanelEntry[] }) {
  const { t } = useTranslation();
  usePageTitle(t('nav.dashboard'));
  const me = useCurrentUser();
  const panels = [...modulePanels, ...DASHBOARD_PANELS].filter((panel) => !panel.visible || panel.visible(me));
  // One column on a phone, what asks for action first (phoneOrder); two from a tablet up.
  const phone = useMatches({ base: true, md: false });
  const render = (shown: readonly DashboardPanelEntry[]) =>
    shown.map(({ id, component: Panel }) => (
      // A module's panel is its own chunk: the others do not wait for it.
      <Suspense key={id} fallback={null}>
        <Panel />
      </Suspense>
    ));
  const column = (area: DashboardPanelEntry['area']) => render(panels.filter((panel) => panel.area === area));

  return (
    <Stack gap="md">
      <PageTitle>{t('dashboard.greeting', { name: me.first_name || me.username })}</PageTitle>
      <WelcomeTimeout />
      {/* The company's welcome image (spec/3 §3), chosen in company management; its address changes with each upload. */}
      {me.company?.welcome_image_url && (
        <Image
          src={me.company.welcome_image_url}
          alt={t('dashboard.welcomeImage', { company: me.company.name })}
          radius="md"
          h={{ base: 120, sm: 200 }}
          fit="cover"
          data-testid="welcome-image"
        />
      )}
      <ModuleReminders.Provider value={column('reminder')}>
        {phone ? (
          <Stack gap="md">{render(phoneOrder(panels))}</Stack>
        ) : (
          <Grid gap="md">
            <Grid.Col span={{ md: 7, lg: 8 }}>
              <Stack gap="md">{column('main')}</Stack>
            </Grid.Col>
            <Grid.Col span={{ md: 5, lg: 4 }}>
              <Stack gap="md">{column('side')}</Stack>
            </Grid.Col>
          </Grid>
        )}
      </ModuleReminders.Provider>
    </Stack>
  );
}
