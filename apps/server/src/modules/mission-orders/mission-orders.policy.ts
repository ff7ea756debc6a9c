import {
  type CodedMessage,
  isMissionOrderDeletable,
  MISSION_ORDER_MACHINE,
  type MissionOrderAction,
  type MissionOrderStatus,
} from '@staff/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { type DocumentActor, documentPolicy, type RightRule } from '../../platform/document-policy';
import { findMissionOrder, type MissionOrder, type MissionOrderRow } from './mission-orders.queries';
import { missionOrders } from './mission-orders.tables';

/**
 * Who may do what with one mission order, for every route: the document policy (platform/document-policy.ts) on the
 * orders' table and machine, its validator the one manager the order names (`current_manager`), with the
 * permission `mission_orders.create`; its owner, with `mission_orders.view`.
 *
 * - **404** to anyone else (another company's order, a colleague's, a manager's not naming the caller), and to the
 *   owner while the order is a draft.
 * - **403** when the caller's part never allows the act (the owner extending, the manager accepting).
 * - **409** when the status does not allow it now (`mission.notEditable`, `mission.notDeletable`, …).
 */
export const MISSION_ORDER_RIGHTS = ['read', 'download', 'edit', 'delete', 'extend'] as const;
export type MissionOrderRight = (typeof MISSION_ORDER_RIGHTS)[number];
export type MissionOrderPolicyActor = DocumentActor;

/** The policy's view of an order: its owner, status and manager. */
type PolicyOrder = { owner_id: number; status: MissionOrderStatus; current_manager_id?: number };

const allow: RightRule<MissionOrderStatus> = () => 'allow';
const RIGHTS: Record<MissionOrderRight, RightRule<MissionOrderStatus>> = {
  read: allow,
  download: allow,
  edit: (role, order) => (MISSION_ORDER_MACHINE.isEditable(order.status, role) ? 'allow' : 'conflict'),
  delete: (role, order) => (isMissionOrderDeletable(order.status, role) ? 'allow' : 'conflict'),
  // The manager extends a mission; a travel request is not one yet (it is completed on the form).
  extend: (role, order) => {
    if (!role.isValidator) return 'forbidden';
    return order.status === 'ask' ? 'conflict' : 'allow';
  },
};

const CONFLICTS: Record<Exclude<MissionOrderRight, 'read' | 'download'>, CodedMessage> = {
  edit: { code: 'mission.notEditable' },
  delete: { code: 'mission.notDeletable' },
  extend: { code: 'mission.notExtendable' },
};

export const missionOrderPolicy = documentPolicy<
  MissionOrder,
  MissionOrderStatus,
  MissionOrderAction,
  void,
  MissionOrderRight,
  MissionOrderRow
>({
  kind: 'mission-order',
  table: missionOrders,
  machine: MISSION_ORDER_MACHINE,
  ownerPermission: 'mission_orders.view',
  validatorPermission: 'mission_orders.create',
  namedValidator: {
    column: missionOrders.current_manager_id,
    of: (order) => (order as PolicyOrder).current_manager_id ?? 0,
  },
  // A draft is the manager's work in progress: the employee's list shows the orders sent to them (spec/2, Lucca).
  unseenByOwner: ['draft'],
  rights: RIGHTS,
  // read and download never conflict.
  conflictOf: (right) => CONFLICTS[right as keyof typeof CONFLICTS],
  statusForbidden: (order, target) => ({ code: 'mission.transition', params: { from: order.status, to: target } }),
  transitionContext: () => undefined,
  loadOne: (db, companyId, id) => findMissionOrder(db, companyId, id),
  documentOf: (row) => row.order,
});

/** The actor of a mission orders route: the caller, their company, whether they manage mission orders. */
export const missionOrderActorOf = (db: Db, request: FastifyRequest) => missionOrderPolicy.actorOf(db, request);
