import { Button, Checkbox, Divider, Group, Modal, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/PasswordField';
import { ApiError } from '../../../lib/api';
import { describeError, translateMessage } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateCompany } from '../api/companies';
import {
  COMPANY_FLAGS,
  type CompanyFormErrors,
  type CompanyFormValues,
  EMPTY_COMPANY,
  formFieldOf,
  toCreateInput,
  validateCompany,
} from './companyForm';

/** spec/1 §9: dates show as dd/MM/yy in date pickers. */
export const PICKER_FORMAT = 'DD/MM/YY';

/** Creates a company with its feature switches, its trial and its first administrator. */
export function CreateCompanyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CompanyFormValues>(EMPTY_COMPANY);
  const [errors, setErrors] = useState<CompanyFormErrors>({});
  const create = useCreateCompany();

  const set = <K extends keyof CompanyFormValues>(name: K, value: CompanyFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const text = (name: keyof CompanyFormValues) => ({
    value: String(values[name] ?? ''),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(name, event.currentTarget.value as never),
    error: errors[name],
  });

  function close() {
    setValues(EMPTY_COMPANY);
    setErrors({});
    onClose();
  }

  function showServerErrors(error: unknown) {
    const next: CompanyFormErrors = {};
    if (error instanceof ApiError) {
      for (const [field, messages] of Object.entries(error.fields)) {
        const name = formFieldOf(field);
        if (name && messages[0]) next[name] = translateMessage(t, messages[0]);
      }
    }
    setErrors(next);
    if (Object.keys(next).length === 0) notifyError(describeError(t, error));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateCompany(values);
    if (Object.keys(found).length) {
      setErrors(Object.fromEntries(Object.entries(found).map(([name, key]) => [name, t(key)])));
      return;
    }
    create.mutate(toCreateInput(values), {
      onSuccess: (company) => {
        notifySuccess(t('admin.created', { name: company.name }));
        close();
      },
      onError: showServerErrors,
    });
  }

  return (
    <Modal opened={opened} onClose={close} title={t('admin.createTitle')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('admin.name')} withAsterisk {...text('name')} />
            <TextInput label={t('admin.hostname')} withAsterisk placeholder="acme.example.com" {...text('hostname')} />
          </SimpleGrid>
          <Title order={3} fz="sm">
            {t('admin.features')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {COMPANY_FLAGS.map((flag) => (
              <Checkbox
                key={flag}
                label={t(`admin.flags.${flag}`)}
                checked={values[flag]}
                onChange={(event) => set(flag, event.currentTarget.checked)}
              />
            ))}
          </SimpleGrid>
          <Group align="flex-start">
            <Switch
              mt={values.is_trial_period ? 30 : 0}
              label={t('admin.trial')}
              checked={values.is_trial_period}
              onChange={(event) => set('is_trial_period', event.currentTarget.checked)}
            />
            {values.is_trial_period && (
              <DatePickerInput
                label={t('admin.trialEnd')}
                valueFormat={PICKER_FORMAT}
                value={values.trial_period_end}
                onChange={(value) => set('trial_period_end', value)}
                error={errors.trial_period_end}
                withAsterisk
                clearable
                miw={180}
              />
            )}
          </Group>
          <Divider label={t('admin.firstAdmin')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('admin.adminUsername')} withAsterisk autoComplete="off" {...text('admin_username')} />
            <TextInput label={t('admin.adminEmail')} withAsterisk type="email" {...text('admin_email')} />
            <TextInput label={t('admin.adminFirstName')} withAsterisk {...text('admin_first_name')} />
            <TextInput label={t('admin.adminLastName')} withAsterisk {...text('admin_last_name')} />
            <PasswordField
              label={t('admin.adminPassword')}
              withAsterisk
              autoComplete="new-password"
              {...text('admin_password')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('admin.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
