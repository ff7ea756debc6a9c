import { Stack, Text, Tooltip } from '@mantine/core';
import type { MonthlySummaryOut, SynthesisColumn, SynthesisRow } from '@staff/shared';
import { formatDays, formatNumber } from '@staff/shared';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type SortStatus } from '../../../components/DataTable';
import { ReportCell, ReportStatusLegend } from './ReportCell';

type Paging = {
  page: number;
  onPageChange: (page: number) => void;
  sortStatus: SortStatus<SynthesisRow>;
  onSortStatusChange: (status: SortStatus<SynthesisRow>) => void;
  pageSize: number;
};

/**
 * A heading in words with its exact meaning in a tooltip and for screen readers (the trade's HC, W and IC read as
 * codes to a newcomer: issue 25).
 */
function Explained({ short, long }: { short: string; long: string }) {
  return (
    <Tooltip label={long} withinPortal>
      <abbr title={long} style={{ textDecoration: 'none' }}>
        {short}
      </abbr>
    </Tooltip>
  );
}

/**
 * The synthesis table (spec/3 §2): #, collaborator, CRA, billed (HC), worked (W), not billed (IC), meals (issue 28), then one column per type of leave (days) and per
 * type of overtime (hours) as the server lists them; 10 rows a page, sorted by the server.
 */
export function SynthesisTable({
  data,
  fetching,
  paging,
  empty,
  onUnlock,
  unlockingId,
}: {
  data: MonthlySummaryOut | undefined;
  fetching: boolean;
  paging: Paging;
  empty: ReactNode;
  onUnlock: (row: SynthesisRow, report: NonNullable<SynthesisRow['report']>) => void;
  unlockingId: number | null;
}) {
  const { t, i18n } = useTranslation();
  const days = (value: number | undefined) => formatDays(value ?? 0, i18n.language);
  const firstIndex = (paging.page - 1) * paging.pageSize;
  const indexOf = new Map(data?.results.map((row, i) => [row.user_id, firstIndex + i + 1]));

  const extraColumn = (column: SynthesisColumn): DataTableColumn<SynthesisRow> => ({
    accessor: `values.${column.code}`,
    title: t(`synthesis.table.extra.${column.unit}`, { label: column.label }),
    textAlign: 'right',
    render: (row) => {
      const value = row.values[column.code] ?? 0;
      return column.unit === 'days' ? days(value) : formatNumber(value, i18n.language, 2);
    },
  });

  const columns: DataTableColumn<SynthesisRow>[] = [
    { accessor: 'index', title: '#', width: 48, render: (row) => indexOf.get(row.user_id) },
    {
      accessor: 'last_name',
      title: t('synthesis.table.collaborator'),
      sortable: true,
      render: (row) => (
        <div>
          <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
            {`${row.first_name} ${row.last_name}`.trim()}
          </Text>
          {row.employee_number && (
            <Text size="xs" c="dimmed">
              {row.employee_number}
            </Text>
          )}
        </div>
      ),
    },
    {
      accessor: 'status',
      title: t('synthesis.table.report'),
      sortable: true,
      render: (row) => (
        <ReportCell
          row={row}
          onUnlock={(report) => onUnlock(row, report)}
          unlocking={row.report !== null && unlockingId === row.report.id}
        />
      ),
    },
    {
      accessor: 'charged',
      title: <Explained short={t('synthesis.table.hc')} long={t('synthesis.table.hcLong')} />,
      textAlign: 'right',
      render: (row) => days(row.charged),
    },
    {
      accessor: 'worked',
      title: <Explained short={t('synthesis.table.w')} long={t('synthesis.table.wLong')} />,
      textAlign: 'right',
      render: (row) => days(row.worked),
    },
    {
      accessor: 'not_charged',
      title: <Explained short={t('synthesis.table.ic')} long={t('synthesis.table.icLong')} />,
      textAlign: 'right',
      render: (row) => days(row.not_charged),
    },
    {
      accessor: 'meals',
      title: <Explained short={t('synthesis.table.meals')} long={t('synthesis.table.mealsLong')} />,
      textAlign: 'right',
      render: (row) => formatNumber(row.meals, i18n.language, 0),
    },
    ...(data?.columns ?? []).map(extraColumn),
  ];

  return (
    <Stack gap="xs">
      <DataTable<SynthesisRow>
        label={t('synthesis.table.title')}
        records={data?.results}
        totalRecords={data?.count ?? 0}
        columns={columns}
        idAccessor="user_id"
        fetching={fetching}
        empty={empty}
        {...paging}
      />
      <ReportStatusLegend />
    </Stack>
  );
}
