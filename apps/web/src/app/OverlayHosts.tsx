import { lazy, Suspense } from 'react';

/**
 * Mantine's toast and modal hosts, in their own chunk: no page needs them to show itself (toasts and confirmations
 * come later, from the user's actions or a failed call), so they load beside the first page instead of before it.
 * A toast shown before they are there waits in Mantine's store and appears when they mount.
 */
const Hosts = lazy(() => import('./OverlayHosts.lazy'));

export function OverlayHosts() {
  return (
    <Suspense fallback={null}>
      <Hosts />
    </Suspense>
  );
}
