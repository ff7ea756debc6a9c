import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import type { CguOut } from '@staff/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';

/** GET /api/cgu/: plain text, paragraphs separated by blank lines. */
export const termsQuery = queryOptions({
  queryKey: ['cgu'],
  queryFn: () => api<CguOut>('cgu/', { authEvents: false }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The terms of use, shown on About and in the trial welcome tour. */
export function TermsOfUse() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(termsQuery);
  if (isPending) return <Skeleton h={120} />;
  if (isError) return <Alert color="red">{t('about.termsUnavailable')}</Alert>;
  const paragraphs = data.content.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <Stack gap="xs" pr="md">
      {paragraphs.map((paragraph, index) => (
        // The text is static and its paragraphs never move, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Text key={index} size="sm" style={{ whiteSpace: 'pre-line' }}>
          {paragraph.trim()}
        </Text>
      ))}
    </Stack>
  );
}
