import {
  availableMissionOrderActions,
  isMissionOrderDeletable,
  MISSION_ORDER_MACHINE,
  type MissionOrderDetailOut,
  type MissionOrderOut,
  type MissionOrderValues,
  toCents,
  toEuros,
} from '@staff/shared';
import type { HistoryRow } from '../../platform/history';
import { type MissionOrderPolicyActor, missionOrderPolicy } from './mission-orders.policy';
import type { MissionOrder, MissionOrderRow } from './mission-orders.queries';
import type { missionOrderHistory } from './mission-orders.tables';

const person = (p: { id: number; first_name: string; last_name: string }) => ({
  id: p.id,
  first_name: p.first_name,
  last_name: p.last_name,
});

/** An order as the viewer may see it: euros on the wire, what they may do now from the shared machine. */
export function presentMissionOrder(row: MissionOrderRow, viewer: MissionOrderPolicyActor): MissionOrderOut {
  const { order } = row;
  const role = missionOrderPolicy.partIn(viewer, order);
  return {
    id: order.id,
    owner: order.owner_id,
    owner_object: { ...person(row.owner), employee_number: row.owner.employee_number },
    current_manager: order.current_manager_id,
    current_manager_object: { ...person(row.manager), email: row.manager.email },
    customer: order.customer_id,
    customer_object: row.customer,
    project: order.project_id,
    project_object: row.project,
    mission_object: order.mission_object,
    role: order.role,
    contact_name: order.contact_name,
    contact_phone: order.contact_phone,
    begin_date: order.begin_date,
    end_date: order.end_date,
    remark: order.remark,
    status: order.status,
    is_active: row.owner.is_active,
    date_of_submission: order.date_of_submission,
    date_of_validation: order.date_of_validation,
    personal_vehicle: order.personal_vehicle,
    sociaty_vehicle: order.sociaty_vehicle,
    public_transport: order.public_transport,
    accommodation_paid_by_company: order.accommodation_paid_by_company,
    accommodation_paid_by_structure: order.accommodation_paid_by_structure,
    none_expense: order.none_expense,
    mileage_limit: order.mileage_limit,
    transport_limit: toEuros(order.transport_limit_cents),
    breakfast_limit: toEuros(order.breakfast_limit_cents),
    dinner_limit: toEuros(order.dinner_limit_cents),
    hotel_limit: toEuros(order.hotel_limit_cents),
    daily_package: toEuros(order.daily_package_cents),
    daily_package_flag: order.daily_package_cents > 0,
    version: order.version,
    actions: availableMissionOrderActions(order, role),
    editable: MISSION_ORDER_MACHINE.isEditable(order.status, role),
    deletable: isMissionOrderDeletable(order.status, role),
  };
}

type HistoryEntry = HistoryRow<typeof missionOrderHistory>;

/**
 * The order with its trail and its signature: the last acceptance, unless the manager reopened the order since (a new
 * version to sign).
 */
export function presentMissionOrderDetail(
  row: MissionOrderRow,
  viewer: MissionOrderPolicyActor,
  history: HistoryEntry[],
): MissionOrderDetailOut {
  const entries = history.map(({ entry, first_name, last_name }) => ({
    action: entry.action,
    actor: { id: entry.user_id, first_name, last_name },
    at: entry.action_time.toISOString(),
    version: entry.version,
    old_end_date: entry.old_end_date,
    new_end_date: entry.new_end_date,
  }));
  const lastSigning = entries.findLast((e) => e.action === 'accept' || e.action === 'reopen');
  const signature =
    lastSigning?.action === 'accept'
      ? { signer: lastSigning.actor, at: lastSigning.at, version: lastSigning.version }
      : null;
  return { ...presentMissionOrder(row, viewer), history: entries, signature };
}

/** The stored columns of a normalized order (euros to cents). */
export const missionOrderColumns = (values: Omit<MissionOrderValues, 'status' | 'version'>) => ({
  customer_id: values.customer,
  project_id: values.project,
  mission_object: values.mission_object,
  role: values.role,
  contact_name: values.contact_name,
  contact_phone: values.contact_phone || null,
  begin_date: values.begin_date,
  end_date: values.end_date,
  remark: values.remark || null,
  personal_vehicle: values.personal_vehicle,
  sociaty_vehicle: values.sociaty_vehicle,
  public_transport: values.public_transport,
  accommodation_paid_by_company: values.accommodation_paid_by_company,
  accommodation_paid_by_structure: values.accommodation_paid_by_structure,
  none_expense: values.none_expense,
  mileage_limit: values.mileage_limit,
  transport_limit_cents: toCents(values.transport_limit),
  breakfast_limit_cents: toCents(values.breakfast_limit),
  dinner_limit_cents: toCents(values.dinner_limit),
  hotel_limit_cents: toCents(values.hotel_limit),
  daily_package_cents: toCents(values.daily_package),
});
export type MissionOrderColumns = ReturnType<typeof missionOrderColumns> & Partial<Pick<MissionOrder, 'status'>>;
