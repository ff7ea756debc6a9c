import { Group, Stack } from '@mantine/core';
import type { MissionOrderDetailOut } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { usePageTitle } from '../../../lib/pageTitle';
import { ExtendCard } from '../components/ExtendCard';
import { ManagerOrderActions } from '../components/ManagerOrderActions';
import { MissionOrderForm, type MissionOrderFormMode } from '../components/MissionOrderForm';
import { MissionOrderStatusBadge } from '../components/MissionOrderStatusBadge';
import { MissionOrderTrail } from '../components/MissionOrderTrail';
import { WithMissionOrder } from '../components/WithMissionOrder';

type Route = 'new' | 'edit' | 'view' | 'extend';

/** `new/?{id}`: the id of the order to copy is the whole query ("?12"). */
const copiedId = (search: string) => (/^\?\d{1,10}$/.test(search) ? Number(search.slice(1)) : null);

function Heading({ mode, order }: { mode: MissionOrderFormMode | 'extend'; order?: MissionOrderDetailOut }) {
  const { t } = useTranslation();
  const title = t(`missionOrders.form.title.${mode}`);
  usePageTitle(title);
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <PageTitle>{title}</PageTitle>
        {order && mode !== 'copy' && <MissionOrderStatusBadge status={order.status} size="lg" />}
      </Group>
      {order && mode === 'view' && <ManagerOrderActions order={order} />}
    </Group>
  );
}

/**
 * The manager's order pages (spec/2 §2.3): `new` (or a copy, `new/?{id}`), `edit/{id}`, `view/{id}`, and
 * `extend/{id}`, the order read with its new end to choose. Each with its own title (the tab's too).
 */
export default function MissionOrderFormPage({ route }: { route: Route }) {
  const { search } = useLocation();
  const id = Number(useParams().orderId);
  const copyOf = route === 'new' ? copiedId(search) : null;

  if (route === 'new' && copyOf === null)
    return (
      <Stack gap="md">
        <Heading mode="create" />
        <MissionOrderForm mode="create" />
      </Stack>
    );
  return (
    <WithMissionOrder id={copyOf ?? id}>
      {(order) => {
        // An order the manager may no longer change (accepted, signed) opens read-only from its edit address too.
        const mode = route === 'new' ? 'copy' : route === 'edit' && !order.editable ? 'view' : route;
        return (
          <Stack gap="md">
            <Heading mode={mode} order={order} />
            {mode === 'extend' && <ExtendCard order={order} />}
            <MissionOrderForm
              key={`${mode}-${order.id}`}
              mode={mode === 'extend' ? 'view' : mode}
              order={order}
              withFooter={mode !== 'extend'}
            />
            {mode !== 'copy' && <MissionOrderTrail order={order} />}
          </Stack>
        );
      }}
    </WithMissionOrder>
  );
}
