import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveStatusTotals } from '../../../components/LeaveStatusTotals';
import { SectionCard } from '../../../components/SectionCard';
import { MIN_YEAR, YearSelector } from '../../../components/YearSelector';
import { leaveYearsQuery, leaveYearTotalsQuery } from '../../../lib/leaveTotals';

/**
 * spec/2 §2.1 "Yearly totals are shown per status": the days of the leaves beginning in one year. The selector
 * reaches every year that holds a request (next January's included) and never goes below the earliest listed.
 */
export function LeaveYearTotals({ ownerId }: { ownerId: number }) {
  const { t } = useTranslation();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const { data } = useQuery(leaveYearTotalsQuery(ownerId, year));
  const { data: years } = useQuery(leaveYearsQuery(ownerId));
  const maxYear = Math.max(thisYear, years?.last ?? thisYear);
  const minYear = Math.max(MIN_YEAR, Math.min(thisYear, years?.first ?? thisYear));

  return (
    <SectionCard
      title={t('leaves.totals.title')}
      size="h5"
      aside={<YearSelector value={year} onChange={setYear} minYear={minYear} maxYear={maxYear} />}
    >
      <LeaveStatusTotals totals={data} />
    </SectionCard>
  );
}
