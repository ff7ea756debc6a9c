import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { resetRequestSchema } from '@staff/shared';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../../components/PublicCard';
import { ApiError } from '../../../lib/api';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/pageTitle';
import { requestPasswordReset } from '../api/auth';
import { BackToLoginLink } from '../components/BackToLoginLink';

/** /reset: ask for a reset mail by username or e-mail (spec/1 §2). */
export default function ResetPage() {
  const { t } = useTranslation();
  usePageTitle(t('reset.title'));
  const form = useSchemaForm(resetRequestSchema, { username: '' });
  const mutation = useMutation({ mutationFn: requestPasswordReset, meta: { silent: true } });

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body) mutation.mutate(body);
  }

  // spec/1 §8: "401 means the username/e-mail was rejected".
  const reason = (error: unknown) =>
    error instanceof ApiError && error.status === 401 ? t('reset.rejected') : describeError(t, error);

  return (
    <PublicCard title={t('reset.title')}>
      {mutation.isSuccess ? (
        <Alert color="green" icon={<IconMailCheck />} role="status">
          {t('reset.sent')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('reset.intro')}
            </Text>
            {mutation.isError && (
              <Alert color="red" role="alert">
                {t('reset.failed', { reason: reason(mutation.error) })}
              </Alert>
            )}
            <TextInput
              label={t('reset.identifier')}
              autoComplete="username"
              withAsterisk
              {...form.textInput('username')}
            />
            <Button type="submit" loading={mutation.isPending}>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLoginLink />
    </PublicCard>
  );
}
