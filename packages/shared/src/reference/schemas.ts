import { z } from 'zod';
import { DEDUCTING_MODES } from '../calendar/business-days';
import { PLATFORM_MESSAGES } from '../errors/platform';
import { PageQuery, queryBoolean } from '../lists/schemas';
import { plainText, TEXT_LIMITS } from '../text/schemas';
import { REFERENCE_MESSAGES as M } from './messages';

/*
 * The wire contract of the reference types (spec/3 §3 TypeOfLeave, TypeOfOvertime, TypeOfVehicle, TypeOfExpense;
 * spec/1 §7 listTax): request bodies, answers and list queries. The back office writes them with common.create, every
 * signed-in employee reads them (the leave, activity and expense forms pick from them).
 */

/** The limits of spec/3 §3 and §9, named once. */
export const REFERENCE_LIMITS = {
  /** A type of leave's name. */
  typeOfLeaveName: TEXT_LIMITS.title,
  /** Names and labels of the overtime, vehicle and expense types; accounting number and account name. */
  name: 50,
  /** The short name an overtime or vehicle type shows in tight columns (H25, V, M). */
  shortName: 3,
  /** The code a payroll export writes for a type of leave. */
  payExport: 50,
  /** Ranks order the lists; a company has a handful of types. */
  rank: 9_999,
  /** Days of notice a type of leave asks for, at most a year. */
  priorNotice: 365,
  /** Days acquired per reference period: at most a year of days. */
  annualQuota: 366,
  /** An overtime rate in percent. */
  overtimeRate: 1_000,
  /** A price per km in euros. */
  vehicleRate: 100,
  /** The reference period's shift in years. */
  yearOffset: 5,
  /** A VAT rate in percent. */
  taxRate: 100,
} as const;

/** The accounting number a type of expense gets when none is given (spec/3 §9). */
export const DEFAULT_ACCOUNTING_NUMBER = '999999';

const REQUIRED = PLATFORM_MESSAGES.field_required;

/** True when `value` has at most `decimals` decimals, floating-point noise aside (0.1 + 0.2 has two). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const number = () => z.number({ error: REQUIRED });
const wholeNumber = () => number().int({ error: M.wholeNumber });
/** A rank: a whole number, 0 or more. */
const rank = wholeNumber().min(0, { error: M.notNegative }).max(REFERENCE_LIMITS.rank, { error: M.tooLarge });
/** A required one-line text of at most `max` characters. */
const requiredText = (max: number) => plainText(max).min(1, { error: REQUIRED });
/** An optional one-line text: empty means none (null). */
const optionalText = (max: number) =>
  plainText(max)
    .nullish()
    .transform((v) => v || null);
/** A decimal amount of at least 0 with at most `decimals` decimals. */
const decimal = (max: number, decimals: 2 | 3) =>
  number()
    .min(0, { error: M.notNegative })
    .max(max, { error: M.tooLarge })
    .refine((v) => hasAtMostDecimals(v, decimals), { error: decimals === 2 ? M.twoDecimals : M.threeDecimals });

/** The list query of every reference type: a company has a handful, so a page is the whole list unless asked. */
export const ReferenceListQuery = PageQuery.extend({
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
});
export type ReferenceListQuery = z.infer<typeof ReferenceListQuery>;

// ——— Types of leave ———

/**
 * POST and PUT typeOfLeave/: every field of spec/3 §3. PUT replaces the whole type; a field left out takes the same
 * default as on creation (the database's).
 */
export const typeOfLeaveInputSchema = z.object({
  name: requiredText(REFERENCE_LIMITS.typeOfLeaveName),
  active: z.boolean().default(true),
  deducting_mode: z.enum(DEDUCTING_MODES).default('open_days'),
  rank: rank.default(0),
  pay_export: optionalText(REFERENCE_LIMITS.payExport),
  is_telework: z.boolean().default(false),
  // The hidden block ("more settings").
  period_management: z.boolean().default(false),
  period_last_day: wholeNumber().min(1, { error: M.dayOfMonth }).max(31, { error: M.dayOfMonth }).default(31),
  period_last_month: wholeNumber().min(1, { error: M.monthOfYear }).max(12, { error: M.monthOfYear }).default(12),
  period_year_offset: wholeNumber()
    .min(-REFERENCE_LIMITS.yearOffset, { error: M.yearOffset })
    .max(REFERENCE_LIMITS.yearOffset, { error: M.yearOffset })
    .default(0),
  rights_management: z.boolean().default(false),
  /** Days per reference period, step 0.01 (stored in hundredths). */
  annual_quota: decimal(REFERENCE_LIMITS.annualQuota, 2).default(0),
  automatically_accept: z.boolean().default(false),
  prior_notice: wholeNumber()
    .min(0, { error: M.notNegative })
    .max(REFERENCE_LIMITS.priorNotice, { error: M.tooLarge })
    .default(0),
  activate_validation_workflow: z.boolean().default(false),
  activate_cancellation_workflow: z.boolean().default(false),
  deprived_meal_ticket: z.boolean().default(true),
  display_as_confidential: z.boolean().default(false),
  display_comment: z.boolean().default(true),
  count_as_worked: z.boolean().default(false),
  force_to_attach_file: z.boolean().default(false),
  display_in_balance_summary: z.boolean().default(false),
  do_not_display_counter: z.boolean().default(false),
  display_in_activity_report: z.boolean().default(true),
  can_delete_from_activity_report: z.boolean().default(false),
  prevent_expense_entry: z.boolean().default(false),
  requires_precision: z.boolean().default(false),
});
export type TypeOfLeaveInput = z.infer<typeof typeOfLeaveInputSchema>;
/** The form's values: what the body takes before its defaults. */
export type TypeOfLeaveValues = z.input<typeof typeOfLeaveInputSchema>;

