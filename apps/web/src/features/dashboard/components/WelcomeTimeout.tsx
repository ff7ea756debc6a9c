import { Alert, Button } from '@mantine/core';
import { type QueryFilters, useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** spec/1 §2: "The welcome page load has a 4 s timeout". */
export const WELCOME_TIMEOUT_MS = 4000;

/**
 * The dashboard's loads get 4 s: what is still loading then is said, with a retry that asks again (and gives 4 s
 * more). The loads are not given up: an answer that comes late is still shown, and the notice goes when the last one
 * has come (a slow server is better late than a page of placeholders). Once the welcome's loads have answered, later
 * loads (a click on the page, a refresh) are not the welcome's: nothing is said of them.
 */
export function WelcomeTimeout() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const fetching = useIsFetching() > 0;
  const [attempt, setAttempt] = useState(0);
  const [late, setLate] = useState(false);
  const [over, setOver] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt (a retry) counts its own 4 s.
  useEffect(() => {
    const timer = setTimeout(() => (client.isFetching() === 0 ? setOver(true) : setLate(true)), WELCOME_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [client, attempt]);

  useEffect(() => {
    if (late && !fetching) setOver(true);
  }, [late, fetching]);

  if (over || !late) return null;
  const retry = () => {
    setLate(false);
    setAttempt((count) => count + 1);
    // The late loads are dropped first: a load with no data yet would otherwise be waited on, not asked again.
    const unanswered: QueryFilters = { type: 'active', predicate: (query) => query.state.status !== 'success' };
    void client.cancelQueries(unanswered).then(() => client.refetchQueries(unanswered));
  };
  return (
    <Alert color="orange" role="alert" title={t('loading.dashboardTimeout')}>
      <Button variant="default" size="xs" onClick={retry}>
        {t('loading.retry')}
      </Button>
    </Alert>
  );
}
