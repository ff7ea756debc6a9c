import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Why a document was refused (a leave, an activity report, an expense claim: issue 25), shown to its owner and its
 * validators while it is refused; nothing when it is not, or when the validator said nothing.
 */
export function RefusalReason({ status, reason }: { status: string; reason: string | null }) {
  const { t } = useTranslation();
  if (status !== 'refused' || !reason) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={t('leaves.detail.refusalReason')}
      aria-label={t('leaves.detail.refusalReason')}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {reason}
      </Text>
    </Alert>
  );
}
