import {
  enabledExpenseInputs,
  initialAmount,
  MISSION_ORDER_ACCOMMODATIONS,
  MISSION_ORDER_AMOUNTS,
  MISSION_ORDER_MEAL_LIMITS,
  MISSION_ORDER_TRANSPORTS,
  MISSION_ORDER_VEHICLE_LIMITS,
  type MissionOrderAmountField,
  type MissionOrderExpenses,
  type MissionOrderOut,
  tickAccommodation,
} from '@staff/shared';
import { type TypedNumber, toNumber } from '../../../lib/numberField';

export type Transport = (typeof MISSION_ORDER_TRANSPORTS)[number];
export type Accommodation = (typeof MISSION_ORDER_ACCOMMODATIONS)[number];
type ExpenseOption = Transport | Accommodation | 'daily_package_flag';

/**
 * A mission order as its forms hold it (spec/2 §2.3): the ids of the pickers (null until chosen), the dates
 * `YYYY-MM-DD` (null until chosen), the amounts as typed (numberField.ts), the options as ticked. `owner` is the
 * manager form's employee (creation), `current_manager` the travel request's manager.
 */
export type MissionOrderFormValues = {
  owner: number | null;
  current_manager: number | null;
  mission_object: string;
  role: string;
  begin_date: string | null;
  end_date: string | null;
  customer: number | null;
  project: number | null;
  contact_name: string;
  contact_phone: string;
  remark: string;
} & Record<ExpenseOption, boolean> &
  Record<MissionOrderAmountField, TypedNumber>;

const NO_OPTION = Object.fromEntries(
  [...MISSION_ORDER_TRANSPORTS, ...MISSION_ORDER_ACCOMMODATIONS, 'daily_package_flag'].map((option) => [option, false]),
) as Record<ExpenseOption, boolean>;

/** "Empty or non-numeric values become 0 on initialisation" (spec/2 §5.2). */
const ZERO_AMOUNTS = Object.fromEntries(MISSION_ORDER_AMOUNTS.map((field) => [field, 0])) as Record<
  MissionOrderAmountField,
  number
>;

export const NEW_MISSION_ORDER: MissionOrderFormValues = {
  owner: null,
  current_manager: null,
  mission_object: '',
  role: '',
  begin_date: null,
  end_date: null,
  customer: null,
  project: null,
  contact_name: '',
  contact_phone: '',
  remark: '',
  ...NO_OPTION,
  ...ZERO_AMOUNTS,
};

/** An order's values on the form: to edit, view, extend it, or copy it for someone else (the owner kept, changeable). */
export function missionOrderValuesOf(order: MissionOrderOut): MissionOrderFormValues {
  const values: MissionOrderFormValues = {
    ...NEW_MISSION_ORDER,
    owner: order.owner,
    current_manager: order.current_manager,
    mission_object: order.mission_object,
    role: order.role,
    begin_date: order.begin_date,
    end_date: order.end_date,
    customer: order.customer,
    project: order.project,
    contact_name: order.contact_name,
    contact_phone: order.contact_phone ?? '',
    remark: order.remark ?? '',
  };
  for (const option of Object.keys(NO_OPTION) as ExpenseOption[]) values[option] = order[option];
  for (const field of MISSION_ORDER_AMOUNTS) values[field] = initialAmount(order[field]);
  return values;
}

/** The amounts as the body sends them: empty is null (0 for the schema), a text that is no number NaN (its message). */
function amountsOf(values: MissionOrderFormValues): Record<MissionOrderAmountField, number | null> {
  return Object.fromEntries(MISSION_ORDER_AMOUNTS.map((field) => [field, toNumber(values[field])])) as Record<
    MissionOrderAmountField,
    number | null
  >;
}

/** The expense rules as the shared rules read them: an amount not (yet) a number counts as 0. */
export function expensesOf(values: MissionOrderFormValues): MissionOrderExpenses {
  const amounts = amountsOf(values);
  const numbers = Object.fromEntries(
    MISSION_ORDER_AMOUNTS.map((field) => [field, Number.isFinite(amounts[field]) ? (amounts[field] ?? 0) : 0]),
  ) as Record<MissionOrderAmountField, number>;
  const options = Object.fromEntries(Object.keys(NO_OPTION).map((option) => [option, values[option as ExpenseOption]]));
  return { ...(options as Record<ExpenseOption, boolean>), ...numbers };
}

/** The manager form's body (POST with the owner, PUT without), `status` draft (Save) or submitted (Save and Submit). */
export function missionOrderBody(values: MissionOrderFormValues, status: 'draft' | 'submitted', version?: number) {
  const { owner, current_manager: _, ...order } = values;
  return {
    ...order,
    ...amountsOf(values),
    ...(version === undefined ? { owner } : { version }),
    contact_phone: values.contact_phone.trim() || null,
    remark: values.remark.trim() || null,
    status,
  };
}

/** The travel request's body: the mission, the customer, the transports, the remark, and the manager it goes to. */
export function travelRequestBody(values: MissionOrderFormValues) {
  const amounts = amountsOf(values);
  return {
    current_manager: values.current_manager,
    mission_object: values.mission_object,
    role: values.role,
    begin_date: values.begin_date,
    end_date: values.end_date,
    customer: values.customer,
    project: values.project,
    contact_name: values.contact_name,
    contact_phone: values.contact_phone.trim() || null,
    remark: values.remark.trim() || null,
    personal_vehicle: values.personal_vehicle,
    sociaty_vehicle: values.sociaty_vehicle,
    public_transport: values.public_transport,
    mileage_limit: amounts.mileage_limit,
    transport_limit: amounts.transport_limit,
  };
}

/**
 * One option ticked or unticked on the form (spec/2 §4.5): the accommodation options exclude each other
 * (tickAccommodation); the global package clears the transports and the accommodation; an amount whose input the
 * change disables goes back to 0 (enabledExpenseInputs). What the form shows is then what the server stores.
 */
export function tickExpenseOption(
  values: MissionOrderFormValues,
  option: ExpenseOption,
  ticked: boolean,
): Partial<MissionOrderFormValues> {
  const next: MissionOrderFormValues = { ...values, [option]: ticked };
  if ((MISSION_ORDER_ACCOMMODATIONS as readonly string[]).includes(option)) {
    const group = tickAccommodation(expensesOf(values), option as Accommodation, ticked);
    for (const accommodation of MISSION_ORDER_ACCOMMODATIONS) next[accommodation] = group[accommodation];
  }
  if (next.daily_package_flag) {
    for (const cleared of [...MISSION_ORDER_TRANSPORTS, ...MISSION_ORDER_ACCOMMODATIONS]) next[cleared] = false;
  }
  const enabled = enabledExpenseInputs(expensesOf(next));
  const zeroed: MissionOrderAmountField[] = [
    ...(enabled.vehicleLimits ? [] : MISSION_ORDER_VEHICLE_LIMITS),
    ...(enabled.mealLimits ? [] : MISSION_ORDER_MEAL_LIMITS),
    ...(enabled.dailyPackage ? [] : (['daily_package'] as const)),
  ];
  for (const field of zeroed) next[field] = 0;
  return next;
}
