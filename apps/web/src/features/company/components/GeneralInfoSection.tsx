import { SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { CompanyGeneralPatch } from '@staff/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { COMPANY_FLAGS } from '../../../lib/types';
import { type CompanyGeneral, useSaveCompany } from '../api/company';
import { CompanyImageField } from './CompanyImageField';
import { SettingsSection } from './SettingsSection';

/** spec/3 §3 "Company": the general information; saving needs company-settings.update, the name is read-only. */
export function GeneralInfoSection({ company }: { company: CompanyGeneral }) {
  // The form starts again from the server's values when they change (a save); an image upload does not reset it.
  const { logo_url, welcome_image_url, ...fields } = company;
  return <GeneralInfo key={JSON.stringify(fields)} company={company} />;
}

function GeneralInfo({ company }: { company: CompanyGeneral }) {
  const { t } = useTranslation();
  const canEdit = useCan()('company-settings.update');
  const form = useSchemaForm(
    CompanyGeneralPatch,
    {
      support_email: company.support_email,
      support_phone: company.support_phone,
      siret: company.siret,
      legal_structure: company.legal_structure,
      collective_agreement: company.collective_agreement,
      use_activities: company.use_activities,
      use_expenses_claims: company.use_expenses_claims,
      use_leaves: company.use_leaves,
      use_time_tracking: company.use_time_tracking,
      use_mission_orders: company.use_mission_orders,
      use_wellness: company.use_wellness,
    },
    { readOnly: !canEdit },
  );
  const save = useSaveCompany();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    // The promise, not mutate's callbacks: a saved module switch changes the form's key (GeneralInfoSection), so this
    // form is unmounted by the time the save settles, and React Query drops an unmounted caller's callbacks.
    save.mutateAsync(body).then(
      (saved) => notifySuccess(t('company.updated', { company: saved.name })),
      (error: unknown) => {
        if (!form.showServerErrors(error)) notifyError(describeError(t, error));
      },
    );
  }

  return (
    <SettingsSection title={t('company.general.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CompanyImageField
          kind="logo"
          label={t('company.general.logo')}
          url={company.logo_url}
          companyName={company.name}
          canEdit={canEdit}
        />
        <CompanyImageField
          kind="welcome-image"
          label={t('company.general.welcomeImage')}
          url={company.welcome_image_url}
          companyName={company.name}
          canEdit={canEdit}
        />
      </SimpleGrid>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrors form={form} />
          <TextInput label={t('company.general.name')} value={company.name} readOnly variant="filled" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('company.general.supportEmail')}
              description={t('company.addressListHint')}
              {...form.textInput('support_email')}
            />
            <TextInput label={t('company.general.supportPhone')} type="tel" {...form.textInput('support_phone')} />
            <TextInput label={t('company.general.siret')} {...form.textInput('siret')} />
            <TextInput label={t('company.general.legalStructure')} {...form.textInput('legal_structure')} />
          </SimpleGrid>
          <TextInput label={t('company.general.collectiveAgreement')} {...form.textInput('collective_agreement')} />
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('company.general.modules')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('company.general.modulesHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {COMPANY_FLAGS.map((flag) => (
                <Switch key={flag} label={t(`company.flags.${flag}`)} {...form.checkbox(flag)} />
              ))}
            </SimpleGrid>
          </Stack>
          {canEdit && <FormFooter saving={save.isPending} />}
        </Stack>
      </form>
    </SettingsSection>
  );
}
