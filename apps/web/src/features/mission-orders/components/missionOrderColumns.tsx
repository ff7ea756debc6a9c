import { Text } from '@mantine/core';
import type { MissionOrderOut } from '@staff/shared';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { WIDE_ONLY } from '../../../components/DataTable';
import { formatDate } from '../../../lib/dates';
import { MissionOrderStatusBadge } from './MissionOrderStatusBadge';

type CommonColumn = 'project' | 'begin' | 'end' | 'status';

/**
 * The columns both mission order lists show (the manager's and the employee's), sortable, off phones (each list
 * gathers them in one cell there): the project with the mission's object under it, the dates, the status.
 */
export function useMissionOrderColumns(): Record<CommonColumn, DataTableColumn<MissionOrderOut>> {
  const { t } = useTranslation();
  const date = (accessor: 'begin_date' | 'end_date', title: string): DataTableColumn<MissionOrderOut> => ({
    accessor,
    title,
    sortable: true,
    noWrap: true,
    visibleMediaQuery: WIDE_ONLY,
    render: (order) => formatDate(order[accessor]),
  });
  return {
    project: {
      accessor: 'project',
      title: t('missionOrders.columns.project'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (order) => (
        <div>
          <Text size="sm">{order.project_object.name}</Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {order.mission_object}
          </Text>
        </div>
      ),
    },
    begin: date('begin_date', t('missionOrders.columns.begin')),
    end: date('end_date', t('missionOrders.columns.end')),
    status: {
      accessor: 'status',
      title: t('missionOrders.columns.status'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (order) => <MissionOrderStatusBadge status={order.status} />,
    },
  };
}
