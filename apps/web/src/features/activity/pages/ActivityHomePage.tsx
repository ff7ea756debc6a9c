import { Stack } from '@mantine/core';
import { formatDays } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { MonthCard, MonthCardFigure } from '../../../components/MonthCard';
import { type MonthCardProps, YearOfMonths } from '../../../components/YearOfMonths';
import { MIN_YEAR } from '../../../components/YearSelector';
import { usePageTitle } from '../../../lib/pageTitle';
import { myYearReportsQuery, useCreateActivityReport } from '../api/reports';
import type { ActivityReport } from '../api/types';
import { ActivityReportStatusBadge } from '../components/ActivityReportStatusBadge';
import { WeeksMonthCard } from '../components/WeeksMonthCard';
import { activityReportPath } from '../lib/paths';

/** `/activity?fordate=YYYY-MM`: the year's twelve months, their reports in one request (spec/1 §2). */
export default function ActivityHomePage() {
  const { t } = useTranslation();
  usePageTitle(t('activity.home.title'));
  const create = useCreateActivityReport();
  return (
    <YearOfMonths
      title={t('activity.home.title')}
      minYear={MIN_YEAR}
      yearQuery={myYearReportsQuery}
      create={(month) => create.mutateAsync({ date: `${month}-01` })}
      pathOf={activityReportPath}
      createFailed={t('activity.toasts.reportCreateError')}
      cardHeight={170}
      card={(props) => <ReportMonthCard {...props} />}
    />
  );
}

/**
 * A month of the year (spec/1 §2): its report's days (two decimals, as everywhere), a lock when it is
 * sent (spec/1 §2 "a lock icon when the status is submitted"), the status.
 */
function ReportMonthCard({ record: report, ...props }: MonthCardProps<ActivityReport>) {
  const { t, i18n } = useTranslation();
  // A month of weeks lists them (a month is one report or weeks, never both).
  if (report?.period === 'week') return <WeeksMonthCard month={props.month} />;
  const days = (value: number) => formatDays(value, i18n.language);
  return (
    <MonthCard
      {...props}
      texts="activity.home"
      testId={`month-${props.month}`}
      document={
        report && {
          path: activityReportPath(report.id),
          locked: report.status === 'submitted',
          badge: <ActivityReportStatusBadge status={report.status} />,
          figures: (
            <Stack gap={2}>
              <MonthCardFigure label={t('activity.totals.working')} value={days(report.total.workingDays)} />
              <MonthCardFigure label={t('activity.totals.leave')} value={days(report.total.leaveDays)} />
              <MonthCardFigure label={t('activity.totals.empty')} value={days(report.total.emptyDays)} />
            </Stack>
          ),
        }
      }
    />
  );
}
