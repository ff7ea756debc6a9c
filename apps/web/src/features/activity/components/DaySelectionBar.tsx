import { Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DaySelectionState } from './useDaySelection';

/**
 * Above the month grid of a draft (issue 25): how to select several days while none is, then how many are and the
 * step that gives them one project. The selection is cleared by its button or Escape. A touch screen has no
 * Shift+click: its hint says to tap each day's number or slide from one to another (useDaySelection).
 */
export function DaySelectionBar({ selection, onGive }: { selection: DaySelectionState; onGive: () => void }) {
  const { t } = useTranslation();
  const touch = useMediaQuery('(pointer: coarse)');
  const count = selection.selection.days.size;
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed" data-no-print>
        {t(touch ? 'activity.selection.hintTouch' : 'activity.selection.hint')}
      </Text>
    );
  }
  return (
    <Group gap="sm" data-no-print role="status">
      <Text size="sm" fw={600}>
        {t('activity.selection.count', { count })}
      </Text>
      <Button size="xs" leftSection={<IconCalendarPlus size={16} />} onClick={onGive}>
        {t('activity.selection.action')}
      </Button>
      <Button size="xs" variant="subtle" leftSection={<IconX size={16} />} onClick={selection.clear}>
        {t('activity.selection.clear')}
      </Button>
    </Group>
  );
}
