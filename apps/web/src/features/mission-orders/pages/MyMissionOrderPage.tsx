import { Button, Group, Stack } from '@mantine/core';
import type { MissionOrderDetailOut } from '@staff/shared';
import { IconSignature, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/pageTitle';
import { MissionOrderForm } from '../components/MissionOrderForm';
import { MissionOrderPdfButton } from '../components/MissionOrderPdfButton';
import { MissionOrderStatusBadge } from '../components/MissionOrderStatusBadge';
import { MissionOrderTrail } from '../components/MissionOrderTrail';
import { TravelRequestForm } from '../components/TravelRequestForm';
import { useMissionOrderAction } from '../components/useMissionOrderAction';
import { WithMissionOrder } from '../components/WithMissionOrder';
import { missionOrderPaths } from '../lib/paths';

/** The employee's decisions on their order (spec/2 §4.2): accept and sign, refuse, as the server's `actions` allow; delete an ask. */
function OwnerActions({ order }: { order: MissionOrderDetailOut }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = useMissionOrderAction({
    onDone: (done) => done === 'delete' && navigate(missionOrderPaths.mine),
  });
  return (
    <Group gap="xs">
      <MissionOrderPdfButton order={order} />
      {order.actions.includes('accept') && (
        <Button
          color="green"
          leftSection={<IconSignature size={16} />}
          loading={action.isPending(order, 'accept')}
          onClick={() => action.run('accept', order)}
        >
          {t('missionOrders.actions.accept.action')}
        </Button>
      )}
      {order.actions.includes('refuse') && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} />}
          loading={action.isPending(order, 'refuse')}
          onClick={() => action.run('refuse', order)}
        >
          {t('missionOrders.actions.refuse.action')}
        </Button>
      )}
      {order.deletable && (
        <Button
          color="red"
          variant="subtle"
          leftSection={<IconTrash size={16} />}
          loading={action.isPending(order, 'delete')}
          onClick={() => action.run('delete', order)}
        >
          {t('missionOrders.actions.delete.action')}
        </Button>
      )}
    </Group>
  );
}

/**
 * The employee's own travel request while it is asked (`editable`, from the server): the travel form filled with it;
 * any other order, read-only.
 */
function OrderView({ order }: { order: MissionOrderDetailOut }) {
  const { t } = useTranslation();
  const title = order.editable
    ? t('missionOrders.travel.editTitle')
    : t('missionOrders.mine.viewTitle', { customer: order.customer_object.name, begin: formatDate(order.begin_date) });
  usePageTitle(title);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <PageTitle>{title}</PageTitle>
          <MissionOrderStatusBadge status={order.status} size="lg" />
        </Group>
        <OwnerActions order={order} />
      </Group>
      {order.editable ? (
        <TravelRequestForm key={`${order.id}-${order.version}`} order={order} title={title} />
      ) : (
        <MissionOrderForm
          key={`${order.id}-${order.version}`}
          mode="view"
          order={order}
          backTo={missionOrderPaths.mine}
        />
      )}
      <MissionOrderTrail order={order} />
    </Stack>
  );
}

/** `/mission_orders/{id}` (spec/2 §2.3): the employee's order, with their decisions and its trail. */
export default function MyMissionOrderPage() {
  const id = Number(useParams().orderId);
  return <WithMissionOrder id={id}>{(order) => <OrderView order={order} />}</WithMissionOrder>;
}
