import {
  Button,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  decidesCompanyWide,
  LEAVE_COMMENT_MAX,
  LEAVE_MESSAGES,
  LEAVE_MIN_DAYS,
  leaveDelegationSchema,
  leavePrecision,
} from '@staff/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrors } from '../../../components/FormErrors';
import { PageTitle } from '../../../components/PageTitle';
import { useSchemaForm } from '../../../lib/form';
import { useCurrentUser } from '../../../lib/me';
import { describeError } from '../../../lib/messages';
import { notifyError } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { delegablePeopleQuery, servicesQuery, useDelegateLeave } from '../api/directory';
import { typesOfLeaveQuery } from '../api/leaves';
import type { Leave } from '../api/types';
import { DelegationResult } from '../components/DelegationResult';
import { LeaveDaysField } from '../components/LeaveDaysField';
import { BackLink } from '../components/LeaveLinks';
import { LeaveSpanFields } from '../components/LeaveSpanFields';
import { LeaveTypeFields } from '../components/LeaveTypeFields';
import { useCountedDays } from '../components/useCountedDays';
import { ZeroDaysQuestion } from '../components/ZeroDaysQuestion';
import { LEAVE_MANAGEMENT_PATH } from '../lib/paths';
import { type LeaveSpan, NEW_SPAN } from '../lib/span';

/** spec/1 §9: multi-select lists show 10 rows (36 px each). */
const TEN_ROWS = 10 * 36;

type Target = 'service' | 'employees';
/** What the form edits (which of service and employees is sent is the page's own `target`). */
type DelegationValues = LeaveSpan & {
  service: number | null;
  /** A MultiSelect speaks strings. */
  employees: string[];
  type_of_leave: number | null;
  precision: string;
  comment: string;
  submit: boolean;
};
const INITIAL: DelegationValues = {
  ...NEW_SPAN,
  service: null,
  employees: [],
  type_of_leave: null,
  precision: '',
  comment: '',
  submit: false,
};
/** Span messages read better in the form's alert, as on the leave form. */
const SPAN_FIELDS = ['begin_date', 'end_date'];

/**
 * `/back_office/leave_management/leaves_form_management` (spec/3 "Leave delegation form"): one leave for a whole
 * service or for chosen employees, accepted at once when "submit" (accept directly) is ticked, drafts otherwise; once
 * saved, the created leaves with their attachments and history.
 */
