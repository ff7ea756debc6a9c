import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { TOAST_TIMEOUT_MS } from '../lib/notify';

/** The hosts themselves (see OverlayHosts.tsx). The app opens modals through `modals.*` only, never `useModals()`. */
export default function OverlayHostsLazy() {
  const { t } = useTranslation();
  return (
    <>
      <Notifications autoClose={TOAST_TIMEOUT_MS} position="top-right" />
      <ModalsProvider labels={{ confirm: t('common.confirm'), cancel: t('common.cancel') }} />
    </>
  );
}
