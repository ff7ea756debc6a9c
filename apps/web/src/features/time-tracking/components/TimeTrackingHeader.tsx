import { Group, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { TIME_TRACKING_PATHS } from '../lib/paths';

/** Each page's tab: its name, and a shorter one for a phone, where the four names did not fit in 390 px. */
const TABS = [
  {
    path: TIME_TRACKING_PATHS.taskList,
    labelKey: 'timeTracking.tabs.taskList',
    shortKey: 'timeTracking.tabsShort.taskList',
  },
  {
    path: TIME_TRACKING_PATHS.timesheet,
    labelKey: 'timeTracking.tabs.timesheet',
    shortKey: 'timeTracking.tabsShort.timesheet',
  },
  {
    path: TIME_TRACKING_PATHS.synthesis,
    labelKey: 'timeTracking.tabs.synthesis',
    shortKey: 'timeTracking.tabsShort.synthesis',
  },
  {
    path: TIME_TRACKING_PATHS.settings,
    labelKey: 'timeTracking.tabs.settings',
    shortKey: 'timeTracking.tabsShort.settings',
  },
] as const;

/** Below Mantine's `xs` (36em): a phone. */
const PHONE_QUERY = '(max-width: 35.99em)';

/**
 * The top of every time-tracking page: its title, its actions, and the four pages as tabs. On a phone the tabs share
 * the width, with their short names and less padding, so the four fit without scrolling sideways.
 */
export function TimeTrackingHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  return (
    <>
      <Group justify="space-between" gap="sm">
        <PageTitle>{title}</PageTitle>
        {actions}
      </Group>
      <Tabs value={pathname} onChange={(path) => path && navigate(path)}>
        <Tabs.List grow={phone}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path} px={phone ? 'xs' : undefined}>
              {t(phone ? tab.shortKey : tab.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </>
  );
}
