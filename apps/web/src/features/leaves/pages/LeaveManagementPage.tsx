import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionsColumn, DataTable, pageOf, useTableState, WIDE_ONLY } from '../../../components/DataTable';
import { ListEmptyState } from '../../../components/ListEmptyState';
import { PageTitle } from '../../../components/PageTitle';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/pageTitle';
import { servicesQuery } from '../api/directory';
import { leaveListQuery, typesOfLeaveQuery } from '../api/leaves';
import type { Leave } from '../api/types';
import { CalendarLinkButton } from '../components/LeaveLinks';
import {
  LeaveListFilters,
  type LeaveListFilterValues,
  NO_FILTERS,
  statusFilterQuery,
} from '../components/LeaveListFilters';
import { useLeaveColumns } from '../components/leaveColumns';
import { ManagementRowActions } from '../components/ManagementRowActions';
import { useLeaveFormat } from '../lib/format';
import { LEAVE_DELEGATION_PATH } from '../lib/paths';

const isEqual = (a: LeaveListFilterValues, b: LeaveListFilterValues) => JSON.stringify(a) === JSON.stringify(b);

/** spec/3 "Leaves": the default status filter is submitted. */
const DEFAULT_FILTERS: LeaveListFilterValues = {
  ...NO_FILTERS,
  status: 'submitted',
  employee_number: '',
  service: null,
};

/**
 * `/back_office/leave_management`: the leaves of the people the user decides on (`managed=true`), newest begin date
 * first, submitted ones by default, with the decisions the server allows on each row.
 */
export default function LeaveManagementPage() {
  const { t } = useTranslation();
  usePageTitle(t('leaves.management.title'));
  const format = useLeaveFormat();
  const common = useLeaveColumns({ withOwner: true });
  const table = useTableState<Leave>({ columnAccessor: 'begin_date', direction: 'desc' });
  const [filters, setFilters] = useState<LeaveListFilterValues>(DEFAULT_FILTERS);
  const { data: types } = useQuery(typesOfLeaveQuery(false));
  const { data: services } = useQuery(servicesQuery(undefined));
  const { data, isFetching } = useQuery(
    leaveListQuery({
      ...table.params,
      managed: true,
      ...statusFilterQuery(filters.status),
      type_of_leave: filters.type_of_leave,
      begin_date: filters.begin_date,
      end_date: filters.end_date,
      employee_number: filters.employee_number || undefined,
      service: filters.service ?? undefined,
    }),
  );

  const columns: DataTableColumn<Leave>[] = [
    {
      accessor: 'modified',
      title: t('leaves.columns.updated'),
      noWrap: true,
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (leave) => formatDate(leave.modified),
    },
    {
      accessor: 'names',
      title: t('leaves.columns.names'),
      noWrap: true,
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (leave) => (
        <div>
          <Text size="sm" fw={500}>
            {format.owner(leave)}
          </Text>
          {leave.owner_object.employee_number && (
            <Text size="xs" c="dimmed">
              {leave.owner_object.employee_number}
            </Text>
          )}
        </div>
      ),
    },
    {
      accessor: 'service',
      title: t('leaves.columns.service'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (leave) => leave.service?.name ?? '—',
    },
    common.leave,
    common.begin,
    common.end,
    common.days,
    common.type,
    common.status,
    actionsColumn(t('table.actions'), (leave) => <ManagementRowActions leave={leave} />),
  ];

  return (
    <Stack gap="md">
      <PageTitle>{t('leaves.management.title')}</PageTitle>
      <LeaveListFilters
        key={JSON.stringify(filters)}
        applied={filters}
        onApply={table.firstPage(setFilters)}
        types={types?.results ?? []}
        withEmployeeNumber
        services={services?.results ?? []}
      />
      <DataTable<Leave>
        label={t('leaves.management.title')}
        {...pageOf({ data, isFetching })}
        columns={columns}
        {...table.searchable}
        empty={
          <ListEmptyState
            title={t(
              isEqual(filters, DEFAULT_FILTERS) && !table.search ? 'leaves.empty.toDecide' : 'leaves.empty.filtered',
            )}
          />
        }
        actions={
          <Group gap="xs">
            <CalendarLinkButton />
            <Button component={Link} to={LEAVE_DELEGATION_PATH} leftSection={<IconUsersGroup size={16} />}>
              {t('leaves.management.delegation')}
            </Button>
          </Group>
        }
      />
    </Stack>
  );
}
