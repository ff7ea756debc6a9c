import { Button, Chip, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ACTIVITY_DESCRIPTION_MAX, ActivityInput, isBusinessDay } from '@staff/shared';
import { IconCalendar, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { DatePickerInput } from '../../../components/dates';
import { FormErrors } from '../../../components/FormErrors';
import { SHORT_DATE_FORMAT } from '../../../lib/dates';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { typesOfOvertimeQuery, useDeleteActivity, useSaveActivity } from '../api/activities';
import type { Activity, ActivityReportDetail } from '../api/types';
import { projectFullName, sliceLabel } from '../lib/labels';
import { daysOf } from '../lib/period';
import { OvertimeFields, type OvertimeLine, overtimeToSend } from './OvertimeFields';
import { ProjectPicker, useProjectField } from './ProjectPicker';

/** Where the modal opens: an activity to edit, or a new one over these slices. */
export type ActivityModalStart =
  | { activity: Activity }
  | { activity?: undefined; begin_date: string; begin_slice: number; end_date: string; end_slice: number };

type Values = {
  project: number | null;
  project_name: string | null;
  begin_date: string | null;
  begin_slice: number;
  end_date: string | null;
  end_slice: number;
  description: string;
  overtime: OvertimeLine[];
};

function initialValues(start: ActivityModalStart): Values {
  const a = start.activity;
  if (!a) return { project: null, project_name: null, description: '', overtime: [], ...start };
  return {
    project: a.project,
    project_name: null,
    begin_date: a.begin_date,
    begin_slice: a.begin_slice,
    end_date: a.end_date,
    end_slice: a.end_slice,
    description: a.description ?? '',
    overtime: a.overtime.map((o) => ({
      type_of_overtime: o.type_of_overtime,
      hours_overtime: o.hours_overtime,
      minutes_overtime: o.minutes_overtime,
    })),
  };
}

const FIELDS = new Set<string>([
  'project',
  'project_name',
  'begin_date',
  'begin_slice',
  'end_date',
  'end_slice',
  'description',
  'overtime',
]);

/** The server's messages name the fields of ActivityInput; `overtime.0.minutes_overtime` goes on the overtime. */
const fieldOf = (path: string): keyof Values | null => {
  const head = path.split('.')[0] ?? '';
  return FIELDS.has(head) ? (head as keyof Values) : null;
};

/**
 * The activity modal (spec/1 §2, §5): begin and end in the report's month (weekends and public holidays disabled),
 * the slices of the begin and end days, the project typeahead, description, overtime per type; Save, Save and next,
 * Add activity, Delete. The shared `ActivityInput` checks the form; the server's messages go on their fields.
 */
export function ActivityModal({
  report,
  start,
  onClose,
  onSaved,
  onAdd,
}: {
  report: ActivityReportDetail;
  start: ActivityModalStart;
  onClose: () => void;
  /** After a save, with the pieces placed; `next`: the user asked for the next empty working slot. */
  onSaved: (next: boolean, placed: Activity[]) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const editing = start.activity;
  const save = useSaveActivity();
  const remove = useDeleteActivity();
  const { data: types } = useQuery(typesOfOvertimeQuery());
  const form = useSchemaForm(ActivityInput, initialValues(start), { fieldOf });
  // The box shows the edited activity's project as the picker writes a picked one.
  const project = useProjectField(form, editing ? projectFullName(editing.project_object) : '');
  const { first, last } = daysOf(report);
  const slices = report.slices_per_day;
  const sliceChoices = Array.from({ length: slices }, (_, i) => ({
    value: String(i),
    label: sliceLabel(i, slices, t),
  }));
  const { values } = form;
  const phone = useMediaQuery('(max-width: 30em)');

  const submit = (next: boolean) =>
    form.onSubmit(
      (body) =>
        save.mutate(
          { ...body, id: editing?.id },
          {
            onSuccess: (placed) => {
              notifySuccess(t(editing ? 'activity.toasts.updated' : 'activity.toasts.created'));
              onSaved(next, placed.results);
            },
            onError: (error) => {
              form.showServerErrors(error);
              notifyError(
                describeError(t, error),
                t(editing ? 'activity.toasts.updateError' : 'activity.toasts.createError'),
              );
            },
          },
        ),
      () => ({
        ...values,
        report: report.id,
        project_name: values.project ? null : values.project_name,
        description: values.description.trim() || null,
        overtime: overtimeToSend(values.overtime),
      }),
    )();

  const confirmDelete = (activity: Activity) =>
    openConfirm({
      title: t('activity.modal.deleteTitle'),
      message: t('activity.modal.deleteMessage', { project: projectFullName(activity.project_object) }),
      confirmLabel: t('activity.modal.delete'),
      color: 'red',
      onConfirm: () =>
        remove.mutate(activity.id, {
          onSuccess: () => {
            notifySuccess(t('activity.toasts.deleted'));
            onClose();
          },
          onError: (error) => notifyError(describeError(t, error), t('activity.toasts.deleteError')),
        }),
    });

  const dateField = (which: 'begin' | 'end') => (
    <DatePickerInput
      {...form.dateInput(`${which}_date`, SHORT_DATE_FORMAT)}
      label={t(`activity.modal.${which}Date`)}
      withAsterisk
      minDate={first}
      maxDate={last}
      defaultDate={values[`${which}_date`] ?? first}
      excludeDate={(date) => !isBusinessDay(date.slice(0, 10))}
      leftSection={<IconCalendar size={16} />}
      popoverProps={{ withinPortal: true }}
      w={150}
      onChange={(value) => {
        // The other end follows when the span would be upside down.
        form.update((current) =>
          which === 'begin'
            ? {
                begin_date: value,
                end_date: value && current.end_date && current.end_date < value ? value : current.end_date,
              }
            : {
                end_date: value,
                begin_date: value && current.begin_date && current.begin_date > value ? value : current.begin_date,
              },
        );
        form.clearErrors('begin_date', 'end_date', 'end_slice');
      }}
    />
  );

  const sliceField = (which: 'begin' | 'end') => (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`${which}-slice-label`}>
        {t(`activity.modal.${which}Slice`)}
      </Text>
      <Chip.Group
        multiple={false}
        value={String(values[`${which}_slice`])}
        onChange={(value) => form.setValue(`${which}_slice`, Number(value))}
      >
        <Group gap={4} role="radiogroup" aria-labelledby={`${which}-slice-label`}>
          {sliceChoices.map((choice) => (
            <Chip key={choice.value} value={choice.value} size="xs" radius="sm">
              {choice.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {form.error(`${which}_slice`) && (
        <Text size="xs" c="red">
          {form.error(`${which}_slice`)}
        </Text>
      )}
    </Stack>
  );

  const busy = save.isPending || remove.isPending;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(editing ? 'activity.modal.editTitle' : 'activity.modal.createTitle')}
      size="lg"
      fullScreen={phone}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit(false);
        }}
      >
        <Stack gap="sm">
          <FormErrors form={form} />
          <Group align="flex-start" gap="md">
            {dateField('begin')}
            {sliceField('begin')}
          </Group>
          <Group align="flex-start" gap="md">
            {dateField('end')}
            {sliceField('end')}
          </Group>
          <ProjectPicker {...project.props} />
          <Textarea
            label={t('activity.modal.description')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={ACTIVITY_DESCRIPTION_MAX}
            {...form.textInput('description')}
          />
          <OvertimeFields
            types={types?.results ?? []}
            lines={values.overtime}
            onChange={(lines) => form.setValue('overtime', lines)}
            readOnly={false}
            error={form.error('overtime')}
          />
          <Group justify="space-between" gap="xs" mt="xs">
            <Group gap="xs">
              {editing && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => confirmDelete(editing)}
                  disabled={busy}
                >
                  {t('activity.modal.delete')}
                </Button>
              )}
              <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={onAdd} disabled={busy}>
                {t('activity.modal.add')}
              </Button>
            </Group>
            <Group gap="xs">
              <Button variant="default" onClick={() => submit(true)} loading={save.isPending} disabled={busy}>
                {t('activity.modal.saveAndNext')}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={busy}>
                {t('common.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
