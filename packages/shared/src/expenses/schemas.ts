import { z } from 'zod';
import { DATE_MESSAGES } from '../calendar/messages';
import { isoDateSchema, isoMonthSchema } from '../calendar/schemas';
import { reasonOnlyWhenRefusing, refusalReasonSchema } from '../documents/refusal';
import { idSchema, queryIdSchema } from '../ids';
import { LeaveHistoryEntryOut } from '../leaves/contract';
import { PageQuery, queryBoolean } from '../lists/schemas';
import { LineMissionOut } from '../mission-orders/limits';
import { hasAtMostDecimals } from '../reference/schemas';
import { multilineText, plainText, TEXT_LIMITS, tooLongMessage } from '../text/schemas';
import { EXPENSE_MESSAGES as M } from './messages';
import { EXPENSE_CLAIM_ACTIONS, EXPENSE_CLAIM_STATUSES } from './status';

/**
 * The wire contract of expense claims (spec/1 §3, §5, §7; spec/3 §2, §3, §7): the server validates and serializes with
 * these, the web's types are their `z.infer`, and the forms check the same inputs. Amounts are euros with at most 2
 * decimals on the wire and cents in the database (money.ts).
 */

/** The earliest year listed and created (spec/1 §9). */
export const EXPENSE_FIRST_YEAR = 2015;

export const EXPENSE_LIMITS = {
  /** One amount (a receipt, a transport cost): far above any expense, far below what a cent integer holds. */
  amountMax: 1_000_000,
  /** Km of one travel expense. */
  mileageMax: 100_000,
  comment: 2000,
  seller: 150,
  person: 150,
  place: 200,
  /** Tax lines of one receipt: a handful of rates exist. */
  taxLines: 10,
} as const;

/** A required amount in euros: at least 0, at most 2 decimals. */
export const eurosSchema = z
  .number({ error: M.fieldsRequired })
  .min(0, { error: M.amountNegative })
  .max(EXPENSE_LIMITS.amountMax, { error: M.amountTooLarge })
  .refine((v) => hasAtMostDecimals(v, 2), { error: M.amountDecimals });

/** A required date: missing reads as the form's "fill all the fields" message, a wrong one as "Invalid date". */
const requiredDate = z
  .string({ error: M.fieldsRequired })
  .min(1, { error: M.fieldsRequired })
  .max(10, { error: DATE_MESSAGES.date })
  .pipe(isoDateSchema);
const requiredId = z.number({ error: M.fieldsRequired }).pipe(idSchema);
// The bound before the pipe too: the OpenAPI document (and the fuzzer) reads the input side, which must say its length.
// The bound says its own message: the string's `error` (missing, not a string) would otherwise answer a text too long
// with "fill all the fields" (issue 21).
const requiredText = (max: number, message: string = M.fieldsRequired) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLongMessage(max) })
    .pipe(plainText(max));
const optionalText = (max: number) =>
  plainText(max)
    .nullish()
    .transform((v) => v?.trim() || null);
/**
 * Meals: a whole number of at least 0. Its maximum is the days of the claim's month, which the server knows and checks
 * (`expense.mealsRange` {n}): a fixed 31 here would answer February's 30 with another message than the spec's.
 */
const meals = z
  .number({ error: M.fieldsRequired })
  .int({ error: M.fieldsRequired })
  .min(0, { error: M.amountNegative });

// ——— Claims ———

/** POST expense-claim/: the month (any day of it) and the meals (spec/1 §4 "creation sends date and number_meals"). */
export const ExpenseClaimCreateInput = z.object({
  date: isoDateSchema,
  number_meals: meals.default(0),
});
export type ExpenseClaimCreateInput = z.input<typeof ExpenseClaimCreateInput>;

/**
 * PUT expense-claim/{id}/: what the owner edits on the claim itself, a draft only. The meals go from 0 to the days of
 * the month (`expense.mealsRange`, checked by the server against the claim's month).
 */
export const ExpenseClaimUpdateInput = z.object({
  number_meals: meals.optional(),
  comment: multilineText(EXPENSE_LIMITS.comment).nullish(),
  /** Where the month's expenses were made (spec/1 §3 ExpenseClaim `place`), one line as a trip's place. */
  place: plainText(EXPENSE_LIMITS.place).nullish(),
});
export type ExpenseClaimUpdateInput = z.input<typeof ExpenseClaimUpdateInput>;

/**
 * PATCH expense-claim/{id}/ (spec/1 §7 "PATCH {id, status} or {id, transport_cost}"): a status change (the owner's
 * send, the back office's five actions) or the month's transport cost, one of the two.
 */
