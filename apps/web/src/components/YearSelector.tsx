import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** spec/1 §9: the earliest year listed. */
export const MIN_YEAR = 2015;

/** spec/2 §5.5: the year is clamped between minYear and maxYear (by default the current year). */
export function clampYear(year: number, minYear: number, maxYear: number): number {
  return Math.min(Math.max(year, minYear), maxYear);
}

export function YearSelector({
  value,
  onChange,
  minYear = MIN_YEAR,
  maxYear = new Date().getFullYear(),
}: {
  value: number;
  onChange: (year: number) => void;
  minYear?: number;
  maxYear?: number;
}) {
  const { t } = useTranslation();
  const year = clampYear(value, minYear, maxYear);
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t('yearSelector.label')}>
      <ActionIcon
        variant="subtle"
        aria-label={t('yearSelector.previous')}
        disabled={year <= minYear}
        onClick={() => onChange(clampYear(year - 1, minYear, maxYear))}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Text fw={600} miw={44} ta="center" aria-live="polite">
        {year}
      </Text>
      <ActionIcon
        variant="subtle"
        aria-label={t('yearSelector.next')}
        disabled={year >= maxYear}
        onClick={() => onChange(clampYear(year + 1, minYear, maxYear))}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
