import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FullPageNotice } from '../components/FullPageLoader';
import { LoadingProblem } from '../components/LoadingProblem';
import { useMe } from '../lib/me';
import { describeError } from '../lib/messages';
import { notifyError } from '../lib/notify';

/**
 * spec/1 §8: "a failure to load the user warns and goes home" (a 500 shows the internal error page instead). The
 * reason is said in a toast, then home, which without its user has nothing to show but the reason and a retry.
 */
export function UserLoadFailed({ error }: { error: Error }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { refetch, isFetching } = useMe();
  const message = t('loading.userFailed', { reason: describeError(t, error) });

  useEffect(() => notifyError(message), [message]);

  if (pathname !== '/') return <Navigate to="/" replace />;
  return (
    <FullPageNotice>
      <LoadingProblem
        message={message}
        retry={t('loading.retry')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    </FullPageNotice>
  );
}
