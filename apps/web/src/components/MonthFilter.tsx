import { ActionIcon, Group } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../lib/dates';
import { monthPickerBounds, stepMonth } from '../lib/monthPicker';
import { useDatePickerLabels } from './datePickerLabels';

/**
 * spec/3 §2 "a month picker (default current month, range plus or minus 5 years, left and right arrows)": the back
 * office's activity reports and expense claims. `disabled` while another choice (every month) is in force.
 */
export function MonthFilter({
  month,
  onChange,
  disabled = false,
}: {
  month: string;
  onChange: (month: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const ariaLabels = useDatePickerLabels();
  const today = todayIso();
  const bounds = monthPickerBounds(today);
  const previous = stepMonth(month, -1, today);
  const next = stepMonth(month, 1, today);
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        disabled={disabled || !previous}
        onClick={() => previous && onChange(previous)}
        aria-label={t('monthFilter.previous')}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <MonthPickerInput
        aria-label={t('monthFilter.month')}
        value={`${month}-01`}
        onChange={(value) => value && onChange(dayjs(value).format('YYYY-MM'))}
        minDate={bounds.min}
        maxDate={bounds.max}
        valueFormat="MMMM YYYY"
        ariaLabels={ariaLabels}
        disabled={disabled}
        w={170}
      />
      <ActionIcon
        variant="default"
        size="lg"
        disabled={disabled || !next}
        onClick={() => next && onChange(next)}
        aria-label={t('monthFilter.next')}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
