import { BarChart } from '@mantine/charts';
import { formatNumber } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import type { ChartRow } from '../lib/chart';

/** Past this many series a legend takes more room than the bars: the table beside the chart says who is who. */
const LEGEND_MAX = 12;

/**
 * Man-days month by month as stacked bars, in the theme's colours (Mantine charts' CSS variables), hidden from screen
 * readers: every caller puts the same figures in a table beside it. A series below zero (the project view's
 * non-billed days) reads as its size in the tooltip, with a line at zero.
 */
export function MonthBars({
  data,
  series,
  testId,
}: {
  data: ChartRow[];
  series: { name: string; label: string; color: string }[];
  testId: string;
}) {
  const { i18n } = useTranslation();
  return (
    <BarChart
      h={340}
      data={data}
      dataKey="month"
      type="stacked"
      series={series}
      valueFormatter={(value) => formatNumber(Math.abs(value), i18n.language)}
      referenceLines={[{ y: 0, color: 'gray.6' }]}
      withLegend={series.length <= LEGEND_MAX}
      legendProps={{ verticalAlign: 'bottom' }}
      maxBarWidth={56}
      data-testid={testId}
      aria-hidden
    />
  );
}
