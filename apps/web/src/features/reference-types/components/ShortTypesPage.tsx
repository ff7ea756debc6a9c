import { Button, Stack, Text } from '@mantine/core';
import { formatEuros, formatPercent } from '@staff/shared';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, pageOf, useTableState, WIDE_ONLY } from '../../../components/DataTable';
import { PageTitle } from '../../../components/PageTitle';
import { referenceListQuery, type TypeOfOvertime } from '../api/referenceTypes';
import { type ShortTypeKind, ShortTypeModal } from './ShortTypeModal';
import { useRowActionsColumn } from './useRowActionsColumn';

/**
 * `/back_office/overtime_management` and `/back_office/vehicle_management` (spec/3 §2): name, rate (a percentage, or a
 * price per km with three decimals), rank; by rank; create and edit in a modal, delete after a confirmation.
 */
export function ShortTypesPage({ kind, title }: { kind: ShortTypeKind; title: string }) {
  const { t, i18n } = useTranslation();
  const table = useTableState<TypeOfOvertime>({ columnAccessor: 'rank', direction: 'asc' });
  const { data, isFetching } = useQuery(referenceListQuery(kind, table.params));
  const [editing, setEditing] = useState<TypeOfOvertime | null | undefined>(undefined);
  const rowActions = useRowActionsColumn<TypeOfOvertime>(kind, { nameOf: (row) => row.name, onEdit: setEditing });
  const rate = (row: TypeOfOvertime) =>
    kind === 'vehicle' ? formatEuros(row.rate, i18n.language, 3) : formatPercent(row.rate, i18n.language);

  const columns: DataTableColumn<TypeOfOvertime>[] = [
    {
      accessor: 'name',
      title: t('referenceTypes.fields.name'),
      sortable: true,
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.name}
        </Text>
      ),
    },
    {
      accessor: 'short_name',
      title: t('referenceTypes.fields.shortName'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
    },
    { accessor: 'rate', title: t(`referenceTypes.${kind}.rate`), sortable: true, noWrap: true, render: rate },
    { accessor: 'rank', title: t('referenceTypes.fields.rank'), sortable: true, visibleMediaQuery: WIDE_ONLY },
    rowActions,
  ];

  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <DataTable<TypeOfOvertime>
        label={title}
        {...pageOf({ data, isFetching })}
        columns={columns}
        {...table.searchable}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {t(`referenceTypes.${kind}.create`)}
          </Button>
        }
      />
      <ShortTypeModal kind={kind} editing={editing} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
