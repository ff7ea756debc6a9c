import { Button, Group, Stack } from '@mantine/core';
import { LEAVE_STATES, type LeaveState } from '@staff/shared';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { actionsColumn, DataTable, pageOf, useTableState, WIDE_ONLY } from '../../../components/DataTable';
import { ListEmptyState } from '../../../components/ListEmptyState';
import { PageTitle } from '../../../components/PageTitle';
import { formatDate, todayIso } from '../../../lib/dates';
import { useCurrentUser } from '../../../lib/me';
import { usePageTitle } from '../../../lib/pageTitle';
import { leaveListQuery, typesOfLeaveQuery } from '../api/leaves';
import type { Leave } from '../api/types';
import { LeaveBalances } from '../components/LeaveBalances';
import { CalendarLinkButton } from '../components/LeaveLinks';
import {
  LeaveListFilters,
  type LeaveListFilterValues,
  NO_FILTERS,
  statusFilterQuery,
} from '../components/LeaveListFilters';
import { LeaveRowActions } from '../components/LeaveRowActions';
import { LeaveYearTotals } from '../components/LeaveYearTotals';
import { useLeaveColumns } from '../components/leaveColumns';

/**
 * spec/2 §9: the list starts at the current month's first day (leaves still running then or later). Opened from the
 * dashboard's recap on a status (`?filter=`), it starts at January 1st, the recap's own period, so that the list
 * holds what the recap counted.
 */
const defaultFilters = (fromRecap: boolean): LeaveListFilterValues => ({
  ...NO_FILTERS,
  begin_date: fromRecap ? `${todayIso().slice(0, 4)}-01-01` : `${todayIso().slice(0, 7)}-01`,
});

const isStatus = (value: string | null): value is LeaveState => LEAVE_STATES.includes(value as LeaveState);

/** `/leaves?filter`: the user's leaves (spec/2 §2.1), the yearly totals per status and the balances. */
export default function LeavesListPage() {
  const { t } = useTranslation();
  usePageTitle(t('leaves.list.title'));
  const me = useCurrentUser();
  const common = useLeaveColumns();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlStatus = searchParams.get('filter');
  const table = useTableState<Leave>({ columnAccessor: 'begin_date', direction: 'desc' });
  const [filters, setFilters] = useState<LeaveListFilterValues>(() => defaultFilters(isStatus(urlStatus)));
  // The URL's `filter` presets the status, and follows it when it changes (dashboard links).
  const applied: LeaveListFilterValues = { ...filters, status: isStatus(urlStatus) ? urlStatus : null };
  const { data: types } = useQuery(typesOfLeaveQuery(false));
  const { data, isFetching } = useQuery(
    leaveListQuery({
      limit: table.params.limit,
      offset: table.params.offset,
      ordering: table.params.ordering,
      owner: me.id,
      ...statusFilterQuery(applied.status),
      type_of_leave: applied.type_of_leave,
      begin_date: applied.begin_date,
      end_date: applied.end_date,
    }),
  );

  const apply = (values: LeaveListFilterValues) => {
    setFilters(values);
    table.onPageChange(1);
    setSearchParams(values.status ? { filter: values.status } : {}, { replace: true });
  };

  const columns: DataTableColumn<Leave>[] = [
    common.leave,
    common.begin,
    common.end,
    {
      accessor: 'submission_date',
      title: t('leaves.columns.submission'),
      noWrap: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (leave) => formatDate(leave.submission_date) || '—',
    },
    common.days,
    common.type,
    common.status,
    actionsColumn(t('table.actions'), (leave) => <LeaveRowActions leave={leave} />),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PageTitle>{t('leaves.list.title')}</PageTitle>
        <Group gap="xs">
          <CalendarLinkButton />
          <Button component={Link} to="/leaves/create/" leftSection={<IconPlus size={16} />}>
            {t('leaves.list.create')}
          </Button>
        </Group>
      </Group>
      {/* One above the other: the balances' six columns and reference periods need the page's width. */}
      <LeaveYearTotals ownerId={me.id} />
      <LeaveBalances />
      <LeaveListFilters key={JSON.stringify(applied)} applied={applied} onApply={apply} types={types?.results ?? []} />
      <DataTable<Leave>
        label={t('leaves.list.title')}
        {...pageOf({ data, isFetching })}
        columns={columns}
        {...table.paging}
        empty={
          // No leave at all invites the first request; filters that match nothing say so (the default date filter
          // too: older leaves may exist, and the page's own button asks for a new one).
          Object.values(applied).some(Boolean) ? (
            <ListEmptyState title={t('leaves.empty.filtered')} />
          ) : (
            <ListEmptyState
              title={t('leaves.empty.none')}
              action={{ label: t('leaves.list.create'), to: '/leaves/create/' }}
            />
          )
        }
      />
    </Stack>
  );
}
