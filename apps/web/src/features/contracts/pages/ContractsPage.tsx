import { Button, Group, Stack, Text } from '@mantine/core';
import type { ContractOut } from '@staff/shared';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { DataTable, PHONE_ONLY, pageOf, useTableState, WIDE_ONLY } from '../../../components/DataTable';
import { ListEmptyState } from '../../../components/ListEmptyState';
import { PageTitle } from '../../../components/PageTitle';
import { RowIconActions } from '../../../components/RowIconActions';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { useCan } from '../../../lib/permissions';
import { contractListQuery, useDeleteContract } from '../api/contracts';
import { ContractFilters, type ContractFilterValues, NO_CONTRACT_FILTERS } from '../components/ContractFilters';
import { ContractModal } from '../components/ContractModal';
import { ContractsHelp } from '../components/ContractsHelp';

/** What the modal is open on: a new contract, one of the list, or nothing. */
type Editing = { contract: ContractOut | null } | null;

/**
 * `/back_office/contracts_management` (spec/3 "Contracts"): the company's contracts by rank, with filters, the modal
 * to create or edit one, and delete after confirmation (refused while employees hold the contract).
 */
export default function ContractsPage() {
  const { t } = useTranslation();
  usePageTitle(t('contracts.title'));
  const can = useCan();
  const canWrite = can('contract.create');
  const table = useTableState<ContractOut>({ columnAccessor: 'rank', direction: 'asc' });
  const [filters, setFilters] = useState<ContractFilterValues>(NO_CONTRACT_FILTERS);
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useDeleteContract();
  const { data, isFetching } = useQuery(
    contractListQuery({
      ...table.params,
      title: filters.title || undefined,
      max_worked_days_per_month: filters.max_worked_days_per_month ?? undefined,
      can_overflow_max_worked_days: filters.can_overflow_max_worked_days ?? undefined,
    }),
  );

  const maxDays = (c: ContractOut) =>
    c.max_worked_days_per_month === null
      ? t('contracts.businessDays')
      : c.max_worked_days_per_month === 0
        ? t('contracts.unlimited')
        : t('contracts.days', { count: c.max_worked_days_per_month });
  const yesNo = (value: boolean) => t(value ? 'contracts.yes' : 'contracts.no');

  const askDelete = (contract: ContractOut) =>
    openConfirm({
      title: t('contracts.deleteTitle'),
      message:
        contract.employees_count > 0
          ? t('contracts.deleteInUse', { title: contract.title, count: contract.employees_count })
          : t('contracts.deleteMessage', { title: contract.title }),
      confirmLabel: t('contracts.delete'),
      color: 'red',
      onConfirm: () =>
        remove.mutate(contract.id, {
          onSuccess: () => notifySuccess(t('contracts.deleted', { title: contract.title })),
          onError: (error) => notifyError(t('contracts.deleteFailed', { reason: describeError(t, error) })),
        }),
    });

  const columns: DataTableColumn<ContractOut>[] = [
    { accessor: 'title', title: t('contracts.columns.title'), sortable: true },
    {
      accessor: 'max_worked_days_per_month',
      title: t('contracts.columns.maxDays'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: maxDays,
    },
    {
      accessor: 'can_overflow_max_worked_days',
      title: t('contracts.columns.canOverflow'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (c) => yesNo(c.can_overflow_max_worked_days),
    },
    // Phones: the two rules under each other, so that the page never scrolls sideways.
    {
      accessor: 'rules',
      title: t('contracts.columns.rules'),
      visibleMediaQuery: PHONE_ONLY,
      render: (c) => (
        <Text size="sm">
          {maxDays(c)}
          <br />
          {t('filters.tag', { name: t('contracts.columns.canOverflow'), value: yesNo(c.can_overflow_max_worked_days) })}
        </Text>
      ),
    },
    { accessor: 'rank', title: t('contracts.columns.rank'), sortable: true, visibleMediaQuery: WIDE_ONLY },
    {
      accessor: 'actions',
      title: t('table.actions'),
      textAlign: 'right',
      hidden: !canWrite,
      render: (c) => (
        <RowIconActions
          actions={[
            {
              icon: IconPencil,
              tooltip: t('contracts.edit'),
              ariaLabel: t('contracts.editOne', { title: c.title }),
              onClick: () => setEditing({ contract: c }),
            },
            {
              icon: IconTrash,
              tooltip: t('contracts.delete'),
              ariaLabel: t('contracts.deleteOne', { title: c.title }),
              danger: true,
              onClick: () => askDelete(c),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PageTitle>{t('contracts.title')}</PageTitle>
        <ContractsHelp />
      </Group>
      <ContractFilters key={JSON.stringify(filters)} applied={filters} onApply={table.firstPage(setFilters)} />
      <DataTable<ContractOut>
        label={t('contracts.title')}
        {...pageOf({ data, isFetching })}
        columns={columns}
        {...table.searchable}
        empty={<ListEmptyState title={t('contracts.empty')} />}
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ contract: null })}>
              {t('contracts.create')}
            </Button>
          )
        }
      />
      {editing && (
        <ContractModal
          key={editing.contract?.id ?? 'new'}
          contract={editing.contract}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
