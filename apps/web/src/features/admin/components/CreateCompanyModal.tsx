import { Checkbox, Divider, Group, Modal, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '../../../components/dates';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { PasswordField } from '../../../components/PasswordField';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { COMPANY_FLAGS } from '../../../lib/types';
import { useCreateCompany } from '../api/companies';
import { type CompanyFormValues, companyFormSchema, EMPTY_COMPANY, formFieldOf, toCreateInput } from './companyForm';

/** spec/1 §9: dates show as dd/MM/yy in date pickers. */
export const PICKER_FORMAT = 'DD/MM/YY';

/** Creates a company with its feature switches, its trial and its first administrator. */
export function CreateCompanyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(companyFormSchema, EMPTY_COMPANY, { fieldOf: formFieldOf });
  const { values } = form;
  const create = useCreateCompany();

  function close() {
    form.setValues(EMPTY_COMPANY);
    form.clearErrors(...(Object.keys(EMPTY_COMPANY) as (keyof CompanyFormValues)[]));
    onClose();
  }

  const submit = form.onSubmit(() =>
    create.mutate(toCreateInput(values), {
      onSuccess: (company) => {
        notifySuccess(t('admin.created', { name: company.name }));
        close();
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) notifyError(describeError(t, error));
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('admin.createTitle')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrors form={form} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('admin.name')} withAsterisk {...form.textInput('name')} />
            <TextInput
              label={t('admin.hostname')}
              withAsterisk
              placeholder="acme.example.com"
              {...form.textInput('hostname')}
            />
          </SimpleGrid>
          <Title order={3} fz="sm">
            {t('admin.features')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {COMPANY_FLAGS.map((flag) => (
              <Checkbox key={flag} label={t(`admin.flags.${flag}`)} {...form.checkbox(flag)} />
            ))}
          </SimpleGrid>
          <Group align="flex-start">
            <Switch
              mt={values.is_trial_period ? 30 : 0}
              label={t('admin.trial')}
              {...form.checkbox('is_trial_period')}
            />
            {values.is_trial_period && (
              <DatePickerInput
                {...form.dateInput('trial_period_end', PICKER_FORMAT)}
                label={t('admin.trialEnd')}
                withAsterisk
                clearable
                miw={180}
              />
            )}
          </Group>
          <Divider label={t('admin.firstAdmin')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin.adminUsername')}
              withAsterisk
              autoComplete="off"
              {...form.textInput('admin_username')}
            />
            <TextInput label={t('admin.adminEmail')} withAsterisk type="email" {...form.textInput('admin_email')} />
            <TextInput label={t('admin.adminFirstName')} withAsterisk {...form.textInput('admin_first_name')} />
            <TextInput label={t('admin.adminLastName')} withAsterisk {...form.textInput('admin_last_name')} />
            <PasswordField
              label={t('admin.adminPassword')}
              withAsterisk
              autoComplete="new-password"
              {...form.textInput('admin_password')}
            />
          </SimpleGrid>
          <FormFooter onCancel={close} saving={create.isPending} submitLabel={t('admin.create')} />
        </Stack>
      </form>
    </Modal>
  );
}
