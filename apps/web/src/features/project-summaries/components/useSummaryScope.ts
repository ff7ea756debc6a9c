import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { todayIso } from '../../../lib/dates';
import { SENT_TOO } from '../lib/paths';
import { type Period, presetPeriod, readPeriod } from '../lib/period';

/**
 * What a summary counts: its period and which reports. The period comes from the address (`dateStart`, `dateEnd`),
 * else, on the customer summary, from the cookies of the same names (spec/2 §2.5 "remembered … for the customer
 * summary"), else this month; `remember` writes every change back to the cookies. Validated reports only, unless
 * the address or the user says also the sent ones.
 */
export function useSummaryScope({ remember = false }: { remember?: boolean } = {}) {
  const [searchParams] = useSearchParams();
  const [period, setPeriodState] = useState<Period>(
    () =>
      readPeriod((name) => searchParams.get(name)) ??
      (remember ? readPeriod(readCookie) : null) ??
      presetPeriod('thisMonth', todayIso()),
  );
  const [includeSubmitted, setIncludeSubmitted] = useState(searchParams.get(SENT_TOO) === 'true');

  const setPeriod = (next: Period) => {
    setPeriodState(next);
    if (remember) {
      writeCookie('dateStart', next.from);
      writeCookie('dateEnd', next.to);
    }
  };

  return {
    period,
    setPeriod,
    includeSubmitted,
    setIncludeSubmitted,
    /** The query fields every summary call takes. */
    params: { from: period.from, to: period.to, include_submitted: includeSubmitted } satisfies SummaryParams,
  };
}

/** The query fields every summary call takes: the period and which reports count. */
export type SummaryParams = { from: string; to: string; include_submitted: boolean };

export type SummaryScope = ReturnType<typeof useSummaryScope>;
