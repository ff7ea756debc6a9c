import { Alert, Anchor, MultiSelect, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  CIVILITIES,
  canGrantRole,
  canManageUser,
  EMPLOYMENT_CONTRACTS,
  EmployeeIn,
  type EmployeeOut,
  ROLES,
  type Role,
} from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DatePickerInput } from '../../../components/dates';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { PendingEmail } from '../../../components/PendingEmail';
import { PersonNameFields } from '../../../components/PersonNameFields';
import { useSchemaForm } from '../../../lib/form';
import { useCurrentUser } from '../../../lib/me';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { employeeContractsQuery, employeeServicesQuery, useSaveEmployee } from '../api/employees';
import { employeeFormValues } from '../lib/formValues';
import { EMPLOYEES_PATH, employeeViewPath } from '../lib/paths';
import { useEmployeeFieldNames } from '../lib/useEmployeeFieldNames';
import { FormSection } from './FormSection';
import { UsernameField } from './UsernameField';

/** spec 3 §2: the multi-select lists show 10 rows (an option is about 34 px high). */
const TEN_ROWS = 10 * 34;

/**
 * The employee form (spec 3 §2 "Employee form", §3 fields, §5 rules) for create and edit: its sections, validated by
 * the shared EmployeeIn as the server is. An employee holding a role beyond the user's own is shown, not editable, and
 * so is the user's own record (nobody edits their own HR record, issue 21: the server answers 403 `employee.ownRecord`);
 * a notice sends them to their profile for what they may change. `aside` holds the edit page's account actions.
 */
