import { Badge, ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import { formatHours } from '@staff/shared';
import { type Icon, IconEdit, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { type RowIconAction, RowIconActions } from '../../../components/RowIconActions';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteEntry } from '../api/entries';
import { useStartTimer } from '../api/timer';
import type { TimeEntry } from '../api/types';
import { timeSpan } from '../lib/taskTimes';
import { projectLabel } from './ProjectSelect';

/**
 * One task of the list: what, on which project, with which tags, when and how long; marked when it overlaps another;
 * replay (the same task started now), edit and delete (after confirmation).
 */
export function TaskRow({
  entry,
  overlaps,
  onEdit,
}: {
  entry: TimeEntry;
  overlaps: boolean;
  onEdit: (entry: TimeEntry) => void;
}) {
  const { t } = useTranslation();
  const start = useStartTimer();
  const remove = useDeleteEntry();
  const running = entry.end_time === null;
  const name = entry.description;

  const replay = () =>
    start.mutate(
      { description: entry.description, project: entry.project?.id ?? null, tags: entry.tags.map((tag) => tag.name) },
      { onSuccess: () => notifySuccess(t('timeTracking.stopwatch.started')) },
    );
  const confirmDelete = () =>
    openConfirm({
      title: t('timeTracking.task.deleteTitle'),
      message: t('timeTracking.task.deleteMessage', { name }),
      confirmLabel: t('timeTracking.task.delete'),
      color: 'red',
      onConfirm: () =>
        remove.mutate(entry.id, { onSuccess: () => notifySuccess(t('timeTracking.task.deleted', { name })) }),
    });

  /** An icon button whose tooltip is `timeTracking.task.<key>` and whose name says the task (`<key>Of`). */
  const action = (icon: Icon, key: 'replay' | 'edit' | 'delete', onClick: () => void): RowIconAction => ({
    icon,
    tooltip: t(`timeTracking.task.${key}`),
    ariaLabel: t(`timeTracking.task.${key}Of`, { name }),
    onClick,
  });

  return (
    <Paper withBorder p="xs" radius="sm" data-testid="task-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={4} miw={0}>
          <Text fw={500} size="sm" lineClamp={2}>
            {name}
          </Text>
          <Group gap={6}>
            {entry.project && (
              <Group gap={4} wrap="nowrap">
                <ColorSwatch color={entry.project.color} size={10} />
                <Text size="xs" c="dimmed">
                  {projectLabel(entry.project)}
                </Text>
              </Group>
            )}
            {entry.tags.map((tag) => (
              <Badge key={tag.id} size="xs" variant="outline" tt="none">
                {tag.name}
              </Badge>
            ))}
            {overlaps && (
              <Badge size="xs" color="orange" variant="light" title={t('timeTracking.task.overlapHint')}>
                {t('timeTracking.task.overlap')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Stack gap={0} align="flex-end">
            {running ? (
              <Badge size="sm" variant="light" color="green">
                {t('timeTracking.task.running')}
              </Badge>
            ) : (
              <Text size="sm" className="figures">
                {formatHours(entry.duration ?? 0)}
              </Text>
            )}
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {timeSpan(entry.start_time, entry.end_time)}
            </Text>
          </Stack>
          <RowIconActions
            actions={[
              ...(running ? [] : [action(IconPlayerPlay, 'replay', replay)]),
              action(IconEdit, 'edit', () => onEdit(entry)),
              { ...action(IconTrash, 'delete', confirmDelete), danger: true },
            ]}
          />
        </Group>
      </Group>
    </Paper>
  );
}
