import { Group, Stack, Text, Title } from '@mantine/core';
import { formatHours } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import type { TimeEntry } from '../api/types';
import { dayHeading } from '../lib/week';
import { TaskRow } from './TaskRow';

/** One day of the list: its heading with the day's total, then its tasks, latest first. */
export function DayGroup({
  day,
  total,
  entries,
  overlapping,
  onEdit,
}: {
  day: string;
  total: number;
  entries: TimeEntry[];
  overlapping: ReadonlySet<number>;
  onEdit: (entry: TimeEntry) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-label={dayHeading(day, i18n.language)}>
      <Group justify="space-between">
        <Title order={2} fz="h5">
          {dayHeading(day, i18n.language)}
        </Title>
        <Text size="sm" c="dimmed">
          {t('timeTracking.list.dayTotal', { total: formatHours(total) })}
        </Text>
      </Group>
      {entries.map((entry) => (
        <TaskRow key={entry.id} entry={entry} overlaps={overlapping.has(entry.id)} onEdit={onEdit} />
      ))}
    </Stack>
  );
}
