import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';
import { YearSelector } from '../../../components/YearSelector';
import { type AverageParams, averagesQuery } from '../api/wellness';
import { yearBuckets, yearSpan } from '../lib/yearBuckets';
import { YearMarksChart } from './YearMarksChart';

/**
 * A titled year of monthly averages with previous and next year (spec/2 §2.4, §5.5: up to the current year). `whose`
 * says whose marks (the user's own, a team, a service) beyond the year's months.
 */
export function YearChartCard({
  title,
  whose,
  testId,
}: {
  title: string;
  whose: Omit<AverageParams, 'date_month_begin' | 'date_month_end'>;
  testId: string;
}) {
  const { i18n } = useTranslation();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const { data } = useQuery(averagesQuery({ ...yearSpan(year), ...whose }));
  return (
    <SectionCard title={title} aside={<YearSelector value={year} onChange={setYear} />}>
      <YearMarksChart
        buckets={yearBuckets(year, data ?? [], i18n.language)}
        caption={`${title} ${year}`}
        testId={testId}
      />
    </SectionCard>
  );
}
