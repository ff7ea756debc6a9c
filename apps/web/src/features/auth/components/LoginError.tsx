import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle, IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { PRICES_URL } from '../../../lib/links';
import { describeError } from '../../../lib/messages';

/** spec/1 §8: "Login failed: {reason} Or check URL.", and the expired-trial notice for a 403 trial_expired. */
export function LoginError({ error, username }: { error: unknown; username: string }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.code === 'trial_expired') {
    return (
      <Alert color="orange" icon={<IconClockExclamation />} title={t('login.trialExpiredTitle')} role="alert">
        {t('login.trialExpired')}{' '}
        <Anchor href={PRICES_URL} target="_blank" rel="noopener noreferrer" fz="inherit">
          {t('trial.seePrices')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertTriangle />} role="alert">
      {t('login.failed', { reason: reason(error) })}
    </Alert>
  );

  function reason(failure: unknown): string {
    if (!(failure instanceof ApiError)) return describeError(t, failure);
    if (failure.status === 401) return t('login.rejected', { username });
    if (failure.status === 429) return t('login.tooManyAttempts');
    if (failure.code === 'company_inactive') return t('login.companyInactive');
    return describeError(t, failure);
  }
}