export const ExpenseClaimPatch = z
  .object({
    id: z.number().optional(),
    status: z.enum(EXPENSE_CLAIM_STATUSES).optional(),
    transport_cost: eurosSchema.optional(),
    /** A refusal's reason (issue 25): optional, as a leave's. */
    reason: refusalReasonSchema,
  })
  .refine((p) => (p.status === undefined) !== (p.transport_cost === undefined), { error: M.patchOneOf })
  .refine(...reasonOnlyWhenRefusing(M.reasonOnlyWhenRefusing));
export type ExpenseClaimPatch = z.input<typeof ExpenseClaimPatch>;

export const ExpenseOwnerOut = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  employee_number: z.string().nullable(),
});

/** One claim in a list (the year home's cards, the back-office table, the dashboard panel). Amounts in euros. */
export const ExpenseClaimOut = z.object({
  id: z.number(),
  owner: z.number(),
  owner_object: ExpenseOwnerOut,
  /** The first day of the month. */
  date: z.string(),
  status: z.enum(EXPENSE_CLAIM_STATUSES),
  number_meals: z.number(),
  transport_cost: z.number(),
  /** Receipts, travel expenses, both (the back office's "invoices total"), and with the transport cost. */
  receipts_total: z.number(),
  travels_total: z.number(),
  invoices_total: z.number(),
  total: z.number(),
  comment: z.string().nullable(),
  place: z.string().nullable(),
  /** Why it was refused, while it is (issue 25); null otherwise or when the validator said nothing. */
  refusal_reason: z.string().nullable(),
  /** When it was last sent (spec/3 §4 "the submit date … read from its history"), null if never. */
  submit_date: z.string().nullable(),
  /** What the viewer may do now, from the shared transition table. */
  actions: z.array(z.enum(EXPENSE_CLAIM_ACTIONS)),
  editable: z.boolean(),
  modified: z.string(),
});
export type ExpenseClaimOut = z.infer<typeof ExpenseClaimOut>;

/**
 * One claim of the list (GET expense-claim/): with how many of its lines exceed their mission order's limits (issue
 * 24), the back office's marker before accounting opens it.
 */
export const ExpenseClaimListItemOut = ExpenseClaimOut.extend({ over_limit_lines: z.number() });
export type ExpenseClaimListItemOut = z.infer<typeof ExpenseClaimListItemOut>;

/** An attached file of a receipt or of the transport cost. */
export const ExpenseAttachmentOut = z.object({
  id: z.number(),
  file_name: z.string(),
  size: z.number(),
  content_type: z.string(),
  created: z.string(),
});
export type ExpenseAttachment = z.infer<typeof ExpenseAttachmentOut>;
export const ExpenseAttachmentsOut = z.array(ExpenseAttachmentOut);

/** One VAT line of a receipt (spec/1 §3 "InvoiceTax line: id, tax, tax_value, TF, VAT"). */
export const InvoiceTaxOut = z.object({
  id: z.number(),
  /** The company's tax rate picked, null for the zero-rate line added to a receipt without tax. */
  tax: z.number().nullable(),
  /** The rate in percent when saved (a later change of the company's rates does not rewrite receipts). */
  tax_value: z.number(),
  TF: z.number(),
  VAT: z.number(),
  /** The VAT is the rate applied to TF, give or take a cent (spec/1 §5 "each VAT line is marked right or wrong"). */
  is_right: z.boolean(),
});
export type InvoiceTaxOut = z.infer<typeof InvoiceTaxOut>;

/** A receipt (spec/1 §3 "Invoice"). */
export const InvoiceOut = z.object({
  id: z.number(),
  expense_claim: z.number(),
  date: z.string(),
  type_of_expense: z.number(),
  type_of_expense_object: z.object({
    id: z.number(),
    label: z.string(),
    person_is_mandatory: z.boolean(),
    is_lunch: z.boolean(),
  }),
  person: z.string().nullable(),
  seller: z.string(),
  customer: z.number(),
  customer_name: z.string(),
  total: z.number(),
  is_rebillable: z.boolean(),
  invoicetax_set: z.array(InvoiceTaxOut),
  attachments: ExpenseAttachmentsOut,
});
export type InvoiceOut = z.infer<typeof InvoiceOut>;

/**
 * One tax line as a form sends it: the company's rate (`tax`) and its amounts. A single line may leave TF and VAT out:
 * they are computed from the total (taxes.ts `resolveTaxLines`).
 */
export const InvoiceTaxInput = z.object({
  tax: requiredId,
  TF: eurosSchema.nullish(),
  VAT: eurosSchema.nullish(),
});
export type InvoiceTaxInput = z.input<typeof InvoiceTaxInput>;

