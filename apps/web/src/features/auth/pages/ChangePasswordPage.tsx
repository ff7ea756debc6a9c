import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { resetPasswordFormSchema } from '@staff/shared';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PasswordField } from '../../../components/PasswordField';
import { PublicCard } from '../../../components/PublicCard';
import { ApiError } from '../../../lib/api';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { resetPassword } from '../api/auth';

/** An unknown, used or expired link; a malformed one is refused on its `token` path parameter, and is no better. */
function isInvalidToken(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'invalid_token' || 'token' in error.fields);
}

/** /change-password/{token}: the page a reset mail links to (spec/1 §2). */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('changePassword.title'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const form = useSchemaForm(resetPasswordFormSchema, { password: '', confirmpassword: '' });
  const mutation = useMutation({
    mutationFn: (password: string) => resetPassword(token, { password }),
    meta: { silent: true },
    onSuccess: async () => {
      notifySuccess(t('changePassword.done'));
      await navigate('/login', { replace: true });
    },
    onError: (error) => {
      if (!isInvalidToken(error)) form.showServerErrors(error);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.validate();
    if (values) mutation.mutate(values.password);
  }

  const error = mutation.error;
  const invalidToken = isInvalidToken(error);
  // Field errors already show under the inputs; anything else is said above the form.
  const fieldErrors = error instanceof ApiError && Object.keys(error.fields).length > 0;
  return (
    <PublicCard title={t('changePassword.title')}>
      {invalidToken && (
        <Alert color="red" role="alert">
          {t('changePassword.invalidToken')}{' '}
          <Anchor component={Link} to="/reset">
            {t('changePassword.askAgain')}
          </Anchor>
        </Alert>
      )}
      {error && !invalidToken && !fieldErrors && (
        <Alert color="red" role="alert">
          {describeError(t, error)}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordField
            label={t('password.new')}
            autoComplete="new-password"
            withAsterisk
            {...form.textInput('password')}
          />
          <PasswordField
            label={t('password.confirm')}
            autoComplete="new-password"
            withAsterisk
            {...form.textInput('confirmpassword')}
          />
          <Button type="submit" loading={mutation.isPending}>
            {t('changePassword.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm">
        {t('common.backToLogin')}
      </Anchor>
    </PublicCard>
  );
}
