import { BarChart } from '@mantine/charts';
import { SegmentedControl, Text } from '@mantine/core';
import { formatNumber, WELLNESS_MARK_MAX } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';
import { YearSelector } from '../../../components/YearSelector';
import { averagesQuery, entriesQuery } from '../api/wellness';
import { dailyAverages } from '../lib/dailyAverages';
import { entryQueryOf, type WellnessFilters } from '../lib/filters';
import { MARK_TICKS } from '../lib/marks';
import { yearBuckets, yearSpan } from '../lib/yearBuckets';
import { YearMarksChart } from './YearMarksChart';

/** The most entries the daily chart reads for a year (the list's bound); past it, the chart says it is partial. */
const DAILY_LIMIT = 1000;

/**
 * The team chart of the management screen (spec/3 "Wellness management"): a year, by month (the server's averages of
 * the service or the company) or by day (the day's average of the entries, filters applied), previous and next year.
 */
export function TeamChartCard({ filters }: { filters: WellnessFilters }) {
  const { t, i18n } = useTranslation();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [by, setBy] = useState<'month' | 'day'>('month');
  const months = useQuery(
    averagesQuery({ ...yearSpan(year), is_for_team: true, service: filters.service ?? undefined }),
  );
  const entries = useQuery({
    ...entriesQuery({
      ...entryQueryOf({ ...filters, date_min: `${year}-01-01`, date_max: `${year}-12-31` }),
      inverse_order: true,
      limit: DAILY_LIMIT,
      offset: 0,
    }),
    enabled: by === 'day',
  });
  const days = dailyAverages(entries.data?.results ?? []);
  const title = t('wellness.management.teamChart');

  return (
    <SectionCard
      title={title}
      aside={
        <SegmentedControl
          size="xs"
          value={by}
          onChange={(value) => setBy(value as 'month' | 'day')}
          data={[
            { value: 'month', label: t('wellness.management.byMonth') },
            { value: 'day', label: t('wellness.management.byDay') },
          ]}
        />
      }
    >
      <YearSelector value={year} onChange={setYear} />
      {by === 'month' ? (
        <YearMarksChart
          buckets={yearBuckets(year, months.data ?? [], i18n.language)}
          caption={`${title} ${year}`}
          testId="team-chart"
        />
      ) : (
        <>
          <BarChart
            h={240}
            data={days}
            dataKey="label"
            series={[{ name: 'average', label: t('wellness.chart.average'), color: 'teal.6' }]}
            yAxisProps={{ domain: [0, WELLNESS_MARK_MAX], ticks: MARK_TICKS }}
            valueFormatter={(value) => formatNumber(value, i18n.language)}
            maxBarWidth={24}
            data-testid="team-daily-chart"
            aria-label={t('wellness.management.dailyLabel', { count: days.length })}
          />
          {entries.data && days.length === 0 && (
            <Text c="dimmed" size="sm" role="status">
              {t('wellness.chart.empty')}
            </Text>
          )}
          {(entries.data?.count ?? 0) > DAILY_LIMIT && (
            <Text c="dimmed" size="sm">
              {t('wellness.management.dailyPartial', { count: DAILY_LIMIT })}
            </Text>
          )}
        </>
      )}
    </SectionCard>
  );
}
