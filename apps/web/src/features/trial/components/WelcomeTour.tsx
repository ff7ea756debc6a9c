import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../../lib/me';
import { generalPreferencesQuery } from '../api/preferences';

const WelcomeTourModal = lazy(() => import('./WelcomeTourModal'));

/** The trial welcome tour, shown until the user accepts the terms and closes it. */
export function WelcomeTour() {
  const company = useCurrentUser().company;
  const { data } = useQuery({ ...generalPreferencesQuery, enabled: !!company?.is_trial_period });
  if (!company?.is_trial_period || !data?.should_display_welcome_modal) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeTourModal />
    </Suspense>
  );
}
