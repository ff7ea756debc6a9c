import { Group, Modal, Stack, Switch, VisuallyHidden } from '@mantine/core';
import { monthNumberYear, monthYearName, type SummaryGroup } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { summaryDatatableQuery } from '../api/projectSummaries';
import { stackedMonths } from '../lib/chart';
import { groupsFor, type RowModalProps } from '../lib/rowFilter';
import { FiguresTable } from './FiguresTable';
import { GroupChoice } from './GroupChoice';
import { LoadState } from './LoadState';
import { MonthBars } from './MonthBars';

/**
 * The chart modal of a row (spec/2 §2.5): its days month by month, stacked by employee, project or customer, in the
 * theme's colours; the same figures as a table on demand (and always for screen readers).
 */
export function ChartModal({ name, filter, params, onClose }: RowModalProps) {
  const { t, i18n } = useTranslation();
  const title = t('projectSummaries.chart.title', { name });
  const groups = groupsFor(filter);
  const [group, setGroup] = useState<SummaryGroup>(groups[0] ?? 'project');
  const [asTable, setAsTable] = useState(false);
  const query = useQuery(summaryDatatableQuery({ ...params, ...filter, group_by: group, chart: '1' }));
  const { data } = query;
  const unnamed = t('projectSummaries.noCustomer');
  const chart = data ? stackedMonths(data.months, data.series, monthNumberYear, unnamed) : null;
  const table = data && (
    <FiguresTable
      caption={t('projectSummaries.chart.caption', { group: t(`projectSummaries.groupBy.${group}`).toLowerCase() })}
      rowHeader={t('projectSummaries.chart.month')}
      columns={data.series.map((s) => s.name ?? unnamed)}
      rows={data.months.map((month, m) => ({
        key: month,
        label: monthYearName(month, i18n.language),
        values: data.series.map((s) => s.months[m]?.days ?? 0),
      }))}
    />
  );

  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      <Stack gap="sm">
        <Group justify="space-between">
          <GroupChoice groups={groups} value={group} onChange={setGroup} />
          <Switch
            label={t('projectSummaries.asTable')}
            checked={asTable}
            onChange={(e) => setAsTable(e.currentTarget.checked)}
          />
        </Group>
        <LoadState query={query} empty={!data?.series.length} />
        {chart &&
          chart.series.length > 0 &&
          (asTable ? (
            table
          ) : (
            <>
              <MonthBars data={chart.data} series={chart.series} testId="summary-chart" />
              <VisuallyHidden>{table}</VisuallyHidden>
            </>
          ))}
      </Stack>
    </Modal>
  );
}
