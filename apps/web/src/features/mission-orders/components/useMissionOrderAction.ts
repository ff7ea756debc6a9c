import type { MissionOrderOut, MissionOrderStatus } from '@staff/shared';
import { type StatusActionTexts, useStatusAction } from '../../../components/useStatusAction';
import { formatDate } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { useChangeMissionOrderStatus, useDeleteMissionOrder } from '../api/missionOrders';
import { personName } from '../lib/people';

/**
 * What a screen does to an order after a confirmation: the manager submits, or reopens a signed order for a new
 * version to sign; the employee signs or refuses; either deletes.
 */
export type MissionOrderAction = 'submit' | 'reopen' | 'accept' | 'refuse' | 'delete';

const TARGET: Record<Exclude<MissionOrderAction, 'delete'>, MissionOrderStatus> = {
  submit: 'submitted',
  reopen: 'edition',
  accept: 'accepted',
  refuse: 'refused',
};
const COLORS: Record<MissionOrderAction, string | undefined> = {
  submit: undefined,
  reopen: 'orange',
  accept: 'green',
  refuse: 'red',
  delete: 'red',
};

type Words = { name: string; begin: string; end: string };

/**
 * The texts, under `missionOrders.actions.{action}`: the spec's toasts (spec/2 §8 "Mission successfully submitted",
 * "Can't submit this mission: {detail}", "Can't sign Mission order", "Can't refuse this mission", "Delete Failed",
 * "Mission order deleted successfully !"), the server's reason under the failure's title.
 */
const TEXTS: StatusActionTexts<MissionOrderAction, Words> = {
  confirm: (t, action, words) => ({
    title: t(`missionOrders.actions.${action}.title`),
    message: t(`missionOrders.actions.${action}.text`, words),
    confirmLabel: t(`missionOrders.actions.${action}.action`),
    color: COLORS[action],
  }),
  done: (t, action) => t(`missionOrders.actions.${action}.done`),
  failed: (t, action, _, error) => ({
    title: t(`missionOrders.actions.${action}.failed`),
    message: describeError(t, error),
  }),
};

/**
 * A screen's change of an order: `run(action, order)` confirms, sends (PATCH of the status, or DELETE) and says the
 * outcome; the PATCH answer goes into the cached order and the lists are read again.
 */
export function useMissionOrderAction({ onDone }: { onDone?: (action: MissionOrderAction) => void } = {}) {
  const change = useChangeMissionOrderStatus();
  const remove = useDeleteMissionOrder();
  const { run, isPending } = useStatusAction(TEXTS, (action: MissionOrderAction, id) =>
    (action === 'delete' ? remove.mutateAsync(id) : change.mutateAsync({ id, status: TARGET[action] })).then(() =>
      onDone?.(action),
    ),
  );
  const words = (order: MissionOrderOut): Words => ({
    name: personName(order.owner_object),
    begin: formatDate(order.begin_date),
    end: formatDate(order.end_date),
  });
  return {
    run: (action: MissionOrderAction, order: MissionOrderOut) => run(action, order, words(order)),
    isPending,
  };
}
