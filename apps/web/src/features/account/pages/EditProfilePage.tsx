import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { profileSchema } from '@staff/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { PendingEmail } from '../../../components/PendingEmail';
import { PersonNameFields } from '../../../components/PersonNameFields';
import { useSchemaForm } from '../../../lib/form';
import { useCurrentUser } from '../../../lib/me';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { useUpdateProfile } from '../api/account';
import { AccountPage } from '../components/AccountPage';
import { LanguageChoice } from '../components/LanguageChoice';

/** /edit-profile (spec/1 §2, rules §5): username and employee number are shown, not editable. */
export default function EditProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const me = useCurrentUser();
  const form = useSchemaForm(profileSchema, {
    first_name: me.first_name,
    last_name: me.last_name,
    email: me.email,
    phone: me.phone ?? '',
    mobile: me.mobile ?? '',
  });
  const mutation = useUpdateProfile();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    mutation.mutate(body, {
      onSuccess: (saved) => {
        notifySuccess(t('profile.saved'));
        // A new address is not the account's yet: say where the link went (the field keeps the confirmed one).
        if (saved.pending_email && saved.pending_email !== me.pending_email) {
          notifySuccess(t('emailChange.sent', { email: saved.pending_email }));
        }
        form.setValue('email', saved.email);
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) notifyError(describeError(t, error));
      },
    });
  }

  return (
    <AccountPage title={t('profile.title')} intro={t('common.requiredHint')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrors form={form} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('profile.username')} value={me.username} readOnly variant="filled" />
            <TextInput label={t('profile.employeeNumber')} value={me.employee_number ?? ''} readOnly variant="filled" />
            <PersonNameFields form={form} ownName />
          </SimpleGrid>
          <TextInput
            label={t('profile.email')}
            withAsterisk
            type="email"
            autoComplete="email"
            {...form.textInput('email')}
          />
          <PendingEmail email={me.pending_email} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('profile.phone')} type="tel" autoComplete="tel" {...form.textInput('phone')} />
            <TextInput label={t('profile.mobile')} type="tel" autoComplete="tel" {...form.textInput('mobile')} />
          </SimpleGrid>
          <LanguageChoice />
          <FormFooter saving={mutation.isPending} />
        </Stack>
      </form>
    </AccountPage>
  );
}
