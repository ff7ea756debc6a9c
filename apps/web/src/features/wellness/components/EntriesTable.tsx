import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, DEFAULT_PAGE_SIZE, pageOf, type SortStatus } from '../../../components/DataTable';
import { formatDate } from '../../../lib/dates';
import type { WellnessEntryOut } from '../api/types';
import { entriesQuery } from '../api/wellness';
import { entryQueryOf, type WellnessFilters } from '../lib/filters';

/** spec/2 §5.4: a mark of 0 is "no mark", shown blank. */
const markText = (mark: number) => (mark ? String(mark) : '');

/**
 * The table of wellness entries (spec/3 "Wellness management"): first name, last name, date, type, mark; newest
 * first, oldest first when the date is sorted up (the server's `inverse_order`), 25 a page. HR's only: each page read
 * is recorded on the server for the people it shows.
 */
export function EntriesTable({ filters }: { filters: WellnessFilters }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [sortStatus, setSortStatus] = useState<SortStatus<WellnessEntryOut>>({
    columnAccessor: 'activity_date',
    direction: 'desc',
  });
  const query = useQuery(
    entriesQuery({
      ...entryQueryOf(filters),
      inverse_order: sortStatus.direction === 'asc' || undefined,
      limit: DEFAULT_PAGE_SIZE,
      offset: (page - 1) * DEFAULT_PAGE_SIZE,
    }),
  );
  const columns: DataTableColumn<WellnessEntryOut>[] = [
    { accessor: 'first_name', title: t('wellness.entries.firstName'), render: (e) => e.owner.first_name },
    { accessor: 'last_name', title: t('wellness.entries.lastName'), render: (e) => e.owner.last_name },
    {
      accessor: 'activity_date',
      title: t('wellness.entries.date'),
      sortable: true,
      render: (e) => formatDate(e.activity_date),
    },
    {
      accessor: 'wellness_period',
      title: t('wellness.entries.type'),
      render: (e) => t(`wellness.period.${e.wellness_period}`),
    },
    { accessor: 'mark', title: t('wellness.entries.mark'), textAlign: 'right', render: (e) => markText(e.mark) },
  ];
  return (
    <DataTable
      {...pageOf(query)}
      label={t('wellness.entries.title')}
      columns={columns}
      page={page}
      onPageChange={setPage}
      sortStatus={sortStatus}
      onSortStatusChange={(status) => {
        setSortStatus(status);
        setPage(1);
      }}
    />
  );
}
