import { z } from 'zod';
import { DATE_MESSAGES } from '../calendar/messages';
import { isoDateSchema } from '../calendar/schemas';
import { ID_MAX, queryIdSchema } from '../ids';
import { PageQuery } from '../lists/schemas';
import { multilineText, plainText, TEXT_LIMITS } from '../text/schemas';
import { MISSION_ORDER_MESSAGES as M, MISSION_ORDER_NOT_NUMBER, type MissionOrderAmountField } from './messages';
import {
  amountProblem,
  MISSION_ORDER_LIMITS as L,
  type MissionOrderExpenses,
  missionOrderProblems,
  normalizeMissionOrder,
} from './rules';
import { MISSION_ORDER_STATUS_FILTER_NAMES, MISSION_ORDER_STATUSES, type MissionOrderStatus } from './status';

/*
 * The request bodies and queries of mission orders (spec/2 §3, §5.2, §7.2). The bodies come out normalized
 * (rules.ts): the server stores what they give, so an API call cannot store a combination the form forbids. Amounts
 * are euros with at most 2 decimals (kilometres whole) on the wire, cents in the database (expenses/money.ts).
 */

const REQUIRED = { error: M.fieldsRequired };

/** A required one-line text: empty reads as "Please fill all the necessary fields (*)." like a missing one. */
const requiredText = (max: number) => plainText(max, { message: M.fieldsRequired }).min(1, REQUIRED);
/** A required record id (customer, project, employee, manager). */
const requiredId = z.number(REQUIRED).int(REQUIRED).positive(REQUIRED).max(ID_MAX, REQUIRED);
/** A required date: missing or empty is the required message, a wrong one "Invalid date" (bounded: the OpenAPI says so). */
const requiredDate = z
  .string(REQUIRED)
  .min(1, REQUIRED)
  .max(10, { error: DATE_MESSAGES.date, abort: true })
  .pipe(isoDateSchema);

/** A numeric field: null or missing is 0 (spec/2 §5.2 "Empty … values become 0"), anything else a valid amount. */
const amount = (field: MissionOrderAmountField) =>
  z
    .number({ error: M[MISSION_ORDER_NOT_NUMBER[field]] })
    .nullish()
    .transform((value) => value ?? 0)
    .superRefine((value, ctx) => {
      const problem = amountProblem(field, value);
      if (problem) ctx.addIssue({ code: 'custom', message: M[problem] });
    });
const option = z.boolean().default(false);

/** About mission and About customer (spec/2 §2.3), and the remark. */
const missionFields = {
  mission_object: requiredText(L.missionObject),
  role: requiredText(L.role),
  begin_date: requiredDate,
  end_date: requiredDate,
  customer: requiredId,
  project: requiredId,
  contact_name: requiredText(L.contactName),
  contact_phone: plainText(L.contactPhone).nullish(),
  remark: multilineText(L.remark).nullish(),
};

/** The Transports part: what the travel request holds too. */
const transportFields = {
  personal_vehicle: option,
  sociaty_vehicle: option,
  public_transport: option,
  mileage_limit: amount('mileage_limit'),
  transport_limit: amount('transport_limit'),
};

/** Meal and accommodation, and the global package. */
const otherExpenseFields = {
  accommodation_paid_by_company: option,
  accommodation_paid_by_structure: option,
  none_expense: option,
  breakfast_limit: amount('breakfast_limit'),
  dinner_limit: amount('dinner_limit'),
  hotel_limit: amount('hotel_limit'),
  daily_package: amount('daily_package'),
  daily_package_flag: option,
};

/** What a travel request leaves to the manager: no accommodation, no limit, no package. */
const NO_OTHER_EXPENSES = {
  accommodation_paid_by_company: false,
  accommodation_paid_by_structure: false,
  none_expense: false,
  breakfast_limit: 0,
  dinner_limit: 0,
  hotel_limit: 0,
  daily_package: 0,
  daily_package_flag: false,
};

type Dated = MissionOrderExpenses & { begin_date: string; end_date: string };

/** The rules across fields, each on the field it names; run on the normalized order. */
function addProblems(order: Dated, ctx: z.RefinementCtx) {
  for (const { field, code } of missionOrderProblems(order)) {
    const name = code.slice('mission.'.length) as keyof typeof M;
    ctx.addIssue({ code: 'custom', message: M[name], path: [field] });
  }
}

/** `draft` saves; `submitted` is "Save and Submit" (spec/2 §2.3). */
const saveStatus = z.enum(['draft', 'submitted'] satisfies MissionOrderStatus[]).default('draft');
/** The version the editor started from (PUT): a stale one gets 412. */
const version = z.number().int().positive().optional();

