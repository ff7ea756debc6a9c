import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { DataTable, pageOf, useTableState } from '../../../components/DataTable';
import { formatDate } from '../../../lib/dates';
import type { WellnessEntryOut } from '../api/types';
import { entriesQuery } from '../api/wellness';
import { entryQueryOf, type WellnessFilters } from '../lib/filters';

/** spec/2 §5.4: a mark of 0 is "no mark", shown blank. */
const markText = (mark: number) => (mark ? String(mark) : '');

/**
 * The table of wellness entries (spec/3 "Wellness management"): first name, last name, date, type, mark; newest
 * first, sorted by the server on any column, 25 a page; the page remounts it when the filters change. HR's only:
 * each page read is recorded on the server for the people it shows.
 */
export function EntriesTable({ filters }: { filters: WellnessFilters }) {
  const { t } = useTranslation();
  const table = useTableState<WellnessEntryOut>({ columnAccessor: 'activity_date', direction: 'desc' });
  // The table has no search box: `search` stays '' and is not sent.
  const query = useQuery(entriesQuery({ ...entryQueryOf(filters), ...table.params }));
  const columns: DataTableColumn<WellnessEntryOut>[] = [
    {
      accessor: 'first_name',
      title: t('wellness.entries.firstName'),
      sortable: true,
      render: (e) => e.owner.first_name,
    },
    { accessor: 'last_name', title: t('wellness.entries.lastName'), sortable: true, render: (e) => e.owner.last_name },
    {
      accessor: 'activity_date',
      title: t('wellness.entries.date'),
      sortable: true,
      render: (e) => formatDate(e.activity_date),
    },
    {
      accessor: 'wellness_period',
      title: t('wellness.entries.type'),
      sortable: true,
      render: (e) => t(`wellness.period.${e.wellness_period}`),
    },
    {
      accessor: 'mark',
      title: t('wellness.entries.mark'),
      sortable: true,
      textAlign: 'right',
      render: (e) => markText(e.mark),
    },
  ];
  return <DataTable {...pageOf(query)} {...table.paging} label={t('wellness.entries.title')} columns={columns} />;
}
