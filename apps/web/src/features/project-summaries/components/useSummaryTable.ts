import { useEffect } from 'react';
import { type SortStatus, useTableState } from '../../../components/DataTable';
import type { SummaryParams } from './useSummaryScope';

type Ordering = 'name' | '-name' | 'worktime' | '-worktime';

/**
 * A summary's table state: by name first (spec/2 §2.5 "default order by name", sortable on name and worktime), the
 * page, and the name typed in the search box (the spec's "filter on name"); `query` is what the summary call takes
 * of them, with the scope's period. Another period or choice of reports starts again from the first page.
 */
export function useSummaryTable<T>(params: SummaryParams) {
  const table = useTableState<T>({ columnAccessor: 'name', direction: 'asc' } as SortStatus<T>);
  const { onPageChange } = table;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scope's fields are what moves the table back.
  useEffect(() => onPageChange(1), [params.from, params.to, params.include_submitted]);
  return {
    table,
    name: table.search || undefined,
    query: {
      ...params,
      limit: table.params.limit,
      offset: table.params.offset,
      ordering: table.params.ordering as Ordering,
    },
  };
}
