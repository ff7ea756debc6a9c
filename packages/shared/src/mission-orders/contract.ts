import { z } from 'zod';
import { listOf } from '../lists/schemas';
import { MISSION_ORDER_ACTIONS, MISSION_ORDER_STATUSES } from './status';

/*
 * What the mission order routes answer (spec/2 §3 names the fields): the server serializes with these, the web's
 * types are their `z.infer`. Amounts in euros (kilometres for mileage_limit); dates YYYY-MM-DD.
 */

const person = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
});

export const MissionOrderOut = z.object({
  id: z.number(),
  owner: z.number(),
  owner_object: person.extend({ employee_number: z.string().nullable() }),
  /** Whose list it is in and who decides on it (spec/2 §3 "used as a filter only"; the form shows the name). */
  current_manager: z.number(),
  /** The employee reference of spec/2 §3: the email is for the avatar. */
  current_manager_object: person.extend({ email: z.string() }),
  customer: z.number(),
  customer_object: z.object({ id: z.number(), name: z.string() }),
  project: z.number(),
  project_object: z.object({ id: z.number(), name: z.string() }),
  mission_object: z.string(),
  role: z.string(),
  contact_name: z.string(),
  contact_phone: z.string().nullable(),
  begin_date: z.string(),
  end_date: z.string(),
  remark: z.string().nullable(),
  status: z.enum(MISSION_ORDER_STATUSES),
  /** False when the owner left the company: the manager list highlights the row (spec/2 §2.3). */
  is_active: z.boolean(),
  date_of_submission: z.string().nullable(),
  date_of_validation: z.string().nullable(),
  personal_vehicle: z.boolean(),
  sociaty_vehicle: z.boolean(),
  public_transport: z.boolean(),
  accommodation_paid_by_company: z.boolean(),
  accommodation_paid_by_structure: z.boolean(),
  none_expense: z.boolean(),
  /** Kilometres repaid (whole). */
  mileage_limit: z.number(),
  /** Euros a day for a personal vehicle. */
  transport_limit: z.number(),
  breakfast_limit: z.number(),
  dinner_limit: z.number(),
  hotel_limit: z.number(),
  /** The global daily package in euros; daily_package_flag is true exactly when it is above 0 (rules.ts). */
  daily_package: z.number(),
  daily_package_flag: z.boolean(),
  version: z.number(),
  /** What the viewer may do now, from the shared machine (status.ts). */
  actions: z.array(z.enum(MISSION_ORDER_ACTIONS)),
  /** Whether the form is editable for the viewer. */
  editable: z.boolean(),
  /** Whether the viewer may delete it (isMissionOrderDeletable). */
  deletable: z.boolean(),
});
export type MissionOrderOut = z.infer<typeof MissionOrderOut>;

/**
 * What the order's trail records (issue 24): its creation (by the manager, or the employee's travel request), each
 * save of the form, each action of the machine, and each extension.
 */
export const MISSION_ORDER_HISTORY_ACTIONS = ['create', 'save', ...MISSION_ORDER_ACTIONS, 'extend'] as const;
export type MissionOrderHistoryAction = (typeof MISSION_ORDER_HISTORY_ACTIONS)[number];

/** One entry of the trail, oldest first: who did what, when, and the order's version after it. */
export const MissionOrderHistoryEntryOut = z.object({
  action: z.enum(MISSION_ORDER_HISTORY_ACTIONS),
  actor: person,
  /** The moment of the act (ISO 8601 with its offset). */
  at: z.string(),
  /** The order's version after the act: for an acceptance, the version signed. */
  version: z.number(),
  /** An extension's old and new end (YYYY-MM-DD), null for the other acts. */
  old_end_date: z.string().nullable(),
  new_end_date: z.string().nullable(),
});
export type MissionOrderHistoryEntry = z.infer<typeof MissionOrderHistoryEntryOut>;

/**
 * GET, PUT, PATCH mission-order/{id}/ and extend: the order with its trail and its signature, the acceptance of the
 * current version (null before one, and again once a manager reopened it: a new version to sign).
 */
export const MissionOrderDetailOut = MissionOrderOut.extend({
  history: z.array(MissionOrderHistoryEntryOut),
  signature: z.object({ signer: person, at: z.string(), version: z.number() }).nullable(),
});
export type MissionOrderDetailOut = z.infer<typeof MissionOrderDetailOut>;

/** GET mission-order/: a page of orders and the count of the filtered list. */
export const MissionOrderListOut = listOf(MissionOrderOut);
export type MissionOrderListOut = z.infer<typeof MissionOrderListOut>;
