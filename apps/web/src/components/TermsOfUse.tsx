import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
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

/** A first paragraph that is a title: one short line that does not end a sentence. */
const isHeading = (text: string) =>
  !text.trim().includes('\n') && text.trim().length <= 120 && !/[.!?:;]$/.test(text.trim());

/** The terms of use, shown on About and in the trial welcome tour. */
export function TermsOfUse() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(termsQuery);
  if (isPending) return <Skeleton h={120} />;
  if (isError) return <Alert color="red">{t('about.termsUnavailable')}</Alert>;
  const [first = '', ...rest] = data.content.split(/\n\s*\n/).filter((p) => p.trim());
  // The text names itself on its first line ("Conditions générales d'utilisation"): that line is its heading, said
  // once, rather than a title of ours above it.
  const titled = isHeading(first);
  const paragraphs = titled ? rest : [first, ...rest];
  return (
    <Stack gap="xs" pr="md">
      {titled && (
        <Title order={2} fz="h4">
          {first.trim()}
        </Title>
      )}
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
