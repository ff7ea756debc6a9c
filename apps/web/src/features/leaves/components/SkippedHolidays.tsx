import { Text } from '@mantine/core';
import type { DeductingMode } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { skippedHolidays } from '../lib/holidays';

/** "Hors jour férié : Noël (25/12)": the public holidays a leave's day count leaves out, said under the count. */
export function SkippedHolidays({
  begin,
  end,
  mode,
}: {
  begin: string | null;
  end: string | null;
  mode: DeductingMode | undefined;
}) {
  const { t } = useTranslation();
  if (!begin || !end) return null;
  const holidays = skippedHolidays(begin, end, mode);
  if (holidays.length === 0) return null;
  const list = holidays
    .map((holiday) =>
      t('leaves.holidayOn', { name: t(`holidays.${holiday.key}`), date: formatDate(holiday.date).slice(0, 5) }),
    )
    .join(', ');
  return (
    <Text component="span" display="block" size="xs" c="dimmed" data-testid="skipped-holidays">
      {t('leaves.skippedHolidays', { count: holidays.length, list })}
    </Text>
  );
}