/**
 * PATCH expense-claim/{claimId}/invoice/{id}/tax/{taxLineId}/ (spec/1 §7 "invoice/{id}/tax/{id}/"): one line's rate
 * or amounts, a field left out kept as it is; TF and VAT null are computed from the total (a receipt's only line).
 * The receipt's lines must still make its total (spec/1 §5).
 */
export const InvoiceTaxPatch = InvoiceTaxInput.partial();
export type InvoiceTaxPatch = z.input<typeof InvoiceTaxPatch>;

/**
 * POST and PUT expense-claim/{claimId}/invoice/[{id}/] (spec/1 §5 "Invoice"): date, seller, expense type, customer and
 * a total above zero required; the person when the type says so (checked by the server, which knows the type); the
 * tax lines replace the receipt's. No line: a zero-rate line is added.
 */
export const InvoiceInput = z
  .object({
    date: requiredDate,
    type_of_expense: requiredId,
    person: optionalText(EXPENSE_LIMITS.person),
    seller: requiredText(EXPENSE_LIMITS.seller),
    customer: requiredId,
    total: eurosSchema,
    is_rebillable: z.boolean().default(false),
    invoicetax_set: z.array(InvoiceTaxInput).max(EXPENSE_LIMITS.taxLines).default([]),
  })
  .superRefine((invoice, ctx) => {
    if (invoice.total === 0) ctx.addIssue({ code: 'custom', message: M.amountZero, path: ['total'] });
    const lines = invoice.invoicetax_set;
    if (lines.length > 1 && lines.some((l) => l.TF == null || l.VAT == null)) {
      ctx.addIssue({ code: 'custom', message: M.taxLineIncomplete, path: ['invoicetax_set'] });
    } else if (lines.length > 0 && lines.every((l) => l.TF != null && l.VAT != null)) {
      const sum = lines.reduce((s, l) => s + Math.round((l.TF ?? 0) * 100) + Math.round((l.VAT ?? 0) * 100), 0);
      if (sum !== Math.round(invoice.total * 100)) {
        ctx.addIssue({ code: 'custom', message: M.taxSumMismatch, path: ['invoicetax_set'] });
      }
    }
  });
export type InvoiceInput = z.input<typeof InvoiceInput>;

/** A travel expense (spec/1 §3 "TravelExpense"): the vehicle's rate when saved, and the total it gave. */
export const TravelExpenseOut = z.object({
  id: z.number(),
  expense_claim: z.number(),
  date: z.string(),
  /** With " (A/R)" at its end for a round trip. */
  place: z.string(),
  /** The km paid for: both ways for a round trip. */
  mileage: z.number(),
  customer: z.number(),
  customer_name: z.string(),
  type_of_vehicle: z.number(),
  type_of_vehicle_object: z.object({ id: z.number(), name: z.string(), short_name: z.string() }),
  /** € per km, 3 decimals. */
  mileage_rate: z.number(),
  total: z.number(),
  person: z.string().nullable(),
});
export type TravelExpenseOut = z.infer<typeof TravelExpenseOut>;

/**
 * POST and PUT expense-claim/{claimId}/travel/[{id}/] (spec/1 §5 "Travel expense"): mileage, date, place, customer and
 * vehicle required ("Please fill all the fields not marked as 'Optionnal'."), the place in particular ("You must
 * indicate a place"); `round_trip` appends " (A/R)" to it and doubles `mileage` (then the one-way km: issue 25). The
 * total is computed by the server.
 */
export const TravelExpenseInput = z.object({
  date: requiredDate,
  place: requiredText(EXPENSE_LIMITS.place, M.placeRequired),
  round_trip: z.boolean().default(false),
  mileage: z
    .number({ error: M.fieldsRequired })
    .min(0, { error: M.mileageInvalid })
    .max(EXPENSE_LIMITS.mileageMax, { error: M.mileageInvalid })
    .refine((v) => hasAtMostDecimals(v, 2), { error: M.mileageInvalid }),
  customer: requiredId,
  type_of_vehicle: requiredId,
  person: optionalText(EXPENSE_LIMITS.person),
});
export type TravelExpenseInput = z.input<typeof TravelExpenseInput>;

/** One row of the recap by tax rate, in euros. */
export const TaxRecapOut = z.object({ tax_value: z.number(), TF: z.number(), VAT: z.number(), total: z.number() });
export type TaxRecapOut = z.infer<typeof TaxRecapOut>;

/** GET expense-claim/{id}/: the claim with everything its page draws, in one request. */
export const ExpenseClaimDetailOut = ExpenseClaimOut.extend({
  /** Each with its mission and the mission's limits it exceeds (mission-orders/limits.ts). */
  invoices: z.array(InvoiceOut.extend(LineMissionOut.shape)),
  travels: z.array(TravelExpenseOut.extend(LineMissionOut.shape)),
  transport_attachments: ExpenseAttachmentsOut,
  recap: z.array(TaxRecapOut),
  /** The days of the claim's month. */
  days_in_month: z.number(),
  /** The most meals the claim takes: the month's days less the owner's days on leaves without meals (issue 28). */
  meals_max: z.number(),
});
export type ExpenseClaimDetailOut = z.infer<typeof ExpenseClaimDetailOut>;

