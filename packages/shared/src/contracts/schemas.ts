import { z } from 'zod';
import { PageQuery, queryBoolean } from '../lists/schemas';
import { plainText } from '../text/schemas';
import { CONTRACT_MESSAGES } from './messages';

/*
 * The wire contract of the company's contracts (spec/3 §3 "Contract", §7 "Contracts"): the server validates and
 * serializes with these, the web's contract types are their `z.infer` and its modal checks `ContractIn` itself.
 */

/** A contract's title: required, at most 60 characters (spec/3 §3). */
export const CONTRACT_TITLE_MAX = 60;
/** Days worked in a month cannot exceed the days of a month. */
export const CONTRACT_MAX_DAYS = 31;
/** Ranks are PostgreSQL integers. */
export const CONTRACT_RANK_MAX = 2_147_483_647;

const required = { error: CONTRACT_MESSAGES.requiredFields };
const notNegative = { error: CONTRACT_MESSAGES.notNegative };

/** POST and PUT /api/contract/: the contract modal's fields. */
export const ContractIn = z.object({
  title: plainText(CONTRACT_TITLE_MAX, { message: CONTRACT_MESSAGES.requiredFields }).min(1, required),
  /** 0: unlimited; null: the month's business days apply. */
  max_worked_days_per_month: z
    .number(notNegative)
    .int(notNegative)
    .min(0, notNegative)
    .max(CONTRACT_MAX_DAYS, { error: CONTRACT_MESSAGES.maxDaysTooMany })
    .nullable()
    .default(0),
  can_overflow_max_worked_days: z.boolean().default(true),
  rank: z
    .number(notNegative)
    .int(notNegative)
    .min(0, notNegative)
    .max(CONTRACT_RANK_MAX, { error: CONTRACT_MESSAGES.rankTooLarge })
    .default(0),
});
export type ContractIn = z.input<typeof ContractIn>;

/** GET /api/contract/ filters on top of the paging; the default order is rank. */
export const ContractListQuery = PageQuery.extend({
  title: plainText(CONTRACT_TITLE_MAX).optional(),
  max_worked_days_per_month: z.coerce.number().int().min(0).max(CONTRACT_MAX_DAYS).optional(),
  can_overflow_max_worked_days: queryBoolean.optional(),
});
export type ContractListQuery = z.infer<typeof ContractListQuery>;

/** A contract as the list, the modal and the employee form read it. */
export const ContractOut = z.object({
  id: z.number(),
  title: z.string(),
  max_worked_days_per_month: z.number().nullable(),
  can_overflow_max_worked_days: z.boolean(),
  rank: z.number(),
  /** How many of the company's employees have this contract: one in use cannot be deleted. */
  employees_count: z.number(),
});
export type ContractOut = z.infer<typeof ContractOut>;
