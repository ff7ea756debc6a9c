import { Text } from '@mantine/core';
import type { MonthlyLeavesOut, SynthesisLeaveRow } from '@staff/shared';
import { formatDays } from '@staff/shared';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type SortStatus } from '../../../components/DataTable';
import { formatDate } from '../../../lib/dates';

/** A row of the leaves table: a leave of the month, or one of its public holidays (everyone's, one day). */
export type LeavesTableRow =
  | { key: string; kind: 'holiday'; date: string; holiday: string }
  | ({ key: string; kind: 'leave' } & SynthesisLeaveRow);

/** The rows of a page: its holiday rows first, then its leaves. */
export function leavesTableRows(holidays: MonthlyLeavesOut['holidays'], leaves: SynthesisLeaveRow[]): LeavesTableRow[] {
  return [
    ...holidays.map((h) => ({ key: `holiday-${h.date}`, kind: 'holiday' as const, date: h.date, holiday: h.key })),
    ...leaves.map((leave) => ({ ...leave, key: `leave-${leave.id}`, kind: 'leave' as const })),
  ];
}

type Paging = {
  page: number;
  onPageChange: (page: number) => void;
  sortStatus: SortStatus<LeavesTableRow>;
  onSortStatusChange: (status: SortStatus<LeavesTableRow>) => void;
  pageSize: number;
};

/**
 * The leaves table (spec/3 §2): the month's leaves and public holidays, with type, days inside the month (decimal
 * comma in French), from, to (dd/MM/yyyy, the half day said when it is one) and the submission date.
 */
export function SynthesisLeavesTable({
  rows,
  total,
  fetching,
  paging,
  empty,
}: {
  rows: LeavesTableRow[] | undefined;
  total: number;
  fetching: boolean;
  paging: Paging;
  empty: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const dateWithHalf = (date: string, period: 'AM' | 'PM', half: 'AM' | 'PM') => (
    <div>
      <Text size="sm">{formatDate(date)}</Text>
      {period === half && (
        <Text size="xs" c="dimmed">
          {t(`synthesis.leaves.period.${period}`)}
        </Text>
      )}
    </div>
  );

  const columns: DataTableColumn<LeavesTableRow>[] = [
    {
      accessor: 'owner',
      title: t('synthesis.leaves.collaborator'),
      sortable: true,
      render: (row) =>
        row.kind === 'holiday' ? (
          <Text size="sm" c="dimmed">
            {t('synthesis.leaves.everyone')}
          </Text>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{`${row.owner.first_name} ${row.owner.last_name}`}</Text>
        ),
    },
    {
      accessor: 'type',
      title: t('synthesis.leaves.type'),
      sortable: true,
      render: (row) =>
        row.kind === 'holiday'
          ? t('synthesis.leaves.holiday', { name: t(`holidays.${row.holiday}`) })
          : row.status === 'submitted'
            ? t('synthesis.leaves.notValidated', { type: row.type_of_leave.name })
            : row.type_of_leave.name,
    },
    {
      accessor: 'days',
      title: t('synthesis.leaves.days'),
      textAlign: 'right',
      render: (row) => formatDays(row.kind === 'holiday' ? 1 : row.days_in_month, i18n.language),
    },
    {
      accessor: 'begin_date',
      title: t('synthesis.leaves.from'),
      sortable: true,
      noWrap: true,
      render: (row) =>
        row.kind === 'holiday' ? formatDate(row.date) : dateWithHalf(row.begin_date, row.begin_period, 'PM'),
    },
    {
      accessor: 'end_date',
      title: t('synthesis.leaves.to'),
      sortable: true,
      noWrap: true,
      render: (row) =>
        row.kind === 'holiday' ? formatDate(row.date) : dateWithHalf(row.end_date, row.end_period, 'AM'),
    },
    {
      accessor: 'submission_date',
      title: t('synthesis.leaves.submitted'),
      sortable: true,
      noWrap: true,
      render: (row) => (row.kind === 'holiday' ? '' : formatDate(row.submission_date)),
    },
  ];

  return (
    <DataTable<LeavesTableRow>
      label={t('synthesis.leaves.title')}
      records={rows}
      totalRecords={total}
      columns={columns}
      idAccessor="key"
      fetching={fetching}
      empty={empty}
      {...paging}
    />
  );
}
