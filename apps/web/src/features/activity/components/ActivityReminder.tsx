import { Alert, Anchor } from '@mantine/core';
import { monthYearName } from '@staff/shared';
import { IconClipboardList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { todayIso } from '../../../lib/dates';
import { currentMonthReportQuery, reportOfToday } from '../api/dashboard';
import { activityHomePath, activityReportPath } from '../lib/paths';
import { remindActivityReport } from '../lib/reminder';

/**
 * The activity line of the dashboard's "Think about it" panel (spec/1 §9): 5 days or fewer before the month's end,
 * while this month's report is a draft or does not exist, say so with a link to it. The same request as the panel's.
 */
export default function ActivityReminder() {
  const { t, i18n } = useTranslation();
  const today = todayIso();
  const { data } = useQuery(currentMonthReportQuery(today));
  if (!data) return null;
  const report = reportOfToday(data.results, today) ?? null;
  if (!remindActivityReport(today, report?.status ?? null)) return null;
  const month = monthYearName(today, i18n.language);
  return (
    <Alert color="orange" variant="light" icon={<IconClipboardList />} title={t('activityReports.reminder.title')}>
      {report ? t('activityReports.reminder.draft', { month }) : t('activityReports.reminder.missing', { month })}{' '}
      <Anchor component={Link} to={report ? activityReportPath(report.id) : activityHomePath(today.slice(0, 7))}>
        {report ? t('activityReports.reminder.open') : t('activityReports.reminder.create')}
      </Anchor>
    </Alert>
  );
}