export default function LeaveDelegationPage() {
  const { t } = useTranslation();
  usePageTitle(t('leaves.delegation.title'));
  const me = useCurrentUser();
  // Whom the user decides on, as the server does (docs/decisions/leaves.md "Whom the delegation form offers"):
  // everybody for company-wide validators, else the services they manage and their members.
  const companyWide = decidesCompanyWide(me.roles);
  const { data: services } = useQuery(servicesQuery(companyWide ? undefined : me.id));
  const { data: people } = useQuery(delegablePeopleQuery(companyWide ? undefined : me.id));
  const { data: types } = useQuery(typesOfLeaveQuery(true));
  const delegate = useDelegateLeave();
  const [target, setTarget] = useState<Target>('service');
  /** The leaves just created: the page then shows their attachments and history, as the leave form once saved. */
  const [created, setCreated] = useState<Leave[] | null>(null);
  const form = useSchemaForm(leaveDelegationSchema, INITIAL, {
    summarized: SPAN_FIELDS,
    // "Choose a service or employees" is said on the target the user is choosing.
    fieldOf: (path) =>
      path === 'employees' && target === 'service'
        ? 'service'
        : path in INITIAL
          ? (path as keyof DelegationValues)
          : null,
  });
  const { values } = form;

  const type = types?.results.find((candidate) => candidate.id === values.type_of_leave);
  // The shared precision rule: the server applies the same function to the body.
  const precision = leavePrecision(type, values.precision);
  // Dates that deduct no day (a public holiday chosen) ask to count one, as the leave form does (spec/3 §5).
  const { days, tooShort, count_one_day, question } = useCountedDays(values, type);
  const hasTarget = target === 'service' ? values.service !== null : values.employees.length > 0;
  const canSave = hasTarget && values.type_of_leave !== null && days >= LEAVE_MIN_DAYS && !delegate.isPending;

  const bodyOf = () => ({
    begin_date: values.begin_date,
    begin_period: values.begin_period,
    end_date: values.end_date,
    end_period: values.end_period,
    service: target === 'service' ? values.service : null,
    employees: target === 'employees' ? values.employees.map(Number) : [],
    type_of_leave: values.type_of_leave,
    precision: precision.missing ? null : precision.value,
    comment: values.comment.trim() || null,
    submit: values.submit,
    count_one_day,
  });

  const failed = (error: unknown) => {
    if (!form.showServerErrors(error)) {
      notifyError(t('leaves.messages.submitError', { error: describeError(t, error) }));
    }
  };

  function save(event: FormEvent) {
    event.preventDefault();
    // The schema cannot know which types need a precision; the type list does.
    if (precision.missing) {
      form.setError('precision', LEAVE_MESSAGES.precisionRequired);
      return;
    }
    form.onSubmit(
      (body) =>
        // The page then says what was created (no toast: the result stays on screen).
        delegate.mutateAsync(body).then((saved) => setCreated(saved.results), failed),
      bodyOf,
    )();
  }

  return (
    <Stack gap="md">
      <BackLink to={LEAVE_MANAGEMENT_PATH} label={t('leaves.management.backToList')} />
      <PageTitle>{t('leaves.delegation.title')}</PageTitle>
      {created ? (
        <DelegationResult
          leaves={created}
          onAgain={() => {
            form.setValues(INITIAL);
            setCreated(null);
          }}
        />
      ) : (
        <form onSubmit={save} noValidate aria-label={t('leaves.delegation.title')}>
          <Stack gap="md">
            <FormErrors form={form} title={t('leaves.form.cannotSave')} />
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
                      {...form.selectInput('service', { numeric: true })}
                      label={t('leaves.delegation.service')}
                      placeholder={t('leaves.delegation.chooseService')}
                      data={(services?.results ?? []).map((s) => ({
                        value: String(s.id),
                        label: t('leaves.delegation.serviceOption', { name: s.name, count: s.members_count }),
                      }))}
                      searchable
                      withAsterisk
                      // Required: a second click on the chosen service keeps it (it cleared the field, unseen).
                      allowDeselect={false}
                      nothingFoundMessage={t('leaves.delegation.noService')}
                      // Closed until the list is there: opened empty, it said "no service" and stayed so.
                      disabled={!services}
                      rightSection={services ? undefined : <Loader size="xs" />}
                      maw={360}
                    />
                  ) : (
                    <MultiSelect
                      label={t('leaves.delegation.employees')}
                      placeholder={t('leaves.delegation.chooseEmployees')}
                      // Nobody delegates a leave to themself (the server refuses it: 400 self_delegation).
                      data={(people?.results ?? [])
                        .filter((p) => p.id !== me.id)
                        .map((p) => ({
                          value: String(p.id),
                          label: `${p.last_name} ${p.first_name}${p.employee_number ? ` (${p.employee_number})` : ''}`,
                        }))}
                      value={values.employees}
                      onChange={(value) => form.setValue('employees', value)}
                      searchable
                      withAsterisk
                      maxDropdownHeight={TEN_ROWS}
                      error={form.error('employees')}
                      nothingFoundMessage={t('leaves.delegation.noEmployee')}
                      disabled={!people}
                      rightSection={people ? undefined : <Loader size="xs" />}
                    />
                  )}
                  <LeaveSpanFields form={form} holidaysPickable />
                  <LeaveDaysField days={days} showTooShort={tooShort} />
                  {question && <ZeroDaysQuestion {...question} />}
                </Stack>
              </Paper>
              <Paper withBorder radius="md" p="md">
                <Stack gap="sm">
                  <LeaveTypeFields form={form} types={types?.results} />
                  <Textarea
                    {...form.textInput('comment')}
                    label={t('leaves.form.comment')}
                    autosize
                    minRows={2}
                    maxLength={LEAVE_COMMENT_MAX}
                  />
                  <Checkbox
                    label={t('leaves.delegation.submit')}
                    description={t('leaves.delegation.submitHelp')}
                    {...form.checkbox('submit')}
                  />
                </Stack>
              </Paper>
            </SimpleGrid>
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
      )}
    </Stack>
  );
}
