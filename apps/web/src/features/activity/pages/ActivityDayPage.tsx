import { ActionIcon, Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { isBusinessDay, monthYearName, weekPartOf } from '@staff/shared';
import { IconCalendar, IconCalendarMonth, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { DatePickerInput } from '../../../components/dates';
import { PageTitle } from '../../../components/PageTitle';
import { SHORT_DATE_FORMAT, todayIso } from '../../../lib/dates';
import dayjs from '../../../lib/dayjs';
import { describeError } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/pageTitle';
import { dayReportQuery, reportOfDayQuery } from '../api/day';
import { ActivityReportStatusBadge } from '../components/ActivityReportStatusBadge';
import { DayEditor } from '../components/DayEditor';
import { SendReportButton } from '../components/SendReportButton';
import { dayBounds, dayToShow, monthLeft, stepWorkingDay } from '../lib/day';
import { activityReportPath } from '../lib/paths';
import { periodNameOf } from '../lib/period';

/**
 * `/activity/day?date=YYYY-MM-DD` (spec/1 §2, §5, §9): one working day of the month's report, created if missing;
 * previous and next working day, a date picker from the start of the year to the end of the current month, and Send
 * for the month. A change of day with unsaved changes asks first (the editor's guard). A step past the month's last (or
 * first) working day opens the next (previous) month's report and says so (issue 25); the arrows name that month.
 */
export default function ActivityDayPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const bounds = dayBounds(today);
  const date = dayToShow(params.get('date'), today);
  const month = date.slice(0, 7);
  const title = t('activityReports.day.title', { date: dayjs(date).format('dddd DD/MM/YYYY') });
  usePageTitle(title);
  // The month's report; in a weekly month (its answer a week), the report of the date's week instead.
  const monthly = useQuery(dayReportQuery(month));
  const weekly = monthly.data?.period === 'week';
  const ofWeek = useQuery({ ...reportOfDayQuery(weekPartOf(date).first), enabled: weekly });
  const { data: report, error, isPending, dataUpdatedAt } = weekly ? ofWeek : monthly;
  const previous = stepWorkingDay(date, -1, bounds);
  const next = stepWorkingDay(date, 1, bounds);
  // The month a step left rides in the history entry: a reload or a link opened afresh says nothing.
  const left = (useLocation().state as { leftMonth?: string } | null)?.leftMonth;
  const go = (day: string | null) => day && setParams({ date: day }, { state: { leftMonth: monthLeft(date, day) } });
  const stepLabel = (day: string | null, key: 'previous' | 'next') =>
    day && monthLeft(date, day)
      ? t(`activityReports.day.${key}InMonth`, { month: monthYearName(day, i18n.language) })
      : t(`activityReports.day.${key}`);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <PageTitle>{title}</PageTitle>
        {report && <SendReportButton report={report} />}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          disabled={!previous}
          onClick={() => go(previous)}
          aria-label={stepLabel(previous, 'previous')}
          title={stepLabel(previous, 'previous')}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <DatePickerInput
          // The name holds the date it shows (WCAG 2.5.3: a voice user says what they see).
          aria-label={`${t('activityReports.day.pick')} ${dayjs(date).format(SHORT_DATE_FORMAT)}`}
          leftSection={<IconCalendar size={16} />}
          valueFormat={SHORT_DATE_FORMAT}
          value={date}
          minDate={bounds.min}
          maxDate={bounds.max}
          excludeDate={(day) => !isBusinessDay(dayjs(day).format('YYYY-MM-DD'))}
          onChange={(day) => go(day ? dayjs(day).format('YYYY-MM-DD') : null)}
          w={150}
        />
        <ActionIcon
          variant="default"
          size="lg"
          disabled={!next}
          onClick={() => go(next)}
          aria-label={stepLabel(next, 'next')}
          title={stepLabel(next, 'next')}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      {left && left !== month && (
        <Alert color="blue" icon={<IconCalendarMonth size={18} />} role="status">
          {t('activityReports.day.otherMonth', {
            month: monthYearName(date, i18n.language),
            left: monthYearName(`${left}-01`, i18n.language),
          })}
        </Alert>
      )}
      {isPending && <Loader size="sm" role="status" aria-label={t('common.loading')} />}
      {error && <Alert color="red">{t('activityReports.day.loadFailed', { details: describeError(t, error) })}</Alert>}
      {report && (
        <>
          <Group gap="sm">
            <Anchor component={Link} to={activityReportPath(report.id)}>
              {report.period === 'week'
                ? t('activityReports.day.week', { week: periodNameOf(report, i18n.language) })
                : t('activityReports.day.month', { month: monthYearName(report.date, i18n.language) })}
            </Anchor>
            <ActivityReportStatusBadge status={report.status} />
          </Group>
          {!report.editable && <Text c="dimmed">{t('activityReports.day.readOnly')}</Text>}
          <DayEditor key={`${date}:${dataUpdatedAt}`} report={report} date={date} />
        </>
      )}
    </Stack>
  );
}
