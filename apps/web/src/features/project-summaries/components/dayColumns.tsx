import type { DayFigures } from '@staff/shared';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { WIDE_ONLY } from '../../../components/DataTable';
import { DayFigure, FigureLink } from './DayFigure';

/**
 * The man-day columns every summary shows (spec/2 §2.5 "total time spent in man-days, with worked and non-worked
 * split"): the total, the billable part (sortable: the spec's "worktime"), the non-billable part; each figure opens
 * the activities of its row (`open`, with the row's name). Phones keep the total.
 */
export function dayColumns<T extends DayFigures>(
  t: TFunction,
  rowName: (row: T) => string,
  open: (row: T, name: string) => void,
): DataTableColumn<T>[] {
  const figure = (key: keyof DayFigures, column: string) => (row: T) => (
    <DayFigure
      days={row[key]}
      label={t('projectSummaries.activities.open', { what: `${rowName(row)}, ${column}` })}
      onOpen={() => open(row, rowName(row))}
    />
  );
  const total = t('projectSummaries.columns.total');
  const billable = t('projectSummaries.columns.worktime');
  const nonBillable = t('projectSummaries.columns.noneworktime');
  return [
    { accessor: 'total', title: total, textAlign: 'right', render: figure('total', total) },
    {
      accessor: 'worktime',
      title: billable,
      sortable: true,
      textAlign: 'right',
      visibleMediaQuery: WIDE_ONLY,
      render: figure('worktime', billable),
    },
    {
      accessor: 'noneworktime',
      title: nonBillable,
      textAlign: 'right',
      visibleMediaQuery: WIDE_ONLY,
      render: figure('noneworktime', nonBillable),
    },
  ];
}

/**
 * The members column (spec/2 §2.5 "number of members"): the count opens who they are, the row's days by employee
 * (`open`: the details modal), each of whom opens their activities and reports (issue 27 "Click through").
 */
export function membersColumn<T extends { nbrmembers: number }>(
  t: TFunction,
  rowName: (row: T) => string,
  open: (row: T, name: string) => void,
): DataTableColumn<T> {
  return {
    accessor: 'nbrmembers',
    title: t('projectSummaries.columns.members'),
    textAlign: 'right',
    visibleMediaQuery: WIDE_ONLY,
    render: (row) => (
      <FigureLink
        value={row.nbrmembers}
        shown={String(row.nbrmembers)}
        label={t('projectSummaries.members.open', { name: rowName(row) })}
        onOpen={() => open(row, rowName(row))}
      />
    ),
  };
}
