import { Button, Group, Text } from '@mantine/core';
import { IconChartDonut, IconClockHour4, IconList, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardPanel } from '../../../components/DashboardPanel';
import { TIME_TRACKING_PATHS } from '../lib/paths';

/** spec/1 §2 "links to time tracking": the tasks, the week's timesheet and the statistics. */
export default function TimeTrackingLinksPanel() {
  const { t } = useTranslation();
  return (
    <DashboardPanel title={t('timeTracking.dashboard.title')} icon={IconClockHour4}>
      <Text size="sm" c="dimmed">
        {t('timeTracking.dashboard.text')}
      </Text>
      <Group gap="xs">
        <Button component={Link} to={TIME_TRACKING_PATHS.taskList} variant="light" leftSection={<IconList size={16} />}>
          {t('timeTracking.tabs.taskList')}
        </Button>
        <Button
          component={Link}
          to={TIME_TRACKING_PATHS.timesheet}
          variant="light"
          leftSection={<IconTable size={16} />}
        >
          {t('timeTracking.tabs.timesheet')}
        </Button>
        <Button
          component={Link}
          to={TIME_TRACKING_PATHS.synthesis}
          variant="subtle"
          leftSection={<IconChartDonut size={16} />}
        >
          {t('timeTracking.tabs.synthesis')}
        </Button>
      </Group>
    </DashboardPanel>
  );
}
