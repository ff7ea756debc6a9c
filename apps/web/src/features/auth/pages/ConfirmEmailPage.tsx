import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PublicCard } from '../../../components/PublicCard';
import { ApiError } from '../../../lib/api';
import { describeError } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/pageTitle';
import { confirmEmailChange, emailChangeQuery } from '../api/auth';

/** An unknown, used or expired link; a malformed one is refused on its `token` path parameter, and is no better. */
function isInvalidToken(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'invalid_token' || 'token' in error.fields);
}

/**
 * /confirm-email/{token}: the page the confirmation of a new e-mail address links to (issue 21). Opening it only
 * shows the address (a mail scanner opening the link changes nothing); the button makes it the account's.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('emailChange.title'));
  const { token = '' } = useParams();
  const check = useQuery(emailChangeQuery(token));
  const mutation = useMutation({
    mutationFn: () => confirmEmailChange(token),
    meta: { silent: true },
  });

  const error = check.error ?? mutation.error;
  return (
    <PublicCard title={t('emailChange.title')}>
      {isInvalidToken(error) && (
        <Alert color="red" role="alert">
          {t('emailChange.invalidToken')}
        </Alert>
      )}
      {error && !isInvalidToken(error) && (
        <Alert color="red" role="alert">
          {describeError(t, error)}
        </Alert>
      )}
      {mutation.isSuccess && (
        <Alert color="green" role="status">
          {t('emailChange.done', { email: check.data?.email })}
        </Alert>
      )}
      {check.data && !mutation.isSuccess && !mutation.error && (
        <Stack>
          <Text>{t('emailChange.intro', { email: check.data.email })}</Text>
          <Button onClick={() => mutation.mutate()} loading={mutation.isPending}>
            {t('emailChange.submit')}
          </Button>
        </Stack>
      )}
      <Anchor component={Link} to="/" size="sm">
        {t('emailChange.home')}
      </Anchor>
    </PublicCard>
  );
}
