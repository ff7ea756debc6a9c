import { ActionIcon, Badge, Group, Popover, Text } from '@mantine/core';
import { formatDuration } from '@staff/shared';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { timerQuery, useStartTimer, useStopTimer } from '../api/timer';
import type { TimerStartInput } from '../api/types';
import { StartTaskForm } from './StartTaskForm';
import { useElapsedSeconds } from './useElapsedSeconds';

/**
 * The header's stopwatch (spec/1 §1, spec/2 §4.3): the running task's time, ticking every second, and a stop button;
 * with none, a start button that opens the task's form in a popover (the header keeps a phone's width). The running
 * task is the server's (GET timer/), so it survives a reload and follows another tab on focus.
 */
export default function HeaderStopwatch() {
  const { t } = useTranslation();
  const { data: running } = useQuery(timerQuery);
  const elapsed = useElapsedSeconds(running?.start_time);
  const [opened, setOpened] = useState(false);
  const start = useStartTimer();
  const stop = useStopTimer();

  const startTask = (body: TimerStartInput) =>
    start.mutate(body, {
      onSuccess: () => {
        setOpened(false);
        notifySuccess(t('timeTracking.stopwatch.started'));
      },
    });
  const stopTask = () =>
    stop.mutate(undefined, {
      onSuccess: (entry) => notifySuccess(t('timeTracking.stopwatch.stopped', { name: entry.description })),
    });

  if (running)
    return (
      <Group gap={6} wrap="nowrap" data-testid="stopwatch" miw={0}>
        <Text size="sm" maw={180} truncate visibleFrom="md" title={running.description}>
          {running.description}
        </Text>
        <Badge
          variant="light"
          size="lg"
          className="figures"
          role="timer"
          aria-label={t('timeTracking.stopwatch.running')}
        >
          {formatDuration(elapsed)}
        </Badge>
        <ActionIcon
          color="red"
          variant="filled"
          radius="xl"
          onClick={stopTask}
          loading={stop.isPending}
          aria-label={t('timeTracking.stopwatch.stop', { name: running.description })}
        >
          <IconPlayerStopFilled size={16} />
        </ActionIcon>
      </Group>
    );

  return (
    <Popover opened={opened} onChange={setOpened} width={300} position="bottom-end" trapFocus withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="light"
          radius="xl"
          size="lg"
          onClick={() => setOpened((open) => !open)}
          aria-label={t('timeTracking.stopwatch.open')}
          data-testid="stopwatch"
        >
          <IconPlayerPlayFilled size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>{opened && <StartTaskForm onStart={startTask} pending={start.isPending} />}</Popover.Dropdown>
    </Popover>
  );
}
