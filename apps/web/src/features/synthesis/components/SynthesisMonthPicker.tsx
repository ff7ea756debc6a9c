import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MonthFilter } from '../../../components/MonthFilter';
import { todayIso } from '../../../lib/dates';
import { MONTH_SHORTCUTS, monthShortcut } from '../lib/synthesis';

/**
 * The synthesis's month (spec/3 §2): arrows either side of a month picker, and the shortcuts previous, last, this and
 * next month and "this year" as buttons (they wrap under the picker on a phone).
 */
export function SynthesisMonthPicker({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const { t } = useTranslation();
  const today = todayIso();
  return (
    <Group gap="sm" align="center">
      <MonthFilter
        month={month}
        onChange={onChange}
        labels={{
          month: t('synthesis.month.label'),
          previous: t('synthesis.month.previousArrow'),
          next: t('synthesis.month.nextArrow'),
        }}
      />
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
