import type { LeaveBalanceRow } from '@staff/shared';
import { formatNumber } from '@staff/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from './dates';

/** How a balance row reads (issue 8): "Congés payés N-1", its reference period, "10,42 / 25" while being earned. */
export function useBalanceText() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    // No figure (null): a type without an allowance, or a counter hidden from its employee (do_not_display_counter).
    const days = (value: number | null) => (value === null ? '—' : formatNumber(value, language));
    const range = (row: LeaveBalanceRow) => ({ start: formatDate(row.period.start), end: formatDate(row.period.end) });
    return {
      days,
      /** The type, with N-1 or N for paid leave as payslips name them. */
      name: (row: LeaveBalanceRow) => t(`leaves.balance.name.${row.kind}`, { name: row.name }),
      period: (row: LeaveBalanceRow) => t(`leaves.balance.periodOf.${row.kind}`, range(row)),
      /** While N is being earned, what is earned out of the quota. */
      acquired: (row: LeaveBalanceRow) =>
        row.kind === 'current' ? `${days(row.acquired)} / ${days(row.quota)}` : days(row.acquired),
      earningRule: (row: LeaveBalanceRow) =>
        t('leaves.balance.earningRule', {
          name: row.name,
          perMonth: formatNumber((row.quota ?? 0) / 12, language),
          quota: days(row.quota),
        }),
    };
  }, [t, language]);
}