const orderObject = z.object({
  ...missionFields,
  ...transportFields,
  ...otherExpenseFields,
  status: saveStatus,
  version,
});

/**
 * PUT mission-order/{id}/: the full order of the manager form (spec/2 §2.3 "Full mission order form"), normalized.
 * The owner does not change once created.
 */
export const missionOrderInputSchema = orderObject.transform(normalizeMissionOrder).superRefine(addProblems);
export type MissionOrderInput = z.input<typeof missionOrderInputSchema>;
export type MissionOrderValues = z.output<typeof missionOrderInputSchema>;

/** POST mission-order/: the same, with the employee it is for (spec/2 §5.2 "Required: employee (on creation)"). */
export const missionOrderCreateSchema = orderObject
  .extend({ owner: requiredId })
  .transform(normalizeMissionOrder)
  .superRefine(addProblems);
export type MissionOrderCreateInput = z.input<typeof missionOrderCreateSchema>;

/**
 * POST mission-order/travel/: the employee's travel request (spec/2 §2.3 "Travel-only variant", §4.2): the mission,
 * the customer, the transports and a remark, sent to `current_manager`, who completes it. It is stored in `ask` with
 * the sender as owner; what it does not hold is empty, and the order normalized like any other.
 */
export const missionOrderTravelSchema = z
  .object({ ...missionFields, ...transportFields, current_manager: requiredId })
  .transform((travel) => normalizeMissionOrder({ ...travel, ...NO_OTHER_EXPENSES }))
  .superRefine(addProblems);
export type MissionOrderTravelInput = z.input<typeof missionOrderTravelSchema>;

/** PATCH mission-order/{id}/: a status change (spec/2 §7.2); the dates of submission and validation are the server's. */
export const missionOrderStatusPatchSchema = z.object({ status: z.enum(MISSION_ORDER_STATUSES) });
export type MissionOrderStatusPatch = z.infer<typeof missionOrderStatusPatchSchema>;

/** POST mission-order/{id}/extend/: the new end of the mission (issue 24 "Extend keeps the history"). */
export const missionOrderExtendSchema = z.object({ end_date: requiredDate, version });
export type MissionOrderExtendInput = z.input<typeof missionOrderExtendSchema>;

/** What the manager list sorts and filters on (spec/2 §2.3 "Sortable and filterable on …"). */
export const MISSION_ORDER_FILTERS = ['employee', 'status', 'customer', 'project', 'begin_date', 'end_date'] as const;
/** Its sort keys: those and the employee number; `-` for descending; `status` by default, in the lifecycle's order. */
export const MISSION_ORDER_ORDERINGS = [...MISSION_ORDER_FILTERS, 'employee_number'] as const;

/** One status or several, comma-separated; the manager list's filter says "asked" for ask (spec/2 §2.3). */
const STATUS_OF_FILTER_NAME = new Map(
  MISSION_ORDER_STATUSES.map((status) => [MISSION_ORDER_STATUS_FILTER_NAMES[status], status] as const),
);
const statusList = plainText(TEXT_LIMITS.enumList)
  .transform((v) => v.split(',').map((name) => STATUS_OF_FILTER_NAME.get(name.trim()) ?? name.trim()))
  .pipe(z.array(z.enum(MISSION_ORDER_STATUSES)).min(1));

const meOrId = z.union([z.literal('me'), queryIdSchema]);

/**
 * GET mission-order/ (spec/2 §7.2): `current_manager` (the manager list: `me`), `owner` (the employee's own list:
 * `me`), the filters `employee`, `status`, `customer`, `project`, `begin_date` (orders ending on or after it),
 * `end_date` (orders beginning on or before it), paging and ordering. `include_fields` is accepted as the spec's
 * client sends it; the objects are always included.
 */
export const MissionOrderListQuery = PageQuery.extend({
  current_manager: meOrId.optional(),
  owner: meOrId.optional(),
  employee: queryIdSchema.optional(),
  status: statusList.optional(),
  customer: queryIdSchema.optional(),
  project: queryIdSchema.optional(),
  begin_date: isoDateSchema.optional(),
  end_date: isoDateSchema.optional(),
  include_fields: plainText(TEXT_LIMITS.enumList).optional(),
});
export type MissionOrderListQuery = z.infer<typeof MissionOrderListQuery>;

/** GET /pdf/mission-order/{id} (spec/2 §7.2): with_attachments=0 the PDF, 1 a ZIP of it and its attachments. */
export const MissionOrderPdfQuery = z.object({ with_attachments: z.enum(['0', '1']).default('0') });
