import { Alert, Skeleton, Text } from '@mantine/core';
import { IconBeach } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LeaveStatusTotals } from '../../../components/LeaveStatusTotals';
import { todayIso } from '../../../lib/dates';
import { leaveYearTotalsQuery } from '../../../lib/leaveTotals';
import { useCurrentUser } from '../../../lib/me';
import { DashboardPanel } from './DashboardPanel';

/**
 * spec/1 §2 "leave recap since January 1st": the days of every request of the year, those to come included, per
 * status; the same query and figures as the leaves list's yearly totals. Each opens the list filtered on its status.
 */
export function LeaveRecapPanel() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const year = Number(todayIso().slice(0, 4));
  const { data, isPending, isError } = useQuery({ ...leaveYearTotalsQuery(me.id, year), meta: { silent: true } });

  return (
    <DashboardPanel title={t('dashboard.leaves.recapTitle')} icon={IconBeach}>
      <Text size="xs" c="dimmed">
        {t('dashboard.leaves.since', { year })}
      </Text>
      {isPending && <Skeleton h={60} />}
      {isError && <Alert color="red">{t('dashboard.leaves.unavailable')}</Alert>}
      {data && <LeaveStatusTotals totals={data} linkTo={(status) => `/leaves?filter=${status}`} />}
    </DashboardPanel>
  );
}
