import { Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ACTIVITY_DESCRIPTION_MAX, ActivityDaysInput, type IsoDate } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { formatDate } from '../../../lib/dates';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useGiveDays } from '../api/activities';
import type { ActivityReportDetail } from '../api/types';
import { type DayPart, daysGiven, partSlices } from '../lib/selection';
import { ProjectPicker, useProjectField } from './ProjectPicker';

type Values = {
  dates: IsoDate[];
  project: number | null;
  project_name: string | null;
  part: DayPart;
  description: string;
};

/** The server names `dates`, `project` and the slices; the slices are the part's, shown with it. */
const fieldOf = (path: string): keyof Values | null => {
  const head = path.split('.')[0] ?? '';
  if (head === 'begin_slice' || head === 'end_slice') return 'part';
  return head === 'dates' || head === 'project' || head === 'project_name' || head === 'description'
    ? (head as keyof Values)
    : null;
};

/**
 * The days selected on the month grid given to one project in one step (issue 25): the project, the whole day or one
 * half of each, a description. What those days held is replaced; half days on leave are skipped by the server.
 */
export function GiveDaysModal({
  report,
  dates,
  onClose,
  onDone,
}: {
  report: ActivityReportDetail;
  dates: IsoDate[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const give = useGiveDays();
  const phone = useMediaQuery('(max-width: 30em)');
  const form = useSchemaForm(
    ActivityDaysInput,
    { dates, project: null, project_name: null, part: 'day', description: '' } as Values,
    { fieldOf },
  );
  const project = useProjectField(form);
  const { values } = form;

  const submit = form.onSubmit(
    (body) =>
      give.mutate(
        { ...body, report: report.id },
        {
          onSuccess: (answer) => {
            const count = daysGiven(dates, answer.results);
            notifySuccess(t('activity.selection.done', { count, project: project.text.trim() }));
            onDone();
          },
          onError: (error) => {
            form.showServerErrors(error);
            notifyError(describeError(t, error), t('activity.selection.failed'));
          },
        },
      ),
    () => ({
      dates,
      project: values.project,
      project_name: values.project ? null : values.project_name,
      description: values.description.trim() || null,
      ...partSlices(values.part, report.slices_per_day),
    }),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('activity.selection.title', { count: dates.length })}
      size="lg"
      fullScreen={phone}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <FormErrors form={form} />
          <Text size="sm" c="dimmed">
            {dates.map((date) => formatDate(date)).join(', ')}
          </Text>
          <ProjectPicker {...project.props} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="give-days-part">
              {t('activity.selection.part')}
            </Text>
            <SegmentedControl
              aria-labelledby="give-days-part"
              value={values.part}
              onChange={(part) => form.setValue('part', part as DayPart)}
              data={(['day', 'morning', 'afternoon'] as const).map((part) => ({
                value: part,
                label: t(`activity.selection.parts.${part}`),
              }))}
            />
            {form.error('part') && (
              <Text size="xs" c="red">
                {form.error('part')}
              </Text>
            )}
          </Stack>
          <TextInput
            label={t('activity.modal.description')}
            maxLength={ACTIVITY_DESCRIPTION_MAX}
            {...form.textInput('description')}
          />
          <Text size="xs" c="dimmed">
            {t('activity.selection.replaces')}
          </Text>
          <FormFooter
            saving={give.isPending}
            onCancel={onClose}
            submitLabel={t('activity.selection.give', { count: dates.length })}
          />
        </Stack>
      </form>
    </Modal>
  );
}
