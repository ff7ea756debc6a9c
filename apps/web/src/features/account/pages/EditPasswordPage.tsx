import { Stack } from '@mantine/core';
import { passwordChangeFormSchema } from '@staff/shared';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { PasswordField } from '../../../components/PasswordField';
import { ApiError } from '../../../lib/api';
import { useSchemaForm } from '../../../lib/form';
import { useCurrentUser } from '../../../lib/me';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { changePassword } from '../api/account';
import { AccountPage } from '../components/AccountPage';

/** /edit-password (spec/1 §2, rules §5); the route is only open when can_change_password. */
export default function EditPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('password.title'));
  const me = useCurrentUser();
  const navigate = useNavigate();
  const form = useSchemaForm(passwordChangeFormSchema, { old_password: '', password: '', confirmpassword: '' });
  const mutation = useMutation({ mutationFn: changePassword, meta: { silent: true } });

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    mutation.mutate(
      { old_password: values.old_password, new_password: values.password, id: me.id },
      {
        onSuccess: async () => {
          notifySuccess(t('password.changed'));
          await navigate('/');
        },
        onError: (error) => {
          // spec/1 §8: a 401 here means the old password was wrong, not that the session ended.
          if (error instanceof ApiError && error.status === 401) {
            form.setError('old_password', t('errors.codes.wrong_password'));
            notifyError(t('errors.codes.wrong_password'));
          } else if (!form.showServerErrors(error)) notifyError(describeError(t, error));
        },
      },
    );
  }

  return (
    <AccountPage title={t('password.title')} intro={t('password.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrors form={form} />
          <PasswordField
            label={t('password.old')}
            withAsterisk
            autoComplete="current-password"
            {...form.textInput('old_password')}
          />
          <NewPasswordFields form={form} />
          <FormFooter saving={mutation.isPending} submitLabel={t('password.submit')} />
        </Stack>
      </form>
    </AccountPage>
  );
}
