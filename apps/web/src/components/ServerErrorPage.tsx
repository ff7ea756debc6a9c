import { Alert, Center } from '@mantine/core';
import { IconServerOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** spec/1 §8: a 500 while loading the current user — "Internal server error", with the reason. */
export function ServerErrorPage({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Alert color="red" icon={<IconServerOff />} title={t('errors.internalTitle')} maw={560} role="alert">
        {t('errors.internalBody', { reason })}
      </Alert>
    </Center>
  );
}
