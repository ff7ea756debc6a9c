import { ActionIcon, Group } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useDatePickerLabels } from '../../../components/datePickerLabels';
import { todayIso } from '../../../lib/dates';
import { monthPickerBounds, stepMonth } from '../lib/management';

/** spec/3 §2 "a month picker (default current month, range plus or minus 5 years, left and right arrows)". */
export function MonthFilter({ month, onChange }: { month: string; onChange: (month: string) => void }) {
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
        disabled={!previous}
        onClick={() => previous && onChange(previous)}
        aria-label={t('activityReports.management.previousMonth')}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <MonthPickerInput
        aria-label={t('activityReports.management.month')}
        value={`${month}-01`}
        onChange={(value) => value && onChange(dayjs(value).format('YYYY-MM'))}
        minDate={bounds.min}
        maxDate={bounds.max}
        valueFormat="MMMM YYYY"
        ariaLabels={ariaLabels}
        w={170}
      />
      <ActionIcon
        variant="default"
        size="lg"
        disabled={!next}
        onClick={() => next && onChange(next)}
        aria-label={t('activityReports.management.nextMonth')}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
