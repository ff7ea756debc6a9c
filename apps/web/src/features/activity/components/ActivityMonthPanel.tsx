import { Alert, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { formatDays, monthYearName } from '@staff/shared';
import { IconCalendarPlus, IconCalendarStats, IconClipboardList, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DashboardPanel } from '../../../components/DashboardPanel';
import { todayIso } from '../../../lib/dates';
import { notifyError } from '../../../lib/notify';
import { currentMonthReportQuery, reportOfToday } from '../api/dashboard';
import { useCreateActivityReport } from '../api/reports';
import { activityDayPath, activityReportPath } from '../lib/paths';
import { ActivityReportStatusBadge } from './ActivityReportStatusBadge';

/**
 * The dashboard's activity report panel (spec/1 §2): the current month, its status tag, worked, leave and empty days
 * (two decimals, as on the year's cards), a link to the report and to today's day view; or, for a month without
 * a report, the button that creates it. Loaded as its own chunk by the dashboard.
 */
export default function ActivityMonthPanel() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const today = todayIso();
  const month = monthYearName(today, i18n.language);
  const { data, isPending, isError } = useQuery(currentMonthReportQuery(today));
  const create = useCreateActivityReport();
  const report = reportOfToday(data?.results, today);

  const createReport = () =>
    create.mutate(
      { date: today },
      {
        onSuccess: (created) => navigate(activityReportPath(created.id)),
        onError: () => notifyError(t('activityReports.panel.createFailed')),
      },
    );

  const figure = (label: string, value: number) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg">
        {formatDays(value, i18n.language)}
      </Text>
    </div>
  );

  return (
    <DashboardPanel
      title={t('activityReports.panel.title')}
      icon={IconClipboardList}
      aside={
        <>
          <Text c="dimmed" tt="capitalize">
            {month}
          </Text>
          {report && <ActivityReportStatusBadge status={report.status} />}
        </>
      }
    >
      {isError && <Alert color="red">{t('activityReports.panel.unavailable')}</Alert>}
      {!isPending && !isError && report && (
        <>
          <SimpleGrid cols={3} spacing="xs">
            {figure(t('activity.totals.working'), report.total.workingDays)}
            {figure(t('activity.totals.leave'), report.total.leaveDays)}
            {figure(t('activity.totals.empty'), report.total.emptyDays)}
          </SimpleGrid>
          <Group gap="xs">
            <Button
              component={Link}
              to={activityReportPath(report.id)}
              variant="light"
              leftSection={<IconCalendarStats size={16} />}
            >
              {t('activityReports.panel.open')}
            </Button>
            {report.editable && (
              <Button
                component={Link}
                to={activityDayPath(today)}
                variant="subtle"
                leftSection={<IconPencil size={16} />}
              >
                {t('activityReports.panel.fillToday')}
              </Button>
            )}
          </Group>
        </>
      )}
      {!isPending && !isError && !report && (
        <>
          <Text size="sm" c="dimmed">
            {t('activityReports.panel.none', { month })}
          </Text>
          <Group>
            <Button leftSection={<IconCalendarPlus size={16} />} loading={create.isPending} onClick={createReport}>
              {t('activityReports.panel.create')}
            </Button>
          </Group>
        </>
      )}
    </DashboardPanel>
  );
}
