import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { LEAVE_MESSAGES, LEAVE_MIN_DAYS, leaveDelegationSchema } from '@staff/shared';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/me';
import { describeError, translateMessage } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { delegablePeopleQuery, servicesQuery, useDelegateLeave } from '../api/directory';
import { typesOfLeaveQuery } from '../api/leaves';
import { LeaveDaysField } from '../components/LeaveDaysField';
import { BackLink } from '../components/LeaveLinks';
import { LeaveSpanFields } from '../components/LeaveSpanFields';
import { LeaveTypeFields } from '../components/LeaveTypeFields';
import { LEAVE_MANAGEMENT_PATH } from '../lib/paths';
import { type LeaveSpan, NEW_SPAN, spanDays } from '../lib/span';

/** hr, administrators and accounting decide on everybody's leaves; a manager on the members of his services. */
const COMPANY_WIDE = ['hr', 'administrator', 'accounting'];
/** spec/1 §9: multi-select lists show 10 rows (36 px each). */
const TEN_ROWS = 10 * 36;

type Target = 'service' | 'employees';
type Errors = Partial<Record<'service' | 'employees' | 'type_of_leave' | 'precision', string>> & { form?: string[] };

/**
 * `/back_office/leave_management/leaves_form_management` (spec/3 "Leave delegation form"): one leave for a whole
 * service or for chosen employees, accepted at once when "submit" is ticked, drafts otherwise.
 */
export default function LeaveDelegationPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const companyWide = me.roles.some((role) => COMPANY_WIDE.includes(role));
  const { data: services } = useQuery(servicesQuery(companyWide ? undefined : me.id));
  const { data: people } = useQuery(delegablePeopleQuery(companyWide ? undefined : me.id));
  const { data: types } = useQuery(typesOfLeaveQuery(true));
  const delegate = useDelegateLeave();

  const [target, setTarget] = useState<Target>('service');
  const [service, setService] = useState<string | null>(null);
  const [employees, setEmployees] = useState<string[]>([]);
  const [span, setSpan] = useState<LeaveSpan>(NEW_SPAN);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [precision, setPrecision] = useState('');
  const [comment, setComment] = useState('');
  const [submit, setSubmit] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const type = types?.results.find((candidate) => candidate.id === typeId);
  const days = spanDays(span, type?.deducting_mode);
  const tooShort = !!span.begin_date && !!span.end_date && days < LEAVE_MIN_DAYS;
  const hasTarget = target === 'service' ? service !== null : employees.length > 0;
  const canSave = hasTarget && typeId !== null && days >= LEAVE_MIN_DAYS && !delegate.isPending;

  function showServerErrors(error: unknown) {
    if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) {
      notifyError(t('leaves.messages.submitError', { error: describeError(t, error) }));
      return;
    }
    const next: Errors = { form: [] };
    for (const [name, messages] of Object.entries(error.fields)) {
      const message = messages[0] ? translateMessage(t, messages[0]) : '';
      if (name === 'service' || name === 'employees' || name === 'type_of_leave' || name === 'precision')
        next[name] = message;
      else next.form?.push(translateMessage(t, error.detail));
    }
    setErrors({ ...next, form: [...new Set(next.form)] });
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (type?.requires_precision && !precision.trim()) {
      setErrors({ precision: translateMessage(t, LEAVE_MESSAGES.precisionRequired) });
      return;
    }
    const parsed = leaveDelegationSchema.safeParse({
      ...span,
      service: target === 'service' && service ? Number(service) : null,
      employees: target === 'employees' ? employees.map(Number) : [],
      type_of_leave: typeId,
      precision: type?.requires_precision ? precision.trim() : null,
      comment: comment.trim() || null,
      submit,
    });
    if (!parsed.success) {
      setErrors({ form: parsed.error.issues.map((issue) => translateMessage(t, issue.message)) });
      return;
    }
    setErrors({});
    delegate.mutateAsync(parsed.data).then((created) => {
      notifySuccess(t('leaves.delegation.done', { count: created.count }));
      navigate(LEAVE_MANAGEMENT_PATH);
    }, showServerErrors);
  }

  return (
    <Stack gap="md">
      <BackLink to={LEAVE_MANAGEMENT_PATH} label={t('leaves.management.backToList')} />
      <Title order={1} fz="h2">
        {t('leaves.delegation.title')}
      </Title>
      <form onSubmit={save} noValidate aria-label={t('leaves.delegation.title')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Text fw={600} size="sm">
                  {t('leaves.delegation.for')}
                </Text>
                <SegmentedControl
                  value={target}
                  onChange={(value) => setTarget(value as Target)}
                  data={[
                    { value: 'service', label: t('leaves.delegation.aService') },
                    { value: 'employees', label: t('leaves.delegation.employees') },
                  ]}
                  w="fit-content"
                />
                {target === 'service' ? (
                  <Select
                    label={t('leaves.delegation.service')}
                    placeholder={t('leaves.delegation.chooseService')}
                    data={(services?.results ?? []).map((s) => ({
                      value: String(s.id),
                      label: t('leaves.delegation.serviceOption', { name: s.name, count: s.members_count }),
                    }))}
                    value={service}
                    onChange={(value) => {
                      setService(value);
                      setErrors((current) => ({ ...current, service: undefined }));
                    }}
                    searchable
                    withAsterisk
                    error={errors.service}
                    nothingFoundMessage={t('leaves.delegation.noService')}
                    maw={360}
                  />
                ) : (
                  <MultiSelect
                    label={t('leaves.delegation.employees')}
                    placeholder={t('leaves.delegation.chooseEmployees')}
                    data={(people?.results ?? []).map((p) => ({
                      value: String(p.id),
                      label: `${p.last_name} ${p.first_name}${p.employee_number ? ` (${p.employee_number})` : ''}`,
                    }))}
                    value={employees}
                    onChange={setEmployees}
                    searchable
                    withAsterisk
                    maxDropdownHeight={TEN_ROWS}
                    error={errors.employees}
                    nothingFoundMessage={t('leaves.delegation.noEmployee')}
                  />
                )}
                <LeaveSpanFields span={span} onChange={setSpan} />
                <LeaveDaysField days={days} showTooShort={tooShort} />
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <LeaveTypeFields
                  types={types?.results ?? []}
                  typeId={typeId}
                  precision={precision}
                  onChange={(value) => {
                    setTypeId(value.typeId);
                    setPrecision(value.precision);
                    setErrors((current) => ({ ...current, type_of_leave: undefined, precision: undefined }));
                  }}
                  errors={errors}
                />
                <Textarea
                  label={t('leaves.form.comment')}
                  value={comment}
                  onChange={(event) => setComment(event.currentTarget.value)}
                  autosize
                  minRows={2}
                  maxLength={2000}
                />
                <Checkbox
                  label={t('leaves.delegation.submit')}
                  description={t('leaves.delegation.submitHelp')}
                  checked={submit}
                  onChange={(event) => setSubmit(event.currentTarget.checked)}
                />
              </Stack>
            </Paper>
          </SimpleGrid>
          {!!errors.form?.length && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={t('leaves.form.cannotSave')}>
              {errors.form.map((message) => (
                <Text size="sm" key={message}>
                  {message}
                </Text>
              ))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={LEAVE_MANAGEMENT_PATH}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} />}
              disabled={!canSave}
              loading={delegate.isPending}
            >
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
