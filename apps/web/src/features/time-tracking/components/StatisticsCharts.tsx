import { BarChart, DonutChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TimeStatistics } from '../api/types';
import { doughnutData, stackedBarData } from '../lib/statisticsChart';

/** Hours on the charts' scale, told as h:mm in the tooltips. */
const asHoursMinutes = (hours: number) => {
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
};

/**
 * spec/2 §2.2: the doughnut by project and the bars by day stacked by project, each project one colour in both;
 * texts, grid and tooltips take the theme's (Mantine charts' CSS variables), so both themes read well.
 */
export function StatisticsCharts({
  stats,
  range,
}: {
  stats: TimeStatistics;
  range: { date_min: string; date_max: string };
}) {
  const { t, i18n } = useTranslation();
  const noProject = t('timeTracking.timesheet.noProject');
  const bars = stackedBarData(stats, range, i18n.language, noProject);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md" data-testid="doughnut-chart">
        <Stack gap="sm" align="center">
          <Title order={2} fz="h4" style={{ alignSelf: 'flex-start' }}>
            {t('timeTracking.synthesis.byProject')}
          </Title>
          <DonutChart
            data={doughnutData(stats, noProject)}
            withTooltip
            tooltipDataSource="segment"
            valueFormatter={asHoursMinutes}
            chartLabel={asHoursMinutes(stats.total / 3600)}
            size={200}
            thickness={28}
            pieChartProps={{ accessibilityLayer: false }}
            pieProps={{ rootTabIndex: -1 }}
            aria-hidden
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" data-testid="bar-chart">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('timeTracking.synthesis.byDay')}
          </Title>
          <BarChart
            h={240}
            data={bars.data}
            dataKey="day"
            type="stacked"
            series={bars.series}
            valueFormatter={asHoursMinutes}
            xAxisProps={{ interval: bars.mode === 'sparse' ? 'preserveStartEnd' : 0 }}
            // A week with one day of time draws one bar, not a wall.
            maxBarWidth={56}
            // Whole hours on the axis (0:00, 1:00…), not 0:36 and 1:12.
            yAxisProps={{ allowDecimals: false }}
            withLegend={bars.series.length <= 8}
            // Hidden from screen readers (the table says the same), so not focusable either (axe's aria-hidden-focus).
            barChartProps={{ accessibilityLayer: false }}
            aria-hidden
          />
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
