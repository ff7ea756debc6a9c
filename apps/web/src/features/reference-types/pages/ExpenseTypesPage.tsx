import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, pageOf, useTableState, WIDE_ONLY } from '../../../components/DataTable';
import { PageTitle } from '../../../components/PageTitle';
import { usePageTitle } from '../../../lib/pageTitle';
import { referenceListQuery, type TypeOfExpense } from '../api/referenceTypes';
import { ExpenseTypeFilters, type ExpenseTypeFilterValues, NO_EXPENSE_FILTERS } from '../components/ExpenseTypeFilters';
import { ExpenseTypeModal } from '../components/ExpenseTypeModal';
import { useRowActionsColumn } from '../components/useRowActionsColumn';
import { YesNo } from '../components/YesNo';

/**
 * `/back_office/types-of-expenses` (spec/3 §2 "Types of expense"): label, person mandatory, is lunch, accounting
 * number, account name; by rank; the filters of spec/3 §7; create and edit in a modal, delete after a confirmation.
 */
export default function ExpenseTypesPage() {
  const { t } = useTranslation();
  const title = t('referenceTypes.expense.title');
  usePageTitle(title);
  const table = useTableState<TypeOfExpense>({ columnAccessor: 'rank', direction: 'asc' });
  const [filters, setFilters] = useState<ExpenseTypeFilterValues>(NO_EXPENSE_FILTERS);
  const { data, isFetching } = useQuery(
    referenceListQuery('expense', {
      ...table.params,
      label: filters.label || undefined,
      accounting_number: filters.accounting_number || undefined,
      name_account: filters.name_account || undefined,
      person_is_mandatory: filters.person_is_mandatory ?? undefined,
      is_lunch: filters.is_lunch ?? undefined,
    }),
  );
  const [editing, setEditing] = useState<TypeOfExpense | null | undefined>(undefined);
  const rowActions = useRowActionsColumn<TypeOfExpense>('expense', { nameOf: (row) => row.label, onEdit: setEditing });

  const columns: DataTableColumn<TypeOfExpense>[] = [
    {
      accessor: 'label',
      title: t('referenceTypes.expense.label'),
      sortable: true,
      render: (row) => (
        <div>
          <Text size="sm" fw={500}>
            {row.label}
          </Text>
          {/* On phones the accounting number column is off: said under the label. */}
          <Text size="xs" c="dimmed" hiddenFrom="xs">
            {row.accounting_number}
          </Text>
        </div>
      ),
    },
    {
      accessor: 'person_is_mandatory',
      title: t('referenceTypes.expense.personIsMandatory'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (row) => <YesNo value={row.person_is_mandatory} />,
    },
    {
      accessor: 'is_lunch',
      title: t('referenceTypes.expense.isLunch'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (row) => <YesNo value={row.is_lunch} />,
    },
    {
      accessor: 'accounting_number',
      title: t('referenceTypes.expense.accountingNumber'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
    },
    {
      accessor: 'name_account',
      title: t('referenceTypes.expense.nameAccount'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
    },
    rowActions,
  ];

  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <ExpenseTypeFilters key={JSON.stringify(filters)} applied={filters} onApply={table.firstPage(setFilters)} />
      <DataTable<TypeOfExpense>
        label={title}
        {...pageOf({ data, isFetching })}
        columns={columns}
        {...table.searchable}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {t('referenceTypes.expense.create')}
          </Button>
        }
      />
      <ExpenseTypeModal editing={editing} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
