import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What a user sees when they open the address of a record they may not see (a colleague's leave, another company's,
 * a deleted one): the server answers 404 for all of these alike, and so does the page, without a trace of the record.
 * Unknown addresses themselves still go home (spec/1 §2).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <IconFileUnknown size={48} stroke={1.5} aria-hidden />
        <Title order={2}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Button component={Link} to="/" mt="sm">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
