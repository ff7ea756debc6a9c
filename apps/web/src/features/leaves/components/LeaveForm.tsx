import { Button, Group, Paper, SimpleGrid, Stack, Textarea } from '@mantine/core';
import {
  LEAVE_COMMENT_MAX,
  LEAVE_MESSAGES,
  LEAVE_MIN_DAYS,
  type LeaveStatus,
  leaveInputSchema,
  leavePrecision,
} from '@staff/shared';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError } from '../../../lib/notify';
import { typesOfLeaveQuery, useSaveLeave } from '../api/leaves';
import type { Leave } from '../api/types';
import { type LeaveSpan, NEW_SPAN } from '../lib/span';
import { LeaveBalanceNote } from './LeaveBalanceNote';
import { LeaveDaysField } from './LeaveDaysField';
import { LeaveSpanFields } from './LeaveSpanFields';
import { LeaveTypeFields } from './LeaveTypeFields';
import { SkippedHolidays } from './SkippedHolidays';
import { useCountedDays } from './useCountedDays';
import { ZeroDaysQuestion } from './ZeroDaysQuestion';

/** What the form edits: the span, the type and its precision, the comment (`status` is chosen by the button). */
type LeaveValues = LeaveSpan & { type_of_leave: number | null; precision: string; comment: string };
/** Server messages about the whole span (overlap, prior notice, half a day) read better in the form's alert. */
const SPAN_FIELDS = ['begin_date', 'end_date', 'number_of_days'];

const valuesOf = (leave: Leave | undefined): LeaveValues => ({
  ...(leave
    ? {
        begin_date: leave.begin_date,
        begin_period: leave.begin_period,
        end_date: leave.end_date,
        end_period: leave.end_period,
      }
    : NEW_SPAN),
  type_of_leave: leave?.type_of_leave ?? null,
  precision: leave?.precision ?? '',
  comment: leave?.comment ?? '',
});

/**
 * The leave form of spec/2 §2.1, §4.1, §5.1: dates and half-days, the live number of days, type and precision, the
 * balance, a comment, Save and Save and submit (a leave the viewer may not edit is shown by LeaveSummary). The worked
 * example of apps/web/README.md "Forms": `useSchemaForm` with the shared `leaveInputSchema`.
 */
export function LeaveForm({
  leave,
  ownerId,
  isMine,
  onSaved,
}: {
  leave?: Leave;
  ownerId: number;
  isMine: boolean;
  /** The saved leave, as the server answers it. */
  onSaved: (leave: Leave) => void;
}) {
  const { t } = useTranslation();
  const { data: types } = useQuery(typesOfLeaveQuery(true));
  const save = useSaveLeave();
  const form = useSchemaForm(leaveInputSchema, valuesOf(leave), { summarized: SPAN_FIELDS });
  const { values } = form;

  const type = types?.results.find((candidate) => candidate.id === values.type_of_leave);
  // The shared precision rule: the server applies the same function to the body.
  const precision = leavePrecision(type, values.precision);
  // A saved leave counting a day its dates do not deduct was confirmed when it was saved: not asked again.
  const { days, tooShort, count_one_day, question } = useCountedDays(
    values,
    type,
    leave && leave.number_of_days > 0 ? leave : null,
  );
  // A submitted leave edited by a manager stays submitted; a draft is saved as a draft or submitted.
  const keepsSubmitted = leave?.status === 'submitted';

  /** The body the schema checks: the precision only for the types that ask for one, blanks as null. */
  const bodyOf = (status: LeaveStatus) => ({
    begin_date: values.begin_date,
    begin_period: values.begin_period,
    end_date: values.end_date,
    end_period: values.end_period,
    type_of_leave: values.type_of_leave,
    precision: precision.missing ? null : precision.value,
    comment: values.comment.trim() || null,
    status: status === 'submitted' ? 'submitted' : 'draft',
    count_one_day,
    version: leave?.version,
  });

  const failed = (error: unknown) => {
    if (!form.showServerErrors(error)) {
      notifyError(t('leaves.messages.submitError', { error: describeError(t, error) }));
    }
  };

  function submit(status: LeaveStatus) {
    // The schema cannot know which types need a precision; the type list does.
    if (precision.missing) {
      form.setError('precision', LEAVE_MESSAGES.precisionRequired);
      return;
    }
    // mutateAsync, not mutate: the refreshed leave may remount this form before mutate's callbacks would run.
    form.onSubmit(
      (body) => save.mutateAsync({ ...body, id: leave?.id }).then(onSaved, failed),
      () => bodyOf(status),
    )();
  }

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(keepsSubmitted ? 'submitted' : 'draft');
  };

  const canSave = values.type_of_leave !== null && days >= LEAVE_MIN_DAYS && !save.isPending;

  return (
    <form onSubmit={onFormSubmit} noValidate aria-label={t('leaves.form.title')}>
      <Stack gap="md">
        <FormErrors form={form} title={t('leaves.form.cannotSave')} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <LeaveSpanFields form={form} holidaysPickable />
              <LeaveDaysField days={days} showTooShort={tooShort} />
              {question && <ZeroDaysQuestion {...question} />}
              <SkippedHolidays begin={values.begin_date} end={values.end_date} mode={type?.deducting_mode} />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <LeaveTypeFields form={form} types={types?.results} currentLabel={leave?.type?.value} />
              <LeaveBalanceNote
                ownerId={ownerId}
                isMine={isMine}
                typeId={values.type_of_leave}
                beginDate={values.begin_date}
                days={days}
                leave={leave}
              />
              <Textarea
                {...form.textInput('comment')}
                label={t('leaves.form.comment')}
                autosize
                minRows={2}
                maxLength={LEAVE_COMMENT_MAX}
              />
            </Stack>
          </Paper>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            type="submit"
            variant={keepsSubmitted ? 'filled' : 'default'}
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!canSave}
            loading={save.isPending && save.variables?.status !== 'submitted'}
          >
            {t('common.save')}
          </Button>
          {!keepsSubmitted && (
            <Button
              type="button"
              leftSection={<IconSend size={16} />}
              disabled={!canSave}
              loading={save.isPending && save.variables?.status === 'submitted'}
              onClick={() => submit('submitted')}
            >
              {t('leaves.form.saveAndSubmit')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
