import { Group, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { TIME_TRACKING_PATHS } from '../lib/paths';

const TABS = [
  { path: TIME_TRACKING_PATHS.taskList, labelKey: 'timeTracking.tabs.taskList' },
  { path: TIME_TRACKING_PATHS.timesheet, labelKey: 'timeTracking.tabs.timesheet' },
  { path: TIME_TRACKING_PATHS.synthesis, labelKey: 'timeTracking.tabs.synthesis' },
  { path: TIME_TRACKING_PATHS.settings, labelKey: 'timeTracking.tabs.settings' },
] as const;

/** The top of every time-tracking page: its title, its actions, and the four pages as tabs. */
export function TimeTrackingHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <Group justify="space-between" gap="sm">
        <PageTitle>{title}</PageTitle>
        {actions}
      </Group>
      <Tabs value={pathname} onChange={(path) => path && navigate(path)}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {t(tab.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </>
  );
}
