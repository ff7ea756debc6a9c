import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../lib/dates';
import dayjs from '../lib/dayjs';
import { monthPickerBounds, stepMonth } from '../lib/monthPicker';
import { useDatePickerLabels } from './datePickerLabels';
import { MonthPickerInput } from './dates';

/**
 * spec/3 §2 "a month picker (default current month, range plus or minus 5 years, left and right arrows)": the back
 * office's activity reports and expense claims, the monthly synthesis. `disabled` while another choice (every month)
 * is in force; `labels` names the picker and its arrows where the page says it its own way (the synthesis).
 */
export function MonthFilter({
  month,
  onChange,
  disabled = false,
  labels,
}: {
  month: string;
  onChange: (month: string) => void;
  disabled?: boolean;
  labels?: { month: string; previous: string; next: string };
}) {
  const { t } = useTranslation();
  const names = labels ?? {
    month: t('monthFilter.month'),
    previous: t('monthFilter.previous'),
    next: t('monthFilter.next'),
  };
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
        aria-label={names.previous}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <MonthPickerInput
        // A label hidden from the eye rather than an aria-label: the latter, without the month it shows, fails WCAG
        // 2.5.3 (axe's label-content-name-mismatch); a <label> names the button all the same.
        label={names.month}
        labelProps={{ className: 'visually-hidden' }}
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
        aria-label={names.next}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
