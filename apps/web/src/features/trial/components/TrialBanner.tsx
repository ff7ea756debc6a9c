import { Anchor } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/BannerAlert';
import { daysBetween, formatDate, todayIso } from '../../../lib/dates';
import { PRICES_URL } from '../../../lib/links';
import { useCurrentUser } from '../../../lib/me';

/** spec/1 §1: a dismissed trial banner comes back after 120000 ms. */
export const TRIAL_BANNER_REAPPEAR_MS = 120_000;

/** The trial-period banner (spec/1 §1): days left, or that the trial ends today, with a link to prices. */
export function TrialBanner() {
  const { t } = useTranslation();
  const company = useCurrentUser().company;
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!dismissed) return;
    const timer = window.setTimeout(() => setDismissed(false), TRIAL_BANNER_REAPPEAR_MS);
    return () => window.clearTimeout(timer);
  }, [dismissed]);

  if (!company?.is_trial_period || dismissed) return null;
  const end = company.trial_period_end;
  const daysLeft = end ? daysBetween(todayIso(), end) : null;
  const message =
    daysLeft === null
      ? t('trial.noEnd')
      : daysLeft < 0
        ? t('trial.ended')
        : daysLeft === 0
          ? t('trial.endsToday')
          : t('trial.daysLeft', { count: daysLeft, date: formatDate(end) });

  return (
    <BannerAlert
      color="yellow"
      icon={<IconHourglass />}
      title={t('trial.title')}
      dismissLabel={t('trial.dismiss')}
      onDismiss={() => setDismissed(true)}
      role="status"
      testId="trial-banner"
    >
      {message}{' '}
      <Anchor href={PRICES_URL} target="_blank" rel="noopener noreferrer" fz="inherit" fw={600}>
        {t('trial.seePrices')}
      </Anchor>
    </BannerAlert>
  );
}
