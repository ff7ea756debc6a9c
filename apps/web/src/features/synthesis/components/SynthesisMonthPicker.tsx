import { ActionIcon, Button, Group } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useDatePickerLabels } from '../../../components/datePickerLabels';
import { todayIso } from '../../../lib/dates';
import { monthPickerBounds, stepMonth } from '../../../lib/monthPicker';
import { MONTH_SHORTCUTS, monthShortcut } from '../lib/synthesis';

/**
 * The synthesis's month (spec/3 §2): arrows either side of a month picker, and the shortcuts previous, last, this and
 * next month and "this year" as buttons (they wrap under the picker on a phone).
 */
export function SynthesisMonthPicker({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const { t } = useTranslation();
  const ariaLabels = useDatePickerLabels();
  const today = todayIso();
  const bounds = monthPickerBounds(today);
  const previous = stepMonth(month, -1, today);
  const next = stepMonth(month, 1, today);
  return (
    <Group gap="sm" align="center">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          disabled={!previous}
          onClick={() => previous && onChange(previous)}
          aria-label={t('synthesis.month.previousArrow')}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <MonthPickerInput
          aria-label={t('synthesis.month.label')}
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
          aria-label={t('synthesis.month.nextArrow')}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <Group gap={4}>
        {MONTH_SHORTCUTS.map((shortcut) => {
          const target = monthShortcut(shortcut, month, today);
          // "Last", "this" and "next month" are places: the one shown is marked. "Previous month" and "this year"
          // move from the month shown; one that leads nowhere new is off.
          const isPlace = shortcut === 'last' || shortcut === 'this' || shortcut === 'next';
          const current = isPlace && target === month;
          return (
            <Button
              key={shortcut}
              variant={current ? 'light' : 'subtle'}
              size="compact-sm"
              disabled={!target || (!isPlace && target === month)}
              aria-pressed={isPlace ? current : undefined}
              onClick={() => target && onChange(target)}
            >
              {t(`synthesis.month.shortcuts.${shortcut}`)}
            </Button>
          );
        })}
      </Group>
    </Group>
  );
}
