import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const Hosts = lazy(() => import('./OverlayHosts.lazy'));

/** The `modals.*` calls that show something (@mantine/modals sends them as window events to its provider). */
const MODAL_OPENINGS = ['openModal', 'openConfirmModal', 'openContextModal'].map((name) => `mantine-modals:${name}`);

/**
 * Mantine's toast and modal hosts, downloaded when the first toast or modal is asked for, not with the first page
 * (8 KB gzip that no page needs to show itself). A toast waits in Mantine's store meanwhile; a modal's opening is
 * kept here and sent again once the modal host listens (the app opens modals through `modals.*` only, never
 * `useModals()`).
 */
export function OverlayHosts() {
  const toasts = useNotifications();
  const [wanted, setWanted] = useState(false);
  const missedOpenings = useRef<CustomEvent[]>([]);
  const hostsListen = useRef(false);

  useEffect(() => {
    if (toasts.notifications.length > 0 || toasts.queue.length > 0) setWanted(true);
  }, [toasts]);

  useEffect(() => {
    const keep = (event: Event) => {
      if (hostsListen.current) return;
      missedOpenings.current.push(event as CustomEvent);
      setWanted(true);
    };
    for (const type of MODAL_OPENINGS) window.addEventListener(type, keep);
    return () => {
      for (const type of MODAL_OPENINGS) window.removeEventListener(type, keep);
    };
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Hosts
        onListening={() => {
          hostsListen.current = true;
          for (const event of missedOpenings.current.splice(0))
            window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
        }}
      />
    </Suspense>
  );
}
