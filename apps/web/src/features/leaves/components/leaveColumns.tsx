import { Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { PHONE_ONLY, WIDE_ONLY } from '../../../components/DataTable';
import type { Leave } from '../api/types';
import { shortDates, useLeaveFormat } from '../lib/format';
import { DateWithPeriod } from './DateWithPeriod';
import { LeaveStatusBadge } from './LeaveStatusBadge';

type CommonColumn = 'begin' | 'end' | 'days' | 'type' | 'status' | 'leave';

/**
 * The columns both leave lists show (the employee's and the back office's), each list adding its own around them.
 * On a phone, `leave` gathers type, dates, days and status (and the requester, `withOwner`) in one cell and the separate
 * columns step aside (WIDE_ONLY).
 */
export function useLeaveColumns({ withOwner = false } = {}): Record<CommonColumn, DataTableColumn<Leave>> {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  return {
    leave: {
      accessor: 'leave',
      title: t('leaves.columns.leave'),
      visibleMediaQuery: PHONE_ONLY,
      render: (leave) => {
        const [begin, end] = shortDates(leave);
        const days = t('leaves.daysCount', { count: leave.number_of_days, days: format.days(leave.number_of_days) });
        return (
          <Stack gap={0}>
            {withOwner && (
              <Text size="sm" fw={600}>
                {format.owner(leave)}
              </Text>
            )}
            <Text size="sm" fw={withOwner ? undefined : 500}>
              {format.type(leave)}
            </Text>
            <Text size="xs" c="dimmed">
              {begin === end ? begin : `${begin} → ${end}`} · {days}
            </Text>
            <LeaveStatusBadge leave={leave} size="sm" mt={4} />
          </Stack>
        );
      },
    },
    begin: {
      accessor: 'begin_date',
      title: t('leaves.columns.begin'),
      noWrap: true,
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (leave) => (
        <DateWithPeriod date={leave.begin_date} half={leave.begin_period === 'PM' ? format.period('PM') : null} />
      ),
    },
    end: {
      accessor: 'end_date',
      title: t('leaves.columns.end'),
      noWrap: true,
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (leave) => (
        <DateWithPeriod date={leave.end_date} half={leave.end_period === 'AM' ? format.period('AM') : null} />
      ),
    },
    days: {
      accessor: 'open_days',
      title: t('leaves.columns.days'),
      sortable: true,
      textAlign: 'right',
      visibleMediaQuery: WIDE_ONLY,
      render: (leave) => format.days(leave.number_of_days),
    },
    type: {
      accessor: 'type_of_leave',
      title: t('leaves.columns.type'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: format.type,
    },
    status: {
      accessor: 'status',
      title: t('leaves.columns.status'),
      sortable: true,
      noWrap: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (leave) => <LeaveStatusBadge leave={leave} />,
    },
  };
}
