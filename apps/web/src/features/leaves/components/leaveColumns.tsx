import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { Leave } from '../api/types';
import { useLeaveFormat } from '../lib/format';
import { DateWithPeriod } from './DateWithPeriod';
import { LeaveStatusBadge } from './LeaveStatusBadge';

/** The columns both leave lists show (the employee's and the back office's), each list adding its own around them. */
export function useLeaveColumns(): Record<'begin' | 'end' | 'days' | 'type' | 'status', DataTableColumn<Leave>> {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  return {
    begin: {
      accessor: 'begin_date',
      title: t('leaves.columns.begin'),
      noWrap: true,
      sortable: true,
      render: (leave) => (
        <DateWithPeriod date={leave.begin_date} half={leave.begin_period === 'PM' ? format.period('PM') : null} />
      ),
    },
    end: {
      accessor: 'end_date',
      title: t('leaves.columns.end'),
      noWrap: true,
      sortable: true,
      render: (leave) => (
        <DateWithPeriod date={leave.end_date} half={leave.end_period === 'AM' ? format.period('AM') : null} />
      ),
    },
    days: {
      accessor: 'open_days',
      title: t('leaves.columns.days'),
      sortable: true,
      textAlign: 'right',
      render: (leave) => format.days(leave.number_of_days),
    },
    type: { accessor: 'type_of_leave', title: t('leaves.columns.type'), sortable: true, render: format.type },
    status: {
      accessor: 'status',
      title: t('leaves.columns.status'),
      sortable: true,
      noWrap: true,
      render: (leave) => <LeaveStatusBadge status={leave.status} />,
    },
  };
}
