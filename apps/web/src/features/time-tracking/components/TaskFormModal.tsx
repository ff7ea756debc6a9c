import { Group, Modal, Stack, TextInput } from '@mantine/core';
import { TIME_LIMITS, TimeEntryInput } from '@staff/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerInput, TimeInput } from '../../../components/dates';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { todayIso } from '../../../lib/dates';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveEntry } from '../api/entries';
import type { TimeEntry } from '../api/types';
import { sendConfirmingLongDay } from '../lib/longDay';
import { instantOf, timesOf } from '../lib/taskTimes';
import { askLongDay } from './askLongDay';
import { type ProjectRef, ProjectSelect } from './ProjectSelect';
import { TagsField } from './TagsField';

type Values = {
  description: string;
  project: number | null;
  tags: string[];
  day: string | null;
  start: string;
  end: string;
};

/** The server's field names on the form's inputs (the instants are typed as a day and two hours). */
const FIELD_OF: Record<string, keyof Values> = {
  description: 'description',
  project: 'project',
  tags: 'tags',
  start_time: 'start',
  end_time: 'end',
};

/**
 * A manual task (no `entry`) or an edit (spec/2 §2.2, §5.3): description required, start not in the future and not
 * after the end; the running task keeps no end. A day that would pass 12 h is asked about, then sent again.
 */
export function TaskFormModal({ entry, onClose }: { entry: TimeEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const running = !!entry && entry.end_time === null;
  const [project, setProject] = useState<ProjectRef | null>(entry?.project ?? null);
  const times = entry ? timesOf(entry.start_time, entry.end_time) : { day: todayIso(), start: '', end: '' };
  const form = useSchemaForm<Values, TimeEntryInput>(
    TimeEntryInput,
    {
      description: entry?.description ?? '',
      project: entry?.project?.id ?? null,
      tags: entry?.tags.map((tag) => tag.name) ?? [],
      ...times,
    },
    { fieldOf: (path) => FIELD_OF[path.split('.')[0] ?? ''] ?? null },
  );
  const save = useSaveEntry();

  const bodyOf = (values: Values) => ({
    description: values.description,
    project: project?.id ?? null,
    tags: values.tags,
    start_time: instantOf(values.day, values.start),
    end_time: running ? null : instantOf(values.day, values.end),
  });

  const send = (body: TimeEntryInput) =>
    sendConfirmingLongDay(
      (confirm) => save.mutateAsync({ ...body, id: entry?.id, confirm_long_day: confirm || undefined }),
      askLongDay,
    ).then((saved) => {
      if (!saved) return;
      notifySuccess(t(entry ? 'timeTracking.task.updated' : 'timeTracking.task.added', { name: saved.description }));
      onClose();
    }, failed);
  const failed = (error: unknown) => {
    if (!form.showServerErrors(error)) notifyError(describeError(t, error));
  };

  return (
    <Modal opened onClose={onClose} title={t(entry ? 'timeTracking.task.editTitle' : 'timeTracking.task.newTitle')}>
      <form noValidate onSubmit={form.onSubmit(send, () => bodyOf(form.values))}>
        <Stack gap="sm">
          <FormErrors form={form} />
          <TextInput
            label={t('timeTracking.task.description')}
            data-autofocus
            withAsterisk
            maxLength={TIME_LIMITS.description}
            {...form.textInput('description')}
          />
          <ProjectSelect
            label={t('timeTracking.project.label')}
            value={project}
            onChange={(next) => {
              setProject(next);
              form.setValue('project', next?.id ?? null);
            }}
            error={form.error('project')}
          />
          <TagsField
            value={form.values.tags}
            onChange={(tags) => form.setValue('tags', tags)}
            error={form.error('tags')}
          />
          <DatePickerInput
            {...form.dateInput('day')}
            label={t('timeTracking.task.day')}
            maxDate={todayIso()}
            withAsterisk
          />
          <Group grow align="flex-start">
            <TimeInput {...form.textInput('start')} label={t('timeTracking.task.start')} withAsterisk />
            {!running && <TimeInput {...form.textInput('end')} label={t('timeTracking.task.end')} withAsterisk />}
          </Group>
          <FormFooter onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
