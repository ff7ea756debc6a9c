import { BarChart } from '@mantine/charts';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { formatNumber, MIN_GROUP, WELLNESS_MARK_MAX } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { MARK_TICKS } from '../lib/marks';
import type { YearBucket } from '../lib/yearBuckets';

/**
 * A year of marks as 12 monthly bars on the 0–5 scale (spec/2 §9, spec/3 "Wellness management"); an empty month
 * has no bar, a month hidden for anonymity says so under the chart. Screen readers get the figures as a table.
 */
export function YearMarksChart({
  buckets,
  caption,
  testId,
}: {
  buckets: YearBucket[];
  caption: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const figure = (value: number | null) => (value === null ? '' : formatNumber(value, i18n.language));
  const hidden = buckets.filter((b) => b.hidden);
  return (
    <>
      <BarChart
        h={240}
        data={buckets}
        dataKey="label"
        series={[{ name: 'average', label: t('wellness.chart.average'), color: 'teal.6' }]}
        yAxisProps={{ domain: [0, WELLNESS_MARK_MAX], ticks: MARK_TICKS }}
        valueFormatter={(value) => formatNumber(value, i18n.language)}
        maxBarWidth={48}
        data-testid={testId}
        aria-hidden
      />
      <VisuallyHidden>
        <Table>
          <caption>{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('wellness.chart.month')}</Table.Th>
              <Table.Th>{t('wellness.chart.average')}</Table.Th>
              <Table.Th>{t('wellness.chart.count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {buckets.map((b) => (
              <Table.Tr key={b.month}>
                <Table.Td>{b.label}</Table.Td>
                <Table.Td>{figure(b.average)}</Table.Td>
                <Table.Td>{b.count || ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
      {hidden.length > 0 && (
        <Text c="dimmed" size="sm">
          {t('wellness.chart.hidden', { months: hidden.map((b) => b.label).join(', '), min: MIN_GROUP })}
        </Text>
      )}
      {buckets.every((b) => b.average === null && !b.hidden) && (
        <Text c="dimmed" size="sm" role="status">
          {t('wellness.chart.empty')}
        </Text>
      )}
    </>
  );
}
