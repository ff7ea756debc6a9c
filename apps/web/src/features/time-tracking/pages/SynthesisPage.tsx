import { Group, Paper, SimpleGrid, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import { addDays, formatHours, toFrenchDate } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, DateRangeInput } from '../../../components/DateRangeInput';
import { todayIso } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/pageTitle';
import { statisticsQuery } from '../api/statistics';
import { StatisticsCharts } from '../components/StatisticsCharts';
import { StatisticsTable } from '../components/StatisticsTable';
import { TimeTrackingHeader } from '../components/TimeTrackingHeader';
import { thisMonday } from '../lib/week';

/** A figure with its caption: the project and the day with most time. */
function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
    </Paper>
  );
}

/**
 * `/time-tracking/synthesis` (spec/2 §2.2): a date range (weeks from Monday, this week at first), the doughnut by
 * project, the bars by day, the project and the day with most time; the same figures as tables for screen readers,
 * shown to anyone with the "table" switch.
 */
export default function SynthesisPage() {
  const { t } = useTranslation();
  usePageTitle(t('timeTracking.synthesis.title'));
  const [range, setRange] = useState<DateRange>(() => {
    const monday = thisMonday(todayIso());
    return [monday, addDays(monday, 6)];
  });
  const [asTable, setAsTable] = useState(false);
  const [from, to] = range;
  // The server's end is the day after (spec/2 §7.4); a range being picked (no end yet) asks for nothing.
  const query = from && to ? { date_min: from, date_max: addDays(to, 1) } : null;
  const { data: stats } = useQuery({ ...statisticsQuery(query ?? { date_min: '', date_max: '' }), enabled: !!query });
  const noProject = t('timeTracking.timesheet.noProject');

  return (
    <Stack gap="md">
      <TimeTrackingHeader title={t('timeTracking.synthesis.title')} />
      <Group justify="space-between" align="flex-end">
        <DateRangeInput label={t('timeTracking.synthesis.range')} value={range} onChange={setRange} />
        <Switch
          label={t('timeTracking.synthesis.asTable')}
          checked={asTable}
          onChange={(e) => setAsTable(e.currentTarget.checked)}
        />
      </Group>
      {stats && query && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Figure label={t('timeTracking.synthesis.total')} value={formatHours(stats.total)} />
            <Figure
              label={t('timeTracking.synthesis.topProject')}
              value={stats.top_project ? formatHours(stats.top_project.seconds) : '—'}
              detail={stats.top_project ? (stats.top_project.name ?? noProject) : undefined}
            />
            <Figure
              label={t('timeTracking.synthesis.topDay')}
              value={stats.top_day ? formatHours(stats.top_day.seconds) : '—'}
              detail={stats.top_day ? toFrenchDate(stats.top_day.day) : undefined}
            />
          </SimpleGrid>
          {stats.total === 0 ? (
            <Text c="dimmed" role="status">
              {t('timeTracking.synthesis.empty')}
            </Text>
          ) : asTable ? (
            <StatisticsTable stats={stats} />
          ) : (
            <>
              <StatisticsCharts stats={stats} range={query} />
              <VisuallyHidden>
                <StatisticsTable stats={stats} />
              </VisuallyHidden>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
