import { formatNumber } from '@staff/shared';
import { useTranslation } from 'react-i18next';

/** Man-days as the screens write them: "12,5 j" / "12.5 d", two decimals at most. */
export function useDayFormat(): (days: number) => string {
  const { t, i18n } = useTranslation();
  return (days) => t('projectSummaries.days', { days: formatNumber(days, i18n.language) });
}
