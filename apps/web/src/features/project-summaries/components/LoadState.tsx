import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/messages';

/**
 * What a modal's figures say while they are not there: a spinner on the first read, the server's reason on a
 * failure, "Can't find data for this range" (spec/2 §8) when the period holds nothing; null once there is something.
 */
export function LoadState({ query, empty }: { query: { isPending: boolean; error: unknown }; empty: boolean }) {
  const { t } = useTranslation();
  if (query.error) return <Text c="red">{describeError(t, query.error)}</Text>;
  if (query.isPending) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  if (empty) return <Text c="dimmed">{t('errors.codes.projectSummary.noData')}</Text>;
  return null;
}
