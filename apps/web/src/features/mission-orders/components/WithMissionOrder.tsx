import { Alert, Loader, Text } from '@mantine/core';
import { isRecordId, type MissionOrderDetailOut } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { ApiError } from '../../../lib/api';
import { describeError } from '../../../lib/messages';
import { missionOrderQuery } from '../api/missionOrders';

/**
 * One order, read before its page shows it: an id that is none, or an order the user may not see (the server's 404),
 * is the not-found page; a loader meanwhile; another failure said in words.
 */
export function WithMissionOrder({
  id,
  children,
}: {
  id: number;
  children: (order: MissionOrderDetailOut) => ReactNode;
}) {
  const { t } = useTranslation();
  const isId = isRecordId(id);
  const { data, isPending, error } = useQuery({ ...missionOrderQuery(id), enabled: isId, meta: { silent: true } });
  if (!isId || (error instanceof ApiError && error.status === 404)) return <NotFoundPage />;
  if (error)
    return (
      <Alert color="red" title={t('missionOrders.loadFailed')}>
        <Text size="sm">{describeError(t, error)}</Text>
      </Alert>
    );
  if (isPending || !data) return <Loader m="xl" />;
  return children(data);
}