// ——— Types of overtime ———

/** POST and PUT typeOfOvertime/ (spec/3 §5: name, short_name, rank required; rank a non-negative integer). */
export const typeOfOvertimeInputSchema = z.object({
  name: requiredText(REFERENCE_LIMITS.name),
  short_name: requiredText(REFERENCE_LIMITS.shortName),
  /** Percentage added to the hourly rate. */
  rate: decimal(REFERENCE_LIMITS.overtimeRate, 2),
  rank,
});
export type TypeOfOvertimeInput = z.infer<typeof typeOfOvertimeInputSchema>;

export const TypeOfOvertimeOut = z.object({
  id: z.number(),
  name: z.string(),
  short_name: z.string(),
  rate: z.number(),
  rank: z.number(),
});
export type TypeOfOvertime = z.infer<typeof TypeOfOvertimeOut>;

/** GET typeOfOvertime/: ordering name, short_name, rate, rank (default rank). */
export const TypeOfOvertimeListQuery = ReferenceListQuery;

// ——— Types of vehicle ———

/** POST and PUT typeOfVehicle/ (name, short_name, rate, rank required). */
export const typeOfVehicleInputSchema = z.object({
  name: requiredText(REFERENCE_LIMITS.name),
  short_name: requiredText(REFERENCE_LIMITS.shortName),
  /** Price per km in euros, three decimals (the French scale: 0.636 €/km); stored in thousandths. */
  rate: decimal(REFERENCE_LIMITS.vehicleRate, 3),
  rank,
});
export type TypeOfVehicleInput = z.infer<typeof typeOfVehicleInputSchema>;

export const TypeOfVehicleOut = TypeOfOvertimeOut;
export type TypeOfVehicle = z.infer<typeof TypeOfVehicleOut>;

/** GET typeOfVehicle/: ordering name, short_name, rate, rank (default rank). */
export const TypeOfVehicleListQuery = ReferenceListQuery;

// ——— Types of expense ———

/** POST and PUT typeOfExpense/ (label required; accounting number 999999 when none is given). */
export const typeOfExpenseInputSchema = z.object({
  label: requiredText(REFERENCE_LIMITS.name),
  person_is_mandatory: z.boolean().default(false),
  is_lunch: z.boolean().default(false),
  accounting_number: optionalText(REFERENCE_LIMITS.name).transform((v) => v ?? DEFAULT_ACCOUNTING_NUMBER),
  name_account: optionalText(REFERENCE_LIMITS.name),
  rank: rank.default(0),
});
export type TypeOfExpenseInput = z.infer<typeof typeOfExpenseInputSchema>;
export type TypeOfExpenseValues = z.input<typeof typeOfExpenseInputSchema>;

export const TypeOfExpenseOut = z.object({
  id: z.number(),
  label: z.string(),
  person_is_mandatory: z.boolean(),
  is_lunch: z.boolean(),
  accounting_number: z.string(),
  name_account: z.string().nullable(),
  rank: z.number(),
});
export type TypeOfExpense = z.infer<typeof TypeOfExpenseOut>;

/** GET typeOfExpense/: the filters of spec/3 §7 (texts match anywhere, accents and case aside). */
export const TypeOfExpenseListQuery = ReferenceListQuery.extend({
  label: plainText(REFERENCE_LIMITS.name).optional(),
  person_is_mandatory: queryBoolean.optional(),
  is_lunch: queryBoolean.optional(),
  accounting_number: plainText(REFERENCE_LIMITS.name).optional(),
  name_account: plainText(REFERENCE_LIMITS.name).optional(),
});
export type TypeOfExpenseListQuery = z.infer<typeof TypeOfExpenseListQuery>;

// ——— Tax rates ———

/** POST tax/: a VAT rate in percent, two decimals at most (5.5, 2.1), new and active. */
export const taxInputSchema = z.object({ value: decimal(REFERENCE_LIMITS.taxRate, 2) });
export type TaxInput = z.infer<typeof taxInputSchema>;

/** PATCH tax/{id}/: deactivate or reactivate a rate (its value is what it is: another value is another rate). */
export const taxPatchSchema = z.object({ active: z.boolean({ error: REQUIRED }) });
export type TaxPatch = z.infer<typeof taxPatchSchema>;

/**
 * A VAT rate (spec/1 §7 listTax), in percent. An inactive one is no longer offered to a new tax line but stays on the
 * lines that name it; `in_use`: receipts name it, so it cannot be deleted (spec/3 §5's "delete buttons are disabled").
 */
export const TaxOut = z.object({ id: z.number(), value: z.number(), active: z.boolean(), in_use: z.boolean() });
export type Tax = z.infer<typeof TaxOut>;
/** GET tax/: a handful of rates, the whole list unless paged; `active` keeps the active or the inactive ones. */
export const TaxListQuery = ReferenceListQuery.pick({ limit: true, offset: true }).extend({
  active: queryBoolean.optional(),
});
export type TaxListQuery = z.infer<typeof TaxListQuery>;
