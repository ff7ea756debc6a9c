import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { resetPasswordFormSchema } from '@staff/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { PublicCard } from '../../../components/PublicCard';
import { ApiError } from '../../../lib/api';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { resetPassword, resetTokenQuery } from '../api/auth';
import { BackToLoginLink } from '../components/BackToLoginLink';

/** An unknown, used or expired link; a malformed one is refused on its `token` path parameter, and is no better. */
function isInvalidToken(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'invalid_token' || 'token' in error.fields);
}

/** The page's words for a forgotten password and for a newcomer's first one. */
const WORDS = {
  reset: { title: 'changePassword.title', submit: 'changePassword.submit', done: 'changePassword.done' },
  invitation: {
    title: 'changePassword.invitationTitle',
    submit: 'changePassword.invitationSubmit',
    done: 'changePassword.invitationDone',
  },
} as const;

/** A spent or expired invitation: the newcomer asks HR for a new one (its own message, not "ask for a reset"). */
const isExpiredInvitation = (error: unknown) =>
  error instanceof ApiError && error.coded?.code === 'employee.invitationExpired';

/**
 * /change-password/{token}: the page a reset mail links to (spec/1 §2), and the one a new employee's invitation opens
 * (issue 9), which reads "choose your password". The link is checked on opening, so a dead one says so at once.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const check = useQuery(resetTokenQuery(token));
  const invitation = check.data?.purpose === 'invitation' || isExpiredInvitation(check.error);
  const text = (key: keyof typeof WORDS.reset) => t(WORDS[invitation ? 'invitation' : 'reset'][key]);
  usePageTitle(text('title'));
  const navigate = useNavigate();
  const form = useSchemaForm(resetPasswordFormSchema, { password: '', confirmpassword: '' });
  const mutation = useMutation({
    mutationFn: (password: string) => resetPassword(token, { password }),
    meta: { silent: true },
    onSuccess: async () => {
      notifySuccess(text('done'));
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

  // The opening check's verdict first; a link that died meanwhile shows after the submit.
  const error = check.error ?? mutation.error;
  const invalidToken = isInvalidToken(error);
  // Field errors already show under the inputs; anything else is said above the form.
  const fieldErrors = error instanceof ApiError && Object.keys(error.fields).length > 0;
  return (
    <PublicCard title={text('title')}>
      {check.data?.purpose === 'invitation' && <Text size="sm">{t('changePassword.invitationIntro')}</Text>}
      {isExpiredInvitation(error) && (
        <Alert color="red" role="alert">
          {describeError(t, error)}
        </Alert>
      )}
      {invalidToken && !isExpiredInvitation(error) && (
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
      {!check.error && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <NewPasswordFields form={form} />
            <Button type="submit" loading={mutation.isPending} disabled={check.isPending}>
              {text('submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLoginLink />
    </PublicCard>
  );
}
