import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { MissionOrderOut } from '@staff/shared';
import { IconPlaneDeparture } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, pageOf, useTableState, WIDE_ONLY } from '../../../components/DataTable';
import { ListEmptyState } from '../../../components/ListEmptyState';
import { PageTitle } from '../../../components/PageTitle';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/pageTitle';
import { missionOrderListQuery } from '../api/missionOrders';
import { MissionOrderStatusBadge } from '../components/MissionOrderStatusBadge';
import { useMissionOrderColumns } from '../components/missionOrderColumns';
import { missionOrderPaths } from '../lib/paths';
import { personName } from '../lib/people';

/**
 * `/mission_orders` (spec/2 §2.3): the user's own orders, by status, each opening its page; the travel request is
 * sent from here.
 */
export default function MyMissionOrdersPage() {
  const { t } = useTranslation();
  const title = t('missionOrders.mine.title');
  usePageTitle(title);
  const common = useMissionOrderColumns();
  const table = useTableState<MissionOrderOut>({ columnAccessor: 'status', direction: 'asc' });
  const { data, isFetching } = useQuery(
    missionOrderListQuery({
      owner: 'me',
      ordering: table.params.ordering,
      limit: table.params.limit,
      offset: table.params.offset,
    }),
  );

  const columns: DataTableColumn<MissionOrderOut>[] = [
    {
      accessor: 'customer',
      title: t('missionOrders.columns.customer'),
      sortable: true,
      render: (order) => (
        <div>
          <Anchor component={Link} to={missionOrderPaths.myOrder(order.id)} size="sm" fw={500}>
            {order.customer_object.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {order.mission_object}
          </Text>
          {/* On a phone, what the wide columns show apart. */}
          <Stack gap={2} hiddenFrom="xs" mt={4}>
            <Text size="xs">{`${formatDate(order.begin_date)} → ${formatDate(order.end_date)}`}</Text>
            <MissionOrderStatusBadge status={order.status} size="sm" />
          </Stack>
        </div>
      ),
    },
    common.project,
    {
      accessor: 'manager',
      title: t('missionOrders.columns.manager'),
      visibleMediaQuery: WIDE_ONLY,
      render: (order) => personName(order.current_manager_object),
    },
    common.begin,
    common.end,
    common.status,
  ];

  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <DataTable<MissionOrderOut>
        label={title}
        {...pageOf({ data, isFetching })}
        columns={columns}
        {...table.paging}
        actions={
          <Button component={Link} to={missionOrderPaths.travel} leftSection={<IconPlaneDeparture size={16} />}>
            {t('missionOrders.travel.open')}
          </Button>
        }
        empty={<ListEmptyState title={t('missionOrders.empty.mine')} />}
      />
    </Stack>
  );
}
