import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The new address waiting for its owner to open the link mailed to it (issue 21), under an e-mail field that keeps
 * the confirmed one until then: the employee form and my profile show it alike.
 */
export function PendingEmail({ email }: { email: string | null | undefined }) {
  const { t } = useTranslation();
  if (!email) return null;
  return (
    <Text size="sm" c="orange.8" role="status">
      {t('emailChange.pending', { email })}
    </Text>
  );
}