/** GET expense-claim/{id}/history/: one entry per change, oldest first (the leaves' shape). */
export const ExpenseClaimHistoryOut = z.array(LeaveHistoryEntryOut);

export const EXPENSE_CLAIM_ORDERINGS = [
  'date',
  'status',
  'owner',
  'employee_number',
  'number_meals',
  'transport_cost',
  'invoices_total',
  'total',
  'modified',
] as const;

/** A status, or several comma-separated (the export preview asks for accepted,payed). */
const statusList = plainText(TEXT_LIMITS.enumList)
  .transform((v) => v.split(',').map((s) => s.trim()))
  .pipe(z.array(z.enum(EXPENSE_CLAIM_STATUSES)).min(1));

/**
 * GET expense-claim/ (spec/1 §7 "date, year, owner"; spec/3 §7 "for_month YYYY-MM, keyword, status, employee_number,
 * names"): `owner` (default: everybody the viewer may see; `me` is the viewer), `year`, `date` or `for_month` (a
 * month), `status` (one or comma-separated), `employee_number`, `names`, `keyword`/`search`, paging and ordering
 * (`-date` by default; the back office sorts by the EXPENSE_CLAIM_ORDERINGS, `-` for descending).
 */
export const ExpenseClaimListQuery = PageQuery.extend({
  owner: z.union([z.literal('me'), queryIdSchema]).optional(),
  year: z.coerce.number().int().min(EXPENSE_FIRST_YEAR).max(2099).optional(),
  date: isoMonthSchema.optional(),
  for_month: isoMonthSchema.optional(),
  status: statusList.optional(),
  employee_number: plainText(TEXT_LIMITS.search).optional(),
  names: plainText(TEXT_LIMITS.search).optional(),
  keyword: plainText(TEXT_LIMITS.search).optional(),
});
export type ExpenseClaimListQuery = z.infer<typeof ExpenseClaimListQuery>;

/** The path of a claim's line or attachment. */
export const ExpenseClaimParams = z.object({ claimId: queryIdSchema });
export const ExpenseLineParams = z.object({ claimId: queryIdSchema, id: queryIdSchema });
/** The path of one tax line of a receipt. */
export const InvoiceTaxParams = ExpenseLineParams.extend({ taxLineId: queryIdSchema });
export type InvoiceTaxParams = z.infer<typeof InvoiceTaxParams>;
/** The path of one transport-cost attachment of a claim. */
export const TransportAttachmentParams = z.object({ claimId: queryIdSchema, attachmentId: queryIdSchema });
export const ExpenseAttachmentParams = z.object({
  claimId: queryIdSchema,
  id: queryIdSchema,
  attachmentId: queryIdSchema,
});

/**
 * GET /pdf/expense-claim/{id} (spec/1 §7): pdf=0 shows it in the browser, pdf=1 (the default) downloads it;
 * with_attachments gives a ZIP of the PDF and every attachment.
 */
export const ExpenseClaimPdfQuery = z.object({
  pdf: z.enum(['0', '1']).default('1'),
  with_attachments: queryBoolean.optional(),
});

// ——— Exports ———

export const EXPORT_MODULES = ['expense', 'payroll', 'overtime'] as const;
export type ExportModule = (typeof EXPORT_MODULES)[number];

/** An export plugin (spec/3 §3 "Export plugin: id, name, module, format, period"). */
export const ExportPluginOut = z.object({
  id: z.string(),
  name: z.string(),
  module: z.enum(EXPORT_MODULES),
  format: z.string(),
  period: z.enum(['monthly']),
});
export type ExportPluginOut = z.infer<typeof ExportPluginOut>;

/** GET export-plugin/ (spec/3 §7 "module expense, payroll with period monthly, overtime"), paged as every list. */
export const ExportPluginListQuery = PageQuery.pick({ limit: true, offset: true }).extend({
  module: z.enum(EXPORT_MODULES).optional(),
  period: z.enum(['monthly']).optional(),
});

/** GET /exports/expense-claims/{pluginId}/?for_month=YYYY-MM (empty: every month). */
export const ExpenseExportQuery = z.object({
  for_month: z.union([z.literal(''), isoMonthSchema]).optional(),
});
export const ExportPluginParams = z.object({ pluginId: plainText(50) });
export type ExportPluginParams = z.infer<typeof ExportPluginParams>;
