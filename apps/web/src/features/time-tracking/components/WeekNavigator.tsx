import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { addDays, toFrenchDate } from '@staff/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../lib/dates';
import { shiftWeek, thisMonday } from '../lib/week';

/** The week shown (its Monday): the previous, the next, and back to this week. */
export function WeekNavigator({ monday, onChange }: { monday: string; onChange: (monday: string) => void }) {
  const { t } = useTranslation();
  const current = thisMonday(todayIso());
  return (
    // The arrows stay around the week's dates; "this week" goes under them on a phone rather than off the screen.
    <Group gap="xs">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          onClick={() => onChange(shiftWeek(monday, -1))}
          aria-label={t('timeTracking.week.previous')}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Text size="sm" fw={500} aria-live="polite">
          {t('timeTracking.week.label', { from: toFrenchDate(monday), to: toFrenchDate(addDays(monday, 6)) })}
        </Text>
        <ActionIcon
          variant="default"
          onClick={() => onChange(shiftWeek(monday, 1))}
          aria-label={t('timeTracking.week.next')}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
      {monday !== current && (
        <Button variant="subtle" size="xs" onClick={() => onChange(current)}>
          {t('timeTracking.week.current')}
        </Button>
      )}
    </Group>
  );
}
