import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FullPageNotice } from '../components/FullPageLoader';
import { LoadingProblem } from '../components/LoadingProblem';
import { PRODUCT_NAME } from '../lib/links';
import { describeError } from '../lib/messages';
import { notifyError } from '../lib/notify';
import { pageTitle } from '../lib/pageTitle';

/**
 * spec/1 §8: "a failure to load the user warns and goes home" (a 500 shows the internal error page instead): from
 * another page, a toast says why and the user goes home; home, without its user, shows nothing but why and a retry.
 */
export function UserLoadFailed({
  error,
  onRetry,
  retrying,
}: {
  error: Error;
  /** The guard's own refetch: a new reader of the failed query here would ask again at once, and again, without end. */
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const message = t('loading.userFailed', { reason: describeError(t, error) });
  const home = pathname === '/';

  // The tab's title by hand: usePageTitle reads the user, and a new reader of the failed query would ask again.
  useEffect(() => {
    document.title = pageTitle(t('loading.userFailedTitle'), PRODUCT_NAME);
  }, [t]);
  useEffect(() => {
    if (home) return;
    notifyError(message);
    void navigate('/', { replace: true });
  }, [home, message, navigate]);

  if (!home) return null;
  return (
    <FullPageNotice>
      <LoadingProblem message={message} retry={t('loading.retry')} onRetry={onRetry} retrying={retrying} />
    </FullPageNotice>
  );
}
