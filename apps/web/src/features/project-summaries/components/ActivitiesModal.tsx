import { Anchor, Badge, Group, Modal, Text } from '@mantine/core';
import type { SummaryActivityRow } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, pageOf, useTableState, WIDE_ONLY } from '../../../components/DataTable';
import { formatDate } from '../../../lib/dates';
import { summaryActivitiesQuery } from '../api/projectSummaries';
import type { RowModalProps } from '../lib/rowFilter';
import { useDayFormat } from './useDayFormat';

/**
 * An activity's days: whole days as "03/08/2026 → 07/08/2026"; one starting or ending inside a day says where (the
 * morning or afternoon of a two-slice day, the slice's number on a finer grid).
 */
function activityDays(t: TFunction, a: SummaryActivityRow): string {
  const slice = (n: number) =>
    a.slices_per_day === 2
      ? t(n === 0 ? 'projectSummaries.activities.morning' : 'projectSummaries.activities.afternoon')
      : t('projectSummaries.activities.slice', { slice: n + 1, of: a.slices_per_day });
  const whole = a.begin_slice === 0 && a.end_slice === a.slices_per_day - 1;
  const begin = whole ? formatDate(a.begin_date) : `${formatDate(a.begin_date)} ${slice(a.begin_slice)}`;
  const end = whole ? formatDate(a.end_date) : `${formatDate(a.end_date)} ${slice(a.end_slice)}`;
  return begin === end ? begin : `${begin} → ${end}`;
}

/**
 * The activities one figure is made of (issue 27 "Click through"): who, which days, on which project (billable or
 * not), how many days, and the report they belong to (its status, a link to it), so that a director can check a
 * number before an invoice.
 */
export function ActivitiesModal({ name, filter, params, onClose }: RowModalProps) {
  const { t } = useTranslation();
  const title = t('projectSummaries.activities.title', { name });
  const format = useDayFormat();
  const table = useTableState<SummaryActivityRow>({ columnAccessor: 'begin_date', direction: 'asc' });
  const query = useQuery(
    summaryActivitiesQuery({ ...params, ...filter, limit: table.pageSize, offset: table.params.offset }),
  );
  const columns: DataTableColumn<SummaryActivityRow>[] = [
    {
      accessor: 'owner',
      title: t('projectSummaries.activities.who'),
      render: (a) => `${a.owner.first_name} ${a.owner.last_name}`,
    },
    {
      accessor: 'begin_date',
      title: t('projectSummaries.activities.when'),
      render: (a) => (
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {activityDays(t, a)}
        </Text>
      ),
    },
    {
      accessor: 'project',
      title: t('projectSummaries.columns.project'),
      visibleMediaQuery: WIDE_ONLY,
      render: (a) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{a.project.name}</Text>
          {!a.project.chargeable && (
            <Badge size="xs" variant="light" color="gray">
              {t('projectSummaries.notBillable')}
            </Badge>
          )}
        </Group>
      ),
    },
    { accessor: 'days', title: t('projectSummaries.columns.days'), textAlign: 'right', render: (a) => format(a.days) },
    {
      accessor: 'report',
      title: t('projectSummaries.activities.report'),
      render: (a) => (
        <Anchor component={Link} to={`/activity/${a.report.id}`} size="sm">
          {t(`activity.status.${a.report.status}`)}
        </Anchor>
      ),
    },
  ];
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      <DataTable<SummaryActivityRow> label={title} {...pageOf(query)} columns={columns} {...table.paging} />
    </Modal>
  );
}
