import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { LEAVE_MESSAGES, LEAVE_MIN_DAYS, type LeaveStatus, leaveInputSchema } from '@staff/shared';
import { IconAlertCircle, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { describeError, translateMessage } from '../../../lib/messages';
import { notifyError } from '../../../lib/notify';
import { typesOfLeaveQuery, useSaveLeave } from '../api/leaves';
import type { Leave } from '../api/types';
import { type LeaveSpan, NEW_SPAN, spanDays } from '../lib/span';
import { LeaveBalanceNote } from './LeaveBalanceNote';
import { LeaveDaysField } from './LeaveDaysField';
import { LeaveSpanFields } from './LeaveSpanFields';
import { LeaveTypeFields } from './LeaveTypeFields';

type FieldName = 'begin_date' | 'end_date' | 'type_of_leave' | 'precision' | 'comment';
type Errors = Partial<Record<FieldName, string>> & { form?: string[] };
const FIELDS: readonly string[] = ['begin_date', 'end_date', 'type_of_leave', 'precision', 'comment'];
/** Server messages about the whole span (overlap, prior notice, half a day) read better above the buttons. */
const SPAN_FIELDS = new Set(['begin_date', 'end_date', 'number_of_days']);

const spanOf = (leave: Leave | undefined): LeaveSpan =>
  leave
    ? {
        begin_date: leave.begin_date,
        begin_period: leave.begin_period,
        end_date: leave.end_date,
        end_period: leave.end_period,
      }
    : NEW_SPAN;

/**
 * The leave form of spec/2 §2.1, §4.1, §5.1: dates and half-days, the live number of days, type and precision, the
 * balance, a comment, Save and Save and submit. `readOnly` when the server says the leave is not editable.
 */
export function LeaveForm({
  leave,
  ownerId,
  isMine,
  readOnly,
  onSaved,
}: {
  leave?: Leave;
  ownerId: number;
  isMine: boolean;
  readOnly: boolean;
  /** The saved leave, as the server answers it. */
  onSaved: (leave: Leave) => void;
}) {
  const { t } = useTranslation();
  const { data: types } = useQuery(typesOfLeaveQuery(true));
  const save = useSaveLeave();
  const [span, setSpan] = useState<LeaveSpan>(() => spanOf(leave));
  const [typeId, setTypeId] = useState<number | null>(leave?.type_of_leave ?? null);
  const [precision, setPrecision] = useState(leave?.precision ?? '');
  const [comment, setComment] = useState(leave?.comment ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const type = types?.results.find((candidate) => candidate.id === typeId);
  const days = readOnly && leave ? leave.number_of_days : spanDays(span, type?.deducting_mode);
  const datesChosen = !!span.begin_date && !!span.end_date;
  const tooShort = datesChosen && days < LEAVE_MIN_DAYS;
  // A submitted leave edited by a manager stays submitted; a draft is saved as a draft or submitted.
  const keepsSubmitted = leave?.status === 'submitted';

  function clear(...names: FieldName[]) {
    setErrors((current) => {
      const next = { ...current, form: undefined };
      for (const name of names) delete next[name];
      return next;
    });
  }

  function showServerErrors(error: unknown) {
    if (!(error instanceof ApiError)) {
      notifyError(t('leaves.messages.submitError', { error: describeError(t, error) }));
      return;
    }
    const next: Errors = { form: [] };
    for (const [name, messages] of Object.entries(error.fields)) {
      const message = messages[0] && translateMessage(t, messages[0]);
      if (!message) continue;
      if (SPAN_FIELDS.has(name) || !FIELDS.includes(name)) next.form?.push(message);
      if (FIELDS.includes(name)) next[name as FieldName] = message;
    }
    if (Object.keys(error.fields).length === 0) {
      notifyError(t('leaves.messages.submitError', { error: describeError(t, error) }));
    }
    setErrors(next);
  }

  function submit(status: LeaveStatus) {
    if (type?.requires_precision && !precision.trim()) {
      setErrors({ precision: translateMessage(t, LEAVE_MESSAGES.precisionRequired) });
      return;
    }
    const body = {
      ...span,
      type_of_leave: typeId,
      precision: type?.requires_precision ? precision.trim() : null,
      comment: comment.trim() || null,
      status: status === 'submitted' ? 'submitted' : 'draft',
      version: leave?.version,
    };
    const parsed = leaveInputSchema.safeParse(body);
    if (!parsed.success) {
      const next: Errors = { form: [] };
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '') as FieldName;
        const message = translateMessage(t, issue.message);
        next[name] ??= message;
        if (SPAN_FIELDS.has(name)) next.form?.push(message);
      }
      setErrors(next);
      return;
    }
    // mutateAsync, not mutate: the refreshed leave may remount this form before mutate's callbacks would run.
    save.mutateAsync({ ...parsed.data, id: leave?.id }).then(onSaved, showServerErrors);
  }

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(keepsSubmitted ? 'submitted' : 'draft');
  };

  const canSave = !readOnly && typeId !== null && days >= LEAVE_MIN_DAYS && !save.isPending;

  return (
    <form onSubmit={onFormSubmit} noValidate aria-label={t('leaves.form.title')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <LeaveSpanFields
                span={span}
                readOnly={readOnly}
                onChange={(next) => {
                  setSpan(next);
                  clear('begin_date', 'end_date');
                }}
                errors={{ begin_date: !!errors.begin_date, end_date: !!errors.end_date }}
              />
              <LeaveDaysField days={days} showTooShort={tooShort && !readOnly} />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <LeaveTypeFields
                types={types?.results ?? []}
                typeId={typeId}
                precision={precision}
                readOnly={readOnly}
                currentLabel={leave?.type?.value}
                onChange={(value) => {
                  setTypeId(value.typeId);
                  setPrecision(value.precision);
                  clear('type_of_leave', 'precision');
                }}
                errors={errors}
              />
              <LeaveBalanceNote
                ownerId={ownerId}
                isMine={isMine}
                typeId={typeId}
                beginDate={span.begin_date}
                days={days}
                leave={leave}
              />
              <Textarea
                label={t('leaves.form.comment')}
                value={comment}
                onChange={(event) => setComment(event.currentTarget.value)}
                readOnly={readOnly}
                variant={readOnly ? 'filled' : 'default'}
                autosize
                minRows={2}
                maxLength={2000}
                error={errors.comment}
              />
            </Stack>
          </Paper>
        </SimpleGrid>
        {!!errors.form?.length && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={t('leaves.form.cannotSave')}>
            <Stack gap={4}>
              {errors.form.map((message) => (
                <Text size="sm" key={message}>
                  {message}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {!readOnly && (
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
        )}
      </Stack>
    </form>
  );
}
