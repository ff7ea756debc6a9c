/** The routes of spec/2 §2.3: the manager's under the back office, the employee's own list and view. */
const MANAGEMENT = '/back_office/mission_orders_management';

export const missionOrderPaths = {
  management: MANAGEMENT,
  create: `${MANAGEMENT}/new`,
  /** "new/?{id}": a new order filled from another (spec/2 §4.2 "Cloning"). */
  copy: (id: number) => `${MANAGEMENT}/new/?${id}`,
  edit: (id: number) => `${MANAGEMENT}/edit/${id}`,
  extend: (id: number) => `${MANAGEMENT}/extend/${id}`,
  view: (id: number) => `${MANAGEMENT}/view/${id}`,
  mine: '/mission_orders',
  myOrder: (id: number) => `/mission_orders/${id}`,
  /** The spec's spelling, "missions_orders". */
  travel: '/missions_orders/mission_order_travel',
} as const;
