import { Button, Stack, Text } from '@mantine/core';
import { formatPercent } from '@staff/shared';
import { IconEye, IconEyeOff, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actionsColumn,
  DataTable,
  INACTIVE_ROW,
  pageOf,
  useTableState,
  WIDE_ONLY,
} from '../../../components/DataTable';
import { PageTitle } from '../../../components/PageTitle';
import { RowIconActions } from '../../../components/RowIconActions';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { referenceListQuery, type Tax, useSetTaxRateActive } from '../api/referenceTypes';
import { ActiveBadge } from '../components/ActiveBadge';
import { TaxRateModal } from '../components/TaxRateModal';
import { useConfirmDelete } from '../components/useConfirmDelete';
import { YesNo } from '../components/YesNo';

/**
 * `/back_office/tax_management` (issue 28): the VAT rates the receipts pick from, highest first. Add one; deactivate
 * it (no longer offered to a new receipt line, still on the lines that have it) or reactivate it; delete one no
 * receipt uses, its delete off otherwise and saying why (spec/3 §5, as a customer with projects).
 */
export default function TaxRatesPage() {
  const { t, i18n } = useTranslation();
  const title = t('referenceTypes.tax.title');
  usePageTitle(title);
  // The rates keep the server's order (value, highest first): nothing to sort or search among a handful.
  const table = useTableState<Tax>({ columnAccessor: 'value', direction: 'desc' });
  const { data, isFetching } = useQuery(
    referenceListQuery('tax', { limit: table.params.limit, offset: table.params.offset }),
  );
  const [adding, setAdding] = useState(false);
  const setActive = useSetTaxRateActive();
  const confirmDelete = useConfirmDelete('tax');
  const rateOf = (row: Tax) => formatPercent(row.value, i18n.language);

  const toggle = (row: Tax) =>
    setActive.mutate(
      { id: row.id, active: !row.active },
      {
        onSuccess: (saved) =>
          notifySuccess(
            t(saved.active ? 'referenceTypes.tax.reactivated' : 'referenceTypes.tax.deactivated', {
              rate: rateOf(saved),
            }),
          ),
        onError: (error) => notifyError(t('referenceTypes.saveFailed', { error: describeError(t, error) })),
      },
    );

  const columns: DataTableColumn<Tax>[] = [
    {
      accessor: 'value',
      title: t('referenceTypes.tax.value'),
      render: (row) => (
        <Text size="sm" fw={500} c={row.active ? undefined : 'dimmed'}>
          {rateOf(row)}
        </Text>
      ),
    },
    {
      accessor: 'active',
      title: t('referenceTypes.leave.fields.active'),
      render: (row) => <ActiveBadge active={row.active} />,
    },
    {
      accessor: 'in_use',
      title: t('referenceTypes.tax.inUse'),
      textAlign: 'center',
      visibleMediaQuery: WIDE_ONLY,
      render: (row) => <YesNo value={row.in_use} />,
    },
    actionsColumn(t('table.actions'), (row) => (
      <RowIconActions
        actions={[
          {
            icon: row.active ? IconEyeOff : IconEye,
            tooltip: t(row.active ? 'referenceTypes.tax.deactivate' : 'referenceTypes.tax.reactivate'),
            ariaLabel: t(row.active ? 'referenceTypes.tax.deactivateNamed' : 'referenceTypes.tax.reactivateNamed', {
              rate: rateOf(row),
            }),
            onClick: () => toggle(row),
          },
          {
            icon: IconTrash,
            tooltip: t('referenceTypes.actions.delete'),
            ariaLabel: t('referenceTypes.actions.deleteNamed', { name: rateOf(row) }),
            danger: true,
            disabledReason: row.in_use ? t('referenceTypes.tax.deleteDisabled') : undefined,
            onClick: () => confirmDelete(row, rateOf(row)),
          },
        ]}
      />
    )),
  ];

  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <DataTable<Tax>
        label={title}
        {...pageOf({ data, isFetching })}
        columns={columns}
        {...table.paging}
        rowBackgroundColor={(row) => (row.active ? undefined : INACTIVE_ROW)}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('referenceTypes.tax.create')}
          </Button>
        }
      />
      <TaxRateModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
