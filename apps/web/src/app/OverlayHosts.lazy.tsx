import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_TIMEOUT_MS } from '../lib/notify';

/**
 * The hosts themselves (see OverlayHosts.tsx). `onListening` runs once the modal host listens for openings: its
 * listeners are set in a layout effect, which runs before this component's effect.
 */
export default function OverlayHostsLazy({ onListening }: { onListening: () => void }) {
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when mounted
  useEffect(() => onListening(), []);
  return (
    <>
      <Notifications autoClose={TOAST_TIMEOUT_MS} position="top-right" />
      <ModalsProvider labels={{ confirm: t('common.confirm'), cancel: t('common.cancel') }} />
    </>
  );
}
