import { Button, Stack, TextInput } from '@mantine/core';
import { TIME_LIMITS, TimerStartInput } from '@staff/shared';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/form';
import { type ProjectRef, ProjectSelect } from './ProjectSelect';

/** The stopwatch's form: what the task is (required) and its project; started by Enter or the button. */
export function StartTaskForm({ onStart, pending }: { onStart: (body: TimerStartInput) => void; pending: boolean }) {
  const { t } = useTranslation();
  const [project, setProject] = useState<ProjectRef | null>(null);
  const form = useSchemaForm(TimerStartInput, { description: '', project: null as number | null, tags: [] });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(onStart, () => ({ ...form.values, project: project?.id ?? null }))}
      aria-label={t('timeTracking.stopwatch.formLabel')}
    >
      <Stack gap="xs">
        <TextInput
          {...form.textInput('description')}
          label={t('timeTracking.task.description')}
          placeholder={t('timeTracking.stopwatch.placeholder')}
          data-autofocus
          maxLength={TIME_LIMITS.description}
        />
        <ProjectSelect label={t('timeTracking.project.label')} value={project} onChange={setProject} />
        <Button type="submit" loading={pending} leftSection={<IconPlayerPlayFilled size={16} />}>
          {t('timeTracking.stopwatch.start')}
        </Button>
      </Stack>
    </form>
  );
}