export function EmployeeForm({ employee, aside }: { employee?: EmployeeOut; aside?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const ownRecord = !!employee && employee.id === me.id;
  const readOnly = !!employee && (ownRecord || !canManageUser(me.roles, employee.roles));
  const form = useSchemaForm(EmployeeIn, employeeFormValues(employee), { readOnly });
  const save = useSaveEmployee();
  const { data: contracts } = useQuery(employeeContractsQuery());
  const { data: services } = useQuery(employeeServicesQuery());
  // The free fields the company named (or that hold a value), and its name for the coefficient.
  const fieldNames = useEmployeeFieldNames(employee);

  const submit = form.onSubmit((body) =>
    save.mutate(
      { id: employee?.id, body },
      {
        onSuccess: async (saved) => {
          notifySuccess(t(employee ? 'employees.form.updated' : 'employees.form.created', { name: saved.first_name }));
          if (employee && saved.pending_email && saved.pending_email !== employee.pending_email) {
            notifySuccess(t('emailChange.sent', { email: saved.pending_email }));
          }
          // An edit goes back to the employee's page, where it started; a creation to the list.
          await navigate(employee ? employeeViewPath(employee.id) : EMPLOYEES_PATH);
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) notifyError(describeError(t, error));
        },
      },
    ),
  );

  const roleData = ROLES.map((role: Role) => ({
    value: role,
    label: t(`employees.roles.${role}`),
    disabled: !canGrantRole(me.roles, role),
  }));
  const serviceData = (services?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const contractData = (contracts?.results ?? []).map((c) => ({ value: String(c.id), label: c.title }));
  const look = { readOnly, variant: readOnly ? 'filled' : 'default' } as const;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrors form={form} />
        {ownRecord && (
          <Alert color="blue" role="note">
            {t('employees.form.ownRecord')}{' '}
            <Anchor component={Link} to="/edit-profile" inherit>
              {t('employees.form.ownRecordLink')}
            </Anchor>
          </Alert>
        )}
        <FormSection title={t('employees.form.sections.identity')}>
          <Select
            label={t('employees.fields.civility')}
            data={CIVILITIES.map((c) => ({ value: c, label: t(`employees.civilities.${c}`) }))}
            clearable
            {...form.selectInput('civility')}
          />
          <TextInput label={t('employees.fields.employee_number')} {...form.textInput('employee_number')} />
          <PersonNameFields form={form} ownName={false} />
          <UsernameField
            label={t('employees.fields.username')}
            withAsterisk
            autoComplete="off"
            {...form.textInput('username')}
            suggestFrom={
              employee ? undefined : { first_name: form.values.first_name, last_name: form.values.last_name }
            }
            onSuggested={(username) => form.setValue('username', username)}
          />
          <TextInput
            label={t('employees.fields.email')}
            description={t('employees.form.emailHint')}
            withAsterisk
            type="email"
            autoComplete="off"
            {...form.textInput('email')}
          />
          <PendingEmail email={employee?.pending_email} />
          <TextInput label={t('employees.fields.phone')} type="tel" {...form.textInput('phone')} />
          <TextInput label={t('employees.fields.mobile')} type="tel" {...form.textInput('mobile')} />
          <Switch
            label={t('employees.fields.is_active')}
            description={t('employees.form.activeHint')}
            {...form.checkbox('is_active')}
          />
        </FormSection>

        <FormSection title={t('employees.form.sections.dates')}>
          <DatePickerInput label={t('employees.fields.hiring_date')} clearable {...form.dateInput('hiring_date')} />
          <DatePickerInput
            label={t('employees.fields.departure_date')}
            clearable
            {...form.dateInput('departure_date')}
          />
        </FormSection>

        <FormSection title={t('employees.form.sections.roles')} cols={1}>
          <MultiSelect
            aria-label={t('employees.fields.roles')}
            description={t('employees.form.rolesHint')}
            data={roleData}
            value={form.values.roles}
            onChange={(roles) => form.setValue('roles', roles as Role[])}
            error={form.error('roles')}
            placeholder={form.values.roles.length ? undefined : t('employees.form.noRoles')}
            nothingFoundMessage={t('employees.form.noMoreRoles')}
            hidePickedOptions
            maxDropdownHeight={TEN_ROWS}
            {...look}
          />
        </FormSection>

        <FormSection title={t('employees.form.sections.contract')}>
          <Select
            label={t('employees.fields.contract')}
            data={contractData}
            clearable
            searchable
            nothingFoundMessage={t('employees.form.noContracts')}
            {...form.selectInput('contract', { numeric: true })}
          />
          <Select
            label={t('employees.fields.employment_contract')}
            data={EMPLOYMENT_CONTRACTS.map((c) => ({ value: c, label: t(`employees.employmentContracts.${c}`) }))}
            clearable
            {...form.selectInput('employment_contract')}
          />
          <TextInput label={t('employees.fields.qualification')} {...form.textInput('qualification')} />
          <TextInput label={t('employees.fields.professional_status')} {...form.textInput('professional_status')} />
          <TextInput label={fieldNames.coefficient} {...form.textInput('coefficient')} />
          <TextInput label={t('employees.fields.office')} {...form.textInput('office')} />
        </FormSection>

        <FormSection title={t('employees.form.sections.services')} cols={1}>
          <MultiSelect
            aria-label={t('employees.fields.services')}
            data={serviceData}
            value={form.values.services.map(String)}
            onChange={(ids) => form.setValue('services', ids.map(Number))}
            error={form.error('services')}
            placeholder={form.values.services.length ? undefined : t('employees.form.noServices')}
            nothingFoundMessage={t('employees.form.noMoreServices')}
            hidePickedOptions
            searchable
            maxDropdownHeight={TEN_ROWS}
            {...look}
          />
        </FormSection>

        <FormSection title={t('employees.form.sections.notes')}>
          {fieldNames.freeFields.map(({ field, label }) => (
            <TextInput key={field} label={label} {...form.textInput(field)} />
          ))}
          <Textarea
            label={t('employees.fields.notes')}
            autosize
            minRows={3}
            maxRows={10}
            style={{ gridColumn: '1 / -1' }}
            {...form.textInput('notes')}
          />
        </FormSection>

        {aside}

        <FormFooter
          saving={save.isPending}
          cancelTo={employee ? employeeViewPath(employee.id) : EMPLOYEES_PATH}
          readOnly={readOnly}
        />
      </Stack>
    </form>
  );
}
