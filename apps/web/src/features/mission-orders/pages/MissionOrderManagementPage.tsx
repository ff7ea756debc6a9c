import { Button, Stack, Text } from '@mantine/core';
import type { MissionOrderOut } from '@staff/shared';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  actionsColumn,
  DataTable,
  DEFAULT_PAGE_SIZE,
  INACTIVE_ROW,
  pageOf,
  type SortStatus,
  WIDE_ONLY,
} from '../../../components/DataTable';
import { ListEmptyState } from '../../../components/ListEmptyState';
import { PageTitle } from '../../../components/PageTitle';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/pageTitle';
import { missionOrderListQuery } from '../api/missionOrders';
import { MissionOrderFilters } from '../components/MissionOrderFilters';
import { MissionOrderRowActions } from '../components/MissionOrderRowActions';
import { MissionOrderStatusBadge } from '../components/MissionOrderStatusBadge';
import { useMissionOrderColumns } from '../components/missionOrderColumns';
import {
  listSearchOf,
  listStateOf,
  type MissionOrderListFilters,
  type MissionOrderListState,
  NO_MISSION_ORDER_FILTERS,
  statusNames,
} from '../lib/listUrl';
import { missionOrderPaths } from '../lib/paths';
import { personName } from '../lib/people';

/** The employee, said inactive when they left; on a phone, what the wide columns show apart. */
function EmployeeCell({ order }: { order: MissionOrderOut }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {personName(order.owner_object)}
      </Text>
      {!order.is_active && (
        <Text size="xs" c="dimmed">
          {t('missionOrders.inactive')}
        </Text>
      )}
      <Stack gap={2} hiddenFrom="xs" mt={2}>
        <Text size="xs">{`${order.customer_object.name} · ${order.project_object.name}`}</Text>
        <Text size="xs" c="dimmed">
          {order.mission_object}
        </Text>
        <Text size="xs" c="dimmed">
          {`${formatDate(order.begin_date)} → ${formatDate(order.end_date)}`}
        </Text>
        <MissionOrderStatusBadge status={order.status} size="sm" />
      </Stack>
    </Stack>
  );
}

/**
 * `/back_office/mission_orders_management` (spec/2 §2.3): the orders whose current manager is the user, by status
 * (the lifecycle's order) unless sorted otherwise, filtered, sorted and paged by the server, the state in the URL.
 */
export default function MissionOrderManagementPage() {
  const { t } = useTranslation();
  const title = t('missionOrders.management.title');
  usePageTitle(title);
  const [searchParams, setSearchParams] = useSearchParams();
  const state = listStateOf(searchParams);
  const go = (change: Partial<MissionOrderListState>) =>
    setSearchParams(listSearchOf({ ...state, ...change }), { replace: true });
  const { ordering, page, ...filters } = state;
  const sortStatus: SortStatus<MissionOrderOut> = {
    columnAccessor: ordering.replace(/^-/, ''),
    direction: ordering.startsWith('-') ? 'desc' : 'asc',
  };
  const { data, isFetching } = useQuery(
    missionOrderListQuery({
      current_manager: 'me',
      employee: filters.employee ?? undefined,
      status: filters.status.length > 0 ? statusNames(filters.status) : undefined,
      customer: filters.customer ?? undefined,
      project: filters.project ?? undefined,
      begin_date: filters.begin_date ?? undefined,
      end_date: filters.end_date ?? undefined,
      ordering,
      limit: DEFAULT_PAGE_SIZE,
      offset: (page - 1) * DEFAULT_PAGE_SIZE,
    }),
  );
  const common = useMissionOrderColumns();
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_MISSION_ORDER_FILTERS);

  const columns: DataTableColumn<MissionOrderOut>[] = [
    {
      accessor: 'employee_number',
      title: t('missionOrders.columns.employeeNumber'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (order) => order.owner_object.employee_number ?? '',
    },
    {
      accessor: 'employee',
      title: t('missionOrders.columns.employee'),
      sortable: true,
      render: (order) => <EmployeeCell order={order} />,
    },
    {
      accessor: 'customer',
      title: t('missionOrders.columns.customer'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (order) => order.customer_object.name,
    },
    common.project,
    common.begin,
    common.end,
    common.status,
    actionsColumn(t('table.actions'), (order) => <MissionOrderRowActions order={order} />),
  ];

  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <MissionOrderFilters
        key={JSON.stringify(filters)}
        applied={filters}
        onApply={(next: MissionOrderListFilters) => go({ ...next, page: 1 })}
      />
      <DataTable<MissionOrderOut>
        label={title}
        {...pageOf({ data, isFetching })}
        columns={columns}
        page={page}
        onPageChange={(next) => go({ page: next })}
        sortStatus={sortStatus}
        onSortStatusChange={(next) =>
          go({ ordering: `${next.direction === 'desc' ? '-' : ''}${String(next.columnAccessor)}`, page: 1 })
        }
        rowBackgroundColor={(order) => (order.is_active ? undefined : INACTIVE_ROW)}
        actions={
          <Button component={Link} to={missionOrderPaths.create} leftSection={<IconPlus size={16} />}>
            {t('missionOrders.management.add')}
          </Button>
        }
        empty={<ListEmptyState title={t(filtered ? 'missionOrders.empty.filtered' : 'missionOrders.empty.manager')} />}
      />
    </Stack>
  );
}
