import { Button, Group, Text } from '@mantine/core';
import { IconChartDonut, IconClockHour4, IconList, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardPanel } from '../../../components/DashboardPanel';
import { TIME_TRACKING_PATHS } from '../lib/paths';

const LINKS = [
  { to: TIME_TRACKING_PATHS.taskList, labelKey: 'timeTracking.tabs.taskList', icon: IconList, variant: 'light' },
  { to: TIME_TRACKING_PATHS.timesheet, labelKey: 'timeTracking.tabs.timesheet', icon: IconTable, variant: 'light' },
  {
    to: TIME_TRACKING_PATHS.synthesis,
    labelKey: 'timeTracking.tabs.synthesis',
    icon: IconChartDonut,
    variant: 'subtle',
  },
] as const;

/** spec/1 §2 "links to time tracking": the tasks, the week's timesheet and the statistics. */
export default function TimeTrackingLinksPanel() {
  const { t } = useTranslation();
  return (
    <DashboardPanel title={t('timeTracking.dashboard.title')} icon={IconClockHour4}>
      <Text size="sm" c="dimmed">
        {t('timeTracking.dashboard.text')}
      </Text>
      <Group gap="xs">
        {LINKS.map(({ to, labelKey, icon: LinkIcon, variant }) => (
          <Button key={to} component={Link} to={to} variant={variant} leftSection={<LinkIcon size={16} />}>
            {t(labelKey)}
          </Button>
        ))}
      </Group>
    </DashboardPanel>
  );
}
