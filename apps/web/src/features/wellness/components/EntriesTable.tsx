import type { WellnessEntryOut } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { DataTable, PHONE_ONLY, pageOf, useTableState, WIDE_ONLY } from '../../../components/DataTable';
import { formatDate } from '../../../lib/dates';
import { entriesQuery } from '../api/wellness';
import { entryQueryOf, type WellnessFilters } from '../lib/filters';
import { markText } from '../lib/marks';

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
      visibleMediaQuery: WIDE_ONLY,
      render: (e) => e.owner.first_name,
    },
    {
      accessor: 'last_name',
      title: t('wellness.entries.lastName'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (e) => e.owner.last_name,
    },
    // On a phone, one column says who and for what, so that the table never scrolls sideways.
    {
      accessor: 'person',
      title: t('wellness.entries.person'),
      visibleMediaQuery: PHONE_ONLY,
      render: (e) => `${e.owner.first_name} ${e.owner.last_name} · ${t(`wellness.period.${e.wellness_period}`)}`,
    },
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
      visibleMediaQuery: WIDE_ONLY,
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
