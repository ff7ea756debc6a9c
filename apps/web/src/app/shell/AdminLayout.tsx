import { AppShell, Button, Group, Title } from '@mantine/core';
import { IconLogout, IconShieldLock } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { FullPageLoader } from '../../components/FullPageLoader';
import { PreferenceSwitches } from './PreferenceSwitches';

/** The superuser's console has no company, hence no sidebar: a header with theme, language and log out. */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconShieldLock size={24} />
            <Title order={3} fz="lg">
              {t('admin.console')}
            </Title>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Group visibleFrom="sm">
              <PreferenceSwitches />
            </Group>
            <Button component={Link} to="/logout" variant="default" size="xs" leftSection={<IconLogout size={16} />}>
              {t('profileMenu.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
