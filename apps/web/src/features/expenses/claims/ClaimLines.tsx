import { Text, VisuallyHidden } from '@mantine/core';
import type { ExpenseClaimDetailOut } from '@staff/shared';
import { formatEuros, formatNumber } from '@staff/shared';
import { IconPaperclip, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { RowIconActions } from '../../../components/RowIconActions';
import { formatDate } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteInvoice, useDeleteTravel } from '../api/lines';
import { invoiceFormPath, travelFormPath } from '../lib/paths';
import { LineMission } from './LineMission';
import { type LineColumn, LinesSection } from './LinesSection';

type Receipt = ExpenseClaimDetailOut['invoices'][number];
type Trip = ExpenseClaimDetailOut['travels'][number];

/**
 * The claim's travel expenses and receipts (spec/1 §2): dates dd/MM/yyyy, amounts in euros with 2 decimals; while the
 * claim is a draft, the add buttons and each line's edit (the forms' routes) and remove (after confirmation, with the
 * spec's toasts "travel expense deleted", "Can't delete travel expense"…).
 */
export function ClaimLines({ claim }: { claim: ExpenseClaimDetailOut }) {
  const { t, i18n } = useTranslation();
  const removeTravel = useDeleteTravel(claim.id);
  const removeInvoice = useDeleteInvoice(claim.id);
  const euros = (value: number) => formatEuros(value, i18n.language);

  const confirmRemove = (kind: 'travels' | 'receipts', name: string, remove: () => Promise<unknown>) =>
    openConfirm({
      title: t(`expenses.${kind}.deleteTitle`),
      message: t(`expenses.${kind}.deleteText`, { name }),
      confirmLabel: t(`expenses.${kind}.delete`),
      color: 'red',
      onConfirm: () =>
        remove().then(
          () => notifySuccess(t(`expenses.${kind}.deleted`)),
          (failure) => notifyError(describeError(t, failure), t(`expenses.${kind}.deleteFailed`)),
        ),
    });

  /** The edit and remove buttons of a line, while the claim is a draft (none otherwise: read-only). */
  const actions = <T,>(
    edit: (row: T) => string,
    name: (row: T) => string,
    remove: (row: T) => void,
  ): LineColumn<T>[] =>
    claim.editable
      ? [
          {
            title: t('table.actions'),
            hiddenTitle: true,
            render: (row: T) => (
              <RowIconActions
                actions={[
                  {
                    icon: IconPencil,
                    tooltip: t('expenses.lines.edit'),
                    ariaLabel: t('expenses.lines.editOne', { name: name(row) }),
                    to: edit(row),
                  },
                  {
                    icon: IconTrash,
                    tooltip: t('expenses.lines.delete'),
                    ariaLabel: t('expenses.lines.deleteOne', { name: name(row) }),
                    danger: true,
                    onClick: () => remove(row),
                  },
                ]}
              />
            ),
          },
        ]
      : [];

  const travelName = (row: Trip) => `${row.place} · ${formatDate(row.date)}`;
  const travelColumns: LineColumn<Trip>[] = [
    { title: t('expenses.travels.date'), render: (row) => formatDate(row.date), wide: true },
    {
      title: t('expenses.travels.place'),
      render: (row) => (
        <>
          <WithPhoneDate label={row.place} date={row.date} />
          <LineMission line={row} />
        </>
      ),
    },
    {
      title: t('expenses.travels.mileage'),
      render: (row) => t('expenses.travels.km', { km: formatNumber(row.mileage, i18n.language) }),
      numeric: true,
      wide: true,
    },
    { title: t('expenses.travels.vehicle'), render: (row) => row.type_of_vehicle_object.name, wide: true },
    { title: t('expenses.travels.customer'), render: (row) => row.customer_name, wide: true },
    { title: t('expenses.travels.total'), render: (row) => euros(row.total), numeric: true },
    ...actions<Trip>(
      (row) => travelFormPath(claim.id, row.id),
      travelName,
      (row) => confirmRemove('travels', travelName(row), () => removeTravel.mutateAsync(row.id)),
    ),
  ];

  const receiptName = (row: Receipt) => `${row.seller} · ${formatDate(row.date)}`;
  const receiptColumns: LineColumn<Receipt>[] = [
    { title: t('expenses.receipts.date'), render: (row) => formatDate(row.date), wide: true },
    {
      title: t('expenses.receipts.seller'),
      render: (row) => (
        <>
          <WithPhoneDate label={row.seller} date={row.date} />
          <LineMission line={row} />
        </>
      ),
    },
    { title: t('expenses.receipts.type'), render: (row) => row.type_of_expense_object.label, wide: true },
    { title: t('expenses.receipts.customer'), render: (row) => row.customer_name, wide: true },
    {
      title: t('expenses.receipts.attachments'),
      render: (row) =>
        row.attachments.length > 0 ? (
          <span title={t('expenses.receipts.attachmentCount', { count: row.attachments.length })}>
            <IconPaperclip size={14} aria-hidden /> {row.attachments.length}
            <VisuallyHidden>{t('expenses.receipts.attachmentCount', { count: row.attachments.length })}</VisuallyHidden>
          </span>
        ) : null,
      wide: true,
    },
    { title: t('expenses.receipts.total'), render: (row) => euros(row.total), numeric: true },
    ...actions<Receipt>(
      (row) => invoiceFormPath(claim.id, row.id),
      receiptName,
      (row) => confirmRemove('receipts', receiptName(row), () => removeInvoice.mutateAsync(row.id)),
    ),
  ];

  return (
    <>
      <LinesSection
        id="claim-travels"
        title={t('expenses.travels.title')}
        rows={claim.travels}
        columns={travelColumns}
        empty={t('expenses.travels.none')}
        add={claim.editable ? { label: t('expenses.travels.add'), to: travelFormPath(claim.id) } : undefined}
      />
      <LinesSection
        id="claim-receipts"
        title={t('expenses.receipts.title')}
        rows={claim.invoices}
        columns={receiptColumns}
        empty={t('expenses.receipts.none')}
        add={claim.editable ? { label: t('expenses.receipts.add'), to: invoiceFormPath(claim.id) } : undefined}
      />
    </>
  );
}

/** A line's label, with its date under it on phones, where the date column is left out to fit 390 px. */
function WithPhoneDate({ label, date }: { label: string; date: string }) {
  return (
    <>
      {label}
      <Text size="xs" c="dimmed" hiddenFrom="sm">
        {formatDate(date)}
      </Text>
    </>
  );
}
