import { Box, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { ExpenseClaimListItemOut, ExpenseClaimOut } from '@staff/shared';
import { formatEuros, formatNumber, monthYearName } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, DataTable, pageOf, useTableState, WIDE_ONLY } from '../../../components/DataTable';
import { ListEmptyState } from '../../../components/ListEmptyState';
import { MonthFilter } from '../../../components/MonthFilter';
import { PageTitle } from '../../../components/PageTitle';
import { formatDate, todayIso } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/pageTitle';
import { expenseClaimListQuery } from '../api/claims';
import { ExpenseClaimStatusBadge } from '../components/ExpenseClaimStatusBadge';
import { OverLimitFlag } from '../components/OverLimitFlag';
import { ExpenseClaimFilters, type ExpenseClaimFilterValues, NO_EXPENSE_CLAIM_FILTERS } from './ExpenseClaimFilters';
import { ExpenseClaimHistoryModal } from './ExpenseClaimHistoryModal';
import { ExpenseClaimRowActions } from './ExpenseClaimRowActions';
import { ExpenseExportButtons } from './ExpenseExportButtons';
import { claimWords } from './management';

/**
 * `/back_office/expense_claim_management` (spec/3 §2, §4, §7, §8): the claims of the people the user validates, one
 * month at a time (the current one first) or every month, filtered on draft or submitted, employee number and names,
 * paged and sorted by the server; each row's actions as the server allows them; one export button per plugin.
 */
export default function ExpenseClaimManagementPage() {
  const { t, i18n } = useTranslation();
  const title = t('expenseManagement.title');
  usePageTitle(title);
  const [month, setMonth] = useState(todayIso().slice(0, 7));
  const [allMonths, setAllMonths] = useState(false);
  const [filters, setFilters] = useState<ExpenseClaimFilterValues>(NO_EXPENSE_CLAIM_FILTERS);
  const [history, setHistory] = useState<ExpenseClaimOut | null>(null);
  const table = useTableState<ExpenseClaimListItemOut>({ columnAccessor: 'owner', direction: 'asc' });
  const { data, isFetching } = useQuery(
    expenseClaimListQuery({
      ...table.params,
      search: table.params.search || undefined,
      for_month: allMonths ? undefined : month,
      status: filters.status ?? undefined,
      names: filters.names || undefined,
      employee_number: filters.employee_number || undefined,
    }),
  );
  const euros = (value: number) => formatEuros(value, i18n.language);
  const words = (claim: ExpenseClaimOut) => claimWords(claim, i18n.language);
  // Issue 24: the claims with lines over a mission order's limits, marked before accounting opens them.
  const overLimits = (claim: ExpenseClaimListItemOut) =>
    claim.over_limit_lines > 0 && (
      <Box mt={4}>
        <OverLimitFlag>{t('expenseManagement.overLimits', { count: claim.over_limit_lines })}</OverLimitFlag>
      </Box>
    );

  const columns: DataTableColumn<ExpenseClaimListItemOut>[] = [
    {
      accessor: 'employee_number',
      title: t('expenseManagement.columns.employeeNumber'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (claim) => claim.owner_object.employee_number ?? '',
    },
    {
      accessor: 'owner',
      title: t('expenseManagement.columns.names'),
      sortable: true,
      render: (claim) => (
        <div>
          <Text size="sm" fw={500}>
            {words(claim).name}
          </Text>
          {/* On a phone, what the wide columns show apart: number, month, status and total. */}
          <Box hiddenFrom="xs">
            {claim.owner_object.employee_number && (
              <Text size="xs" c="dimmed">
                {claim.owner_object.employee_number}
              </Text>
            )}
            {allMonths && (
              <Text size="xs" c="dimmed" tt="capitalize">
                {words(claim).month}
              </Text>
            )}
            <Group gap={6} mt={4} wrap="nowrap">
              <ExpenseClaimStatusBadge status={claim.status} />
              <Text size="xs" fw={600}>
                {euros(claim.total)}
              </Text>
            </Group>
            {overLimits(claim)}
          </Box>
        </div>
      ),
    },
    {
      accessor: 'date',
      title: t('expenseManagement.columns.month'),
      sortable: true,
      noWrap: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (claim) => (
        <Text tt="capitalize" size="sm">
          {words(claim).month}
        </Text>
      ),
    },
    {
      accessor: 'status',
      title: t('expenseManagement.columns.status'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (claim) => (
        <div>
          <ExpenseClaimStatusBadge status={claim.status} />
          {claim.submit_date && (
            <Text size="xs" c="dimmed" mt={2}>
              {t('expenseManagement.submittedOn', { date: formatDate(claim.submit_date) })}
            </Text>
          )}
          {overLimits(claim)}
        </div>
      ),
    },
    {
      accessor: 'number_meals',
      title: t('expenseManagement.columns.meals'),
      sortable: true,
      textAlign: 'right',
      visibleMediaQuery: WIDE_ONLY,
      render: (claim) => formatNumber(claim.number_meals, i18n.language, 0),
    },
    {
      accessor: 'transport_cost',
      title: t('expenseManagement.columns.transports'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (claim) => euros(claim.transport_cost),
    },
    {
      accessor: 'invoices_total',
      title: t('expenseManagement.columns.invoicesTotal'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (claim) => euros(claim.invoices_total),
    },
    {
      accessor: 'total',
      title: t('expenseManagement.columns.total'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (claim) => (
        <Text size="sm" fw={600}>
          {euros(claim.total)}
        </Text>
      ),
    },
    actionsColumn(t('table.actions'), (claim) => (
      <ExpenseClaimRowActions claim={claim} words={words(claim)} onHistory={() => setHistory(claim)} />
    )),
  ];

  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <Group gap="md">
        <MonthFilter month={month} disabled={allMonths} onChange={table.firstPage(setMonth)} />
        <Checkbox
          label={t('expenseManagement.allMonths')}
          checked={allMonths}
          onChange={(event) => {
            setAllMonths(event.currentTarget.checked);
            table.onPageChange(1);
          }}
        />
      </Group>
      <ExpenseClaimFilters key={JSON.stringify(filters)} applied={filters} onApply={table.firstPage(setFilters)} />
      <DataTable<ExpenseClaimListItemOut>
        label={title}
        {...pageOf({ data, isFetching })}
        columns={columns}
        {...table.searchable}
        actions={<ExpenseExportButtons month={allMonths ? null : month} />}
        empty={
          <ListEmptyState
            title={
              allMonths
                ? t('expenseManagement.emptyAll')
                : t('expenseManagement.empty', { month: monthYearName(month, i18n.language) })
            }
          />
        }
      />
      <ExpenseClaimHistoryModal
        claimId={history?.id ?? null}
        words={history ? words(history) : { name: '', month: '' }}
        onClose={() => setHistory(null)}
      />
    </Stack>
  );
}
