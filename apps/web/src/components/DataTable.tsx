import { Group, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type DataTableColumn, type DataTableSortStatus, DataTable as MantineDataTable } from 'mantine-datatable';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paginationLabel } from '../lib/tableCount';
import type { Page } from '../lib/types';
import { useTranslatedSortLabels } from './useTranslatedSortLabels';

/** spec/3 §2 "Generic data table": 25 rows a page by default. */
export const DEFAULT_PAGE_SIZE = 25;
/**
 * Phones (below Mantine's `xs`, 576 px) get a chosen subset of a list's columns, so that the page never scrolls
 * sideways: a column sets `visibleMediaQuery: WIDE_ONLY` to stay off phones, `PHONE_ONLY` to show only there (a
 * column that gathers what the wide ones show apart).
 */
export const WIDE_ONLY = '(min-width: 36em)';
export const PHONE_ONLY = '(max-width: 35.99em)';

/** Inactive rows stand out (spec/3 §2, spec/2 §2.3), in both colour schemes; say it in words in the row too. */
export const INACTIVE_ROW = { light: 'var(--mantine-color-red-0)', dark: 'rgba(250, 82, 82, 0.12)' };

/** spec/1 §9: autocomplete debounce, used for the global search too. */
const SEARCH_DEBOUNCE_MS = 500;

export type SortStatus<T> = DataTableSortStatus<T>;

/**
 * The last column of a list: the row's actions (icon buttons or a menu), right-aligned, under a header that only
 * screen readers hear ("Actions"). `label` is `t('table.actions')`.
 */
export function actionsColumn<T>(label: string, render: (row: T) => ReactNode): DataTableColumn<T> {
  return { accessor: 'actions', title: <VisuallyHidden>{label}</VisuallyHidden>, textAlign: 'right', render };
}

/** Page, sort and search of a server-side table, and the list query parameters they mean (docs/api-platform.md). */
export function useTableState<T>(initialSort: SortStatus<T>, pageSize = DEFAULT_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [sortStatus, setSortStatus] = useState<SortStatus<T>>(initialSort);
  const [search, setSearch] = useState('');
  const params = {
    limit: pageSize,
    offset: (page - 1) * pageSize,
    ordering: `${sortStatus.direction === 'desc' ? '-' : ''}${String(sortStatus.columnAccessor)}`,
    search,
  };
  const paging = {
    page,
    sortStatus,
    onPageChange: setPage,
    // A new order or search starts again from the first page, which is the one that changed most.
    onSortStatusChange: (status: SortStatus<T>) => {
      setSortStatus(status);
      setPage(1);
    },
  };
  const onSearchChange = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  /** `change`, then back to the first page: new filters or another month list other rows. */
  const firstPage =
    <Value,>(change: (value: Value) => void) =>
    (value: Value) => {
      change(value);
      setPage(1);
    };
  return {
    ...paging,
    search,
    pageSize,
    params,
    onSearchChange,
    firstPage,
    /** Spread on a DataTable: paging and sorting (`searchable` adds the global search). */
    paging,
    searchable: { ...paging, onSearchChange },
  };
}

/**
 * A server page as a DataTable shows it: its rows, how many there are in all (an estimate past a large count), and
 * whether it is being read again. Spread the query's result: `<DataTable {...pageOf(query)} …/>`.
 */
export const pageOf = <T,>({ data, isFetching }: { data?: Page<T>; isFetching: boolean }) => ({
  records: data?.results,
  totalRecords: data?.count ?? 0,
  totalIsEstimate: data?.count_is_estimate,
  fetching: isFetching,
});

export type DataTableProps<T> = {
  records: T[] | undefined;
  totalRecords: number;
  columns: DataTableColumn<T>[];
  page: number;
  onPageChange: (page: number) => void;
  sortStatus: SortStatus<T>;
  onSortStatusChange: (status: SortStatus<T>) => void;
  /** Present when the list has a global search. */
  onSearchChange?: (search: string) => void;
  /** Call-to-action buttons shown next to the search. */
  actions?: ReactNode;
  fetching?: boolean;
  pageSize?: number;
  idAccessor?: keyof T & string;
  /** Accessible name of the table. */
  label: string;
  /** What an empty table says instead of "Oops! No data was found." (e.g. the next step, as a link). */
  empty?: ReactNode;
  /** The server's `count_is_estimate`: the total reads "about N". */
  totalIsEstimate?: boolean;
  /** A row's background, to set some rows apart (the inactive employees); say it in the row too, not by colour only. */
  rowBackgroundColor?: (record: T) => { light: string; dark: string } | undefined;
};

/** The one table of spec/3 §2: server-side paging and sorting, global search, "Displaying N rows out of total". */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  const pageSize = props.pageSize ?? DEFAULT_PAGE_SIZE;
  const debouncedSearch = useDebouncedCallback((value: string) => props.onSearchChange?.(value), SEARCH_DEBOUNCE_MS);
  const container = useRef<HTMLDivElement>(null);
  useTranslatedSortLabels(container);

  return (
    <Stack gap="sm" ref={container}>
      {(props.onSearchChange || props.actions) && (
        <Group justify="space-between" gap="sm">
          {props.onSearchChange ? (
            <TextInput
              aria-label={t('table.search')}
              placeholder={t('table.search')}
              leftSection={<IconSearch size={16} />}
              onChange={(event) => debouncedSearch(event.currentTarget.value)}
              onKeyDown={(event) => event.key === 'Enter' && props.onSearchChange?.(event.currentTarget.value)}
              w={{ base: '100%', sm: 320 }}
            />
          ) : (
            <span />
          )}
          {props.actions && <Group gap="xs">{props.actions}</Group>}
        </Group>
      )}
      <MantineDataTable<T>
        aria-label={props.label}
        withTableBorder
        borderRadius="md"
        highlightOnHover
        minHeight={props.records?.length ? undefined : 180}
        records={props.records ?? []}
        columns={props.columns}
        idAccessor={props.idAccessor ?? 'id'}
        fetching={props.fetching}
        totalRecords={props.totalRecords}
        recordsPerPage={pageSize}
        page={props.page}
        onPageChange={props.onPageChange}
        sortStatus={props.sortStatus}
        onSortStatusChange={props.onSortStatusChange}
        rowBackgroundColor={props.rowBackgroundColor}
        noRecordsText={t('table.empty')}
        // The library keeps its empty state in the page (transparent) under the rows: ours, which takes clicks, is
        // there only when the list is empty indeed.
        emptyState={props.records?.length === 0 ? props.empty : undefined}
        // The pagination's arrows are named in the user's language (the library names them in English).
        getPaginationControlProps={(control) =>
          control === 'previous' || control === 'next' ? { 'aria-label': t(`table.${control}Page`) } : {}
        }
        loadingText={t('common.loading')}
        paginationText={(page) => paginationLabel(t, i18n.language, page, props.totalIsEstimate)}
      />
    </Stack>
  );
}
