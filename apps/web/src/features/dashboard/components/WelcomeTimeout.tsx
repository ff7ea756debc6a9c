import { Alert, Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** spec/1 §2: "The welcome page load has a 4 s timeout". */
export const WELCOME_TIMEOUT_MS = 4000;

/**
 * The dashboard's loads get 4 s: what is still loading then is given up (its panel keeps its placeholder, no error
 * toast), and the page says so with a retry, instead of placeholders that wait on. A retry asks again for what has
 * no answer yet and gives it 4 s again. Loads started later (a click on the page) are not the welcome's: untouched.
 */
export function WelcomeTimeout() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [timedOut, setTimedOut] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt (a retry) counts its own 4 s.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (client.isFetching() === 0) return;
      void client.cancelQueries({ fetchStatus: 'fetching' });
      setTimedOut(true);
    }, WELCOME_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [client, attempt]);

  if (!timedOut) return null;
  const retry = () => {
    setTimedOut(false);
    setAttempt((count) => count + 1);
    void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status !== 'success' });
  };
  return (
    <Alert color="orange" role="alert" title={t('loading.dashboardTimeout')}>
      <Button variant="default" size="xs" onClick={retry}>
        {t('loading.retry')}
      </Button>
    </Alert>
  );
}
