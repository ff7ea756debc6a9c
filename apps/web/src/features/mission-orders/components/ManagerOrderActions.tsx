import { Button, Group } from '@mantine/core';
import type { MissionOrderDetailOut } from '@staff/shared';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { missionOrderPaths } from '../lib/paths';
import { MissionOrderPdfButton } from './MissionOrderPdfButton';
import { useMissionOrderAction } from './useMissionOrderAction';

/**
 * The manager's buttons on an order they read: its PDF, and for an accepted or signed one "Modify", which reopens it
 * (status edition, a new version to sign again, issue 24) and opens the form.
 */
export function ManagerOrderActions({ order }: { order: MissionOrderDetailOut }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = useMissionOrderAction({
    onDone: (done) => done === 'reopen' && navigate(missionOrderPaths.edit(order.id)),
  });
  return (
    <Group gap="xs">
      <MissionOrderPdfButton order={order} />
      {order.actions.includes('reopen') && (
        <Button
          variant="light"
          color="orange"
          leftSection={<IconPencil size={16} />}
          loading={action.isPending(order, 'reopen')}
          onClick={() => action.run('reopen', order)}
        >
          {t('missionOrders.actions.reopen.action')}
        </Button>
      )}
    </Group>
  );
}
