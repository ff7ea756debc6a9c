import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicCard } from '../../../components/PublicCard';
import { meQueryKey } from '../../../lib/me';
import { usePageTitle } from '../../../lib/pageTitle';
import { logout } from '../api/auth';

/** /logout: ends the session on the server, forgets everything cached, says so (spec/1 §2). */
export default function LogoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('logout.title'));
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; the session must be closed once.
    if (started.current) return;
    started.current = true;
    logout()
      // Already signed out (401/440) is the state we want, so a failure does not stop the page.
      .catch(() => undefined)
      .finally(() => {
        queryClient.clear();
        queryClient.setQueryData(meQueryKey, null);
        setDone(true);
      });
  }, [queryClient]);

  if (!done)
    return (
      <Center>
        <Loader />
      </Center>
    );
  return (
    <PublicCard title={t('logout.title')}>
      <Alert color="green" icon={<IconCircleCheck />} role="status">
        {t('logout.message')}
      </Alert>
      <Button component={Link} to="/login">
        {t('logout.backToLogin')}
      </Button>
    </PublicCard>
  );
}
