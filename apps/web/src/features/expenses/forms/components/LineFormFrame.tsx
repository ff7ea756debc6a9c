import { Alert, Anchor, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundPage } from '../../../../components/NotFoundPage';
import { PageTitle } from '../../../../components/PageTitle';
import { ApiError } from '../../../../lib/api';
import { describeError } from '../../../../lib/messages';
import { expenseClaimPath } from '../../lib/paths';

/**
 * The frame of the receipt and travel forms: the way back to the claim, the title, and the state of what they load (a
 * claim or line the viewer may not see is "not found", as the server says; a claim that is no longer a draft is
 * read-only).
 */
export function LineFormFrame({
  claimId,
  title,
  loading,
  error,
  readOnly,
  children,
}: {
  claimId: number;
  title: string;
  loading: boolean;
  error: unknown;
  readOnly: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundPage />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={expenseClaimPath(claimId)} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('expenseForms.backToClaim')}
        </Group>
      </Anchor>
      <PageTitle>{title}</PageTitle>
      {readOnly && !loading && (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
          {t('expenseForms.readOnly')}
        </Alert>
      )}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {describeError(t, error)}
        </Alert>
      ) : loading ? (
        <Center mih={200}>
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : (
        children
      )}
    </Stack>
  );
}
