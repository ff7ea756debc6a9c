import { Button, Group, Text } from '@mantine/core';
import { IconCalendarEvent, IconList, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardPanel } from './DashboardPanel';

/** spec/1 §2 "links to leaves": the list, a new request and the calendar. */
export function LeavesLinkPanel() {
  const { t } = useTranslation();
  return (
    <DashboardPanel title={t('dashboard.leaves.linksTitle')} icon={IconCalendarEvent}>
      <Text size="sm" c="dimmed">
        {t('dashboard.leaves.linksText')}
      </Text>
      <Group gap="xs">
        <Button component={Link} to="/leaves" variant="light" leftSection={<IconList size={16} />}>
          {t('dashboard.leaves.myLeaves')}
        </Button>
        <Button component={Link} to="/leaves/create/" variant="light" leftSection={<IconPlus size={16} />}>
          {t('dashboard.leaves.create')}
        </Button>
        <Button component={Link} to="/leaves/calendar" variant="subtle" leftSection={<IconCalendarEvent size={16} />}>
          {t('dashboard.leaves.calendar')}
        </Button>
      </Group>
    </DashboardPanel>
  );
}
