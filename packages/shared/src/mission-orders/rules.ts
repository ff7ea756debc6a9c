import { hasAtMostDecimals } from '../reference/schemas';
import { MISSION_ORDER_NOT_NUMBER, type MissionOrderAmountField, type MissionOrderMessage } from './messages';

/** Text bounds and the amount bound (spec/2 §9). Amounts are euros on the wire, cents in the database (money.ts). */
export const MISSION_ORDER_LIMITS = {
  missionObject: 100,
  role: 150,
  contactName: 150,
  contactPhone: 150,
  remark: 2000,
  /** Euros, and kilometres for the mileage limit. */
  amountMax: 1_000_000_000,
} as const;

/** The transport group: at least one, or the global package (spec/2 §5.2). Not exclusive: train and a company car. */
export const MISSION_ORDER_TRANSPORTS = ['personal_vehicle', 'sociaty_vehicle', 'public_transport'] as const;
/** The accommodation group: exactly one without the global package (spec/2 §4.5 "mutually exclusive"). */
export const MISSION_ORDER_ACCOMMODATIONS = [
  'accommodation_paid_by_company',
  'accommodation_paid_by_structure',
  'none_expense',
] as const;
/** The personal vehicle's limits: kilometres repaid, or a daily package in euros. */
export const MISSION_ORDER_VEHICLE_LIMITS = ['mileage_limit', 'transport_limit'] as const;
/** The limits of accommodation paid by the structure, per meal or night. */
export const MISSION_ORDER_MEAL_LIMITS = ['breakfast_limit', 'dinner_limit', 'hotel_limit'] as const;
export const MISSION_ORDER_AMOUNTS = [
  ...MISSION_ORDER_VEHICLE_LIMITS,
  ...MISSION_ORDER_MEAL_LIMITS,
  'daily_package',
] as const;

type Transport = (typeof MISSION_ORDER_TRANSPORTS)[number];
type Accommodation = (typeof MISSION_ORDER_ACCOMMODATIONS)[number];

/** The "Rules for expenses" of an order as the form holds them. `daily_package_flag` ticks the global package. */
export type MissionOrderExpenses = Record<Transport | Accommodation | 'daily_package_flag', boolean> &
  Record<MissionOrderAmountField, number>;

/** The fields a rule names: the order's own, as the form and the server's `fields` name them. */
export type MissionOrderProblem = { field: string; code: `mission.${MissionOrderMessage}` };

const zero = <T extends MissionOrderExpenses>(values: T, fields: readonly MissionOrderAmountField[]) => {
  for (const field of fields) values[field] = 0 as T[MissionOrderAmountField];
};
const clear = <T extends MissionOrderExpenses>(values: T, fields: readonly (Transport | Accommodation)[]) => {
  for (const field of fields) values[field] = false as T[Transport];
};

/**
 * The clearing rules of spec/2 §4.5 and §5.2, applied on save by the form and by the server, so that no order is
 * stored in a combination the form forbids. With the global package: vehicles, accommodation and none_expense are
 * cleared and the limits zeroed; a package of 0 is no package: it sets none_expense and personal_vehicle. Without it:
 * the package is zeroed, no accommodation choice sets none_expense, the vehicle limits are zeroed unless
 * personal_vehicle, the meal limits unless accommodation is paid by the structure (alone). Idempotent.
 */
export function normalizeMissionOrder<T extends MissionOrderExpenses>(values: T): T {
  const order = { ...values };
  if (order.daily_package_flag) {
    clear(order, [...MISSION_ORDER_TRANSPORTS, ...MISSION_ORDER_ACCOMMODATIONS]);
    zero(order, [...MISSION_ORDER_VEHICLE_LIMITS, ...MISSION_ORDER_MEAL_LIMITS]);
    if (order.daily_package === 0) {
      Object.assign(order, { daily_package_flag: false, none_expense: true, personal_vehicle: true });
    }
    return order;
  }
  zero(order, ['daily_package']);
  if (!order.accommodation_paid_by_company && !order.accommodation_paid_by_structure) {
    Object.assign(order, { none_expense: true });
  }
  if (!order.personal_vehicle) zero(order, MISSION_ORDER_VEHICLE_LIMITS);
  if (!order.accommodation_paid_by_structure || order.accommodation_paid_by_company || order.none_expense) {
    zero(order, MISSION_ORDER_MEAL_LIMITS);
  }
  return order;
}

/**
 * The rules across fields (spec/2 §4.5, §5.2) of an order whose fields are each valid, normalized or not: the end not
 * before the start, a transport or the global package, one accommodation option, kilometres or a vehicle package.
 */
export function missionOrderProblems(
  values: MissionOrderExpenses & { begin_date: string; end_date: string },
): MissionOrderProblem[] {
  const problems: MissionOrderProblem[] = [];
  if (values.end_date < values.begin_date) problems.push({ field: 'end_date', code: 'mission.endBeforeBegin' });
  if (!values.daily_package_flag && !MISSION_ORDER_TRANSPORTS.some((field) => values[field])) {
    problems.push({ field: 'personal_vehicle', code: 'mission.transportsRequired' });
  }
  if (MISSION_ORDER_ACCOMMODATIONS.filter((field) => values[field]).length > 1) {
    problems.push({ field: 'accommodation_paid_by_company', code: 'mission.accommodationExclusive' });
  }
  if (values.mileage_limit > 0 && values.transport_limit > 0) {
    problems.push({ field: 'transport_limit', code: 'mission.mileageOrTransportLimit' });
  }
  return problems;
}

/**
 * One numeric field's value (spec/2 §5.2, §9): a number, from 0 to 1 000 000 000, cents at most, kilometres whole.
 * `{field label} : is not number` otherwise.
 */
export function amountProblem(field: MissionOrderAmountField, value: unknown): MissionOrderMessage | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MISSION_ORDER_NOT_NUMBER[field];
  if (value < 0 || value > MISSION_ORDER_LIMITS.amountMax) return 'amountOutOfRange';
  if (field === 'mileage_limit') return Number.isInteger(value) ? null : 'kilometersWhole';
  return hasAtMostDecimals(value, 2) ? null : 'amountDecimals';
}

/** "Empty or non-numeric values become 0 on initialisation" (spec/2 §5.2): the form's starting value of an amount. */
export const initialAmount = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * Which expense inputs the form enables (spec/2 §4.5, §5.2): transports and accommodation unless the global package
 * or view mode; the vehicle limits with a personal vehicle; the meal limits with accommodation paid by the structure
 * only; the package's amount with its flag. What is disabled is what normalizeMissionOrder clears.
 */
export function enabledExpenseInputs(values: MissionOrderExpenses, readOnly = false) {
  const open = !readOnly && !values.daily_package_flag;
  const byStructureOnly =
    values.accommodation_paid_by_structure && !values.accommodation_paid_by_company && !values.none_expense;
  return {
    transports: open,
    accommodation: open,
    vehicleLimits: open && values.personal_vehicle,
    mealLimits: open && byStructureOnly,
    dailyPackageFlag: !readOnly,
    dailyPackage: !readOnly && values.daily_package_flag,
  };
}

/** Ticking one accommodation option unticks the others (a group of exclusive options, spec/2 §4.5). */
export function tickAccommodation<T extends MissionOrderExpenses>(
  values: T,
  option: Accommodation,
  ticked: boolean,
): T {
  const order = { ...values };
  if (ticked) clear(order, MISSION_ORDER_ACCOMMODATIONS);
  order[option] = ticked as T[Accommodation];
  return order;
}
