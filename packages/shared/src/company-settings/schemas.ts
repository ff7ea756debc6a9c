import { z } from 'zod';
import { ACCOUNT_MESSAGES, EMAIL_PATTERN } from '../account/schemas';
import { REPORT_PERIODS } from '../activities/period';
import { COMPANY_FEATURE_FLAGS } from '../auth/features';
import { EXPENSE_EXPORT_PLUGIN_IDS } from '../expenses/exports';
import { plainText, TEXT_LIMITS } from '../text/schemas';
import { NAMEABLE_EMPLOYEE_FIELDS, type NameableEmployeeField } from '../users/rules';
import { COMPANY_SETTINGS_MESSAGES as M } from './messages';
import {
  COMPANY_PHONE_PATTERN,
  composePdfNameFormat,
  DEFAULT_FIRST_DAY_OF_WEEK,
  isAddressList,
  isValidPdfPrefix,
  PDF_FOOTER_MAX,
  SIRET_PATTERN,
  SLICES_PER_DAY,
  splitPdfNameFormat,
} from './rules';

/*
 * The wire contract of the company management screen (/back_office/company_management, spec/3 §3 "Company", §5,
 * §7): the company's general information (GET/PATCH my-company/, images by multipart), its preferences by key (GET/PUT
 * company-settings/{key}/). The server validates with these and the web form checks the same rules before sending.
 */

export { COMPANY_SETTINGS_MESSAGES } from './messages';

/** A comma-separated list of addresses, every address in it valid; empty accepted (spec/3 §5). */
const ADDRESS_LIST_MAX = 1_000;
const addressList = plainText(ADDRESS_LIST_MAX).refine(isAddressList, { error: M.emailsInvalid });

/** The company as the management screen reads it: texts never null (an unset one is ''). */
export const CompanyGeneralOut = z.object({
  id: z.number(),
  name: z.string(),
  logo_url: z.string().nullable(),
  welcome_image_url: z.string().nullable(),
  support_email: z.string(),
  support_phone: z.string(),
  siret: z.string(),
  legal_structure: z.string(),
  collective_agreement: z.string(),
  ...COMPANY_FEATURE_FLAGS,
});
export type CompanyGeneralOut = z.infer<typeof CompanyGeneralOut>;

/** PATCH my-company/: what company-settings.update may change; the name is read-only (spec/3 §3). */
export const CompanyGeneralPatch = z
  .object({
    support_email: addressList,
    support_phone: plainText(TEXT_LIMITS.phone).regex(COMPANY_PHONE_PATTERN, { error: M.phoneInvalid }),
    siret: plainText(TEXT_LIMITS.phone).regex(SIRET_PATTERN, { error: M.siretInvalid }),
    legal_structure: plainText(TEXT_LIMITS.title),
    collective_agreement: plainText(TEXT_LIMITS.title),
    ...COMPANY_FEATURE_FLAGS,
  })
  .partial()
  .strict();
export type CompanyGeneralPatch = z.infer<typeof CompanyGeneralPatch>;
export type CompanyGeneralPatchInput = z.input<typeof CompanyGeneralPatch>;

/** The keys the preferences are read and saved by (spec/3 §7 "settings GET by keys"). */
export const COMPANY_PREFERENCE_KEYS = ['general', 'email', 'activity', 'leave', 'expense', 'employee'] as const;
export type CompanyPreferenceKey = (typeof COMPANY_PREFERENCE_KEYS)[number];
export const CompanyPreferenceParams = z.object({ key: z.enum(COMPANY_PREFERENCE_KEYS) });

/** prefix_format; the prefix needs a letter or a digit or is empty, its underscores become hyphens (spec/3 §5). */
const pdfNameFormat = plainText(TEXT_LIMITS.title)
  .refine((value) => splitPdfNameFormat(value) !== null, { error: M.pdfFormatInvalid, abort: true })
  .refine((value) => isValidPdfPrefix(splitPdfNameFormat(value)!.prefix.trim()), { error: M.pdfPrefixInvalid })
  .transform((value) => {
    const { prefix, format } = splitPdfNameFormat(value)!;
    return composePdfNameFormat(prefix, format);
  });

const URL_MAX = 2_000;
/** An address to reach the product or the company's site: http(s), or empty. */
const webAddress = plainText(URL_MAX).refine((value) => value === '' || isHttpUrl(value), { error: M.urlInvalid });
/** http(s)://host[…]: no spaces, a host made of letters, digits, dots, hyphens (and a port). `shared` has no URL class. */
const HTTP_URL = /^https?:\/\/[\p{L}\p{N}.-]+(:\d{1,5})?([/?#]\S*)?$/u;
const isHttpUrl = (value: string): boolean => HTTP_URL.test(value);

export const GeneralCompanyPreferences = z
  .object({
    pdf_name_format: pdfNameFormat,
    url: webAddress,
    first_day_of_week: z
      .number({ error: M.firstDayInvalid })
      .int({ error: M.firstDayInvalid })
      .min(0, { error: M.firstDayInvalid })
      .max(6, { error: M.firstDayInvalid }),
    pdf_footer_center: plainText(PDF_FOOTER_MAX),
  })
  .strict();

export const EmailCompanyPreferences = z
  .object({
    from: plainText(TEXT_LIMITS.email).refine((v) => v === '' || EMAIL_PATTERN.test(v), {
      error: ACCOUNT_MESSAGES.emailInvalid,
    }),
    subject_prefix: plainText(TEXT_LIMITS.title),
  })
  .strict();

export const ActivityCompanyPreferences = z
  .object({
    slices_per_day: z
      .number({ error: M.slicesInvalid })
      .refine((n) => (SLICES_PER_DAY as readonly number[]).includes(n), { error: M.slicesInvalid }),
    recipients_for_validation: addressList,
    /**
     * Reports by the month or by the week (spec/1 §3 `period`); a section saved before the field existed reads as
     * monthly. A change acts on the months an employee has no report of yet (docs/decisions/weekly-activity-reports.md).
     */
    report_period: z.enum(REPORT_PERIODS).default('month'),
  })
  .strict();

const Recipients = z.object({ recipients_for_validation: addressList }).strict();

/**
 * expense: who is told of a claim to validate, and the export plugins the back office offers (spec/3 §3 "Export
 * plugin"); an empty list turns the exports off, an absent one (a section saved before the field existed) reads as all
 * of them. Each id once, in the registry's order.
 */
export const ExpenseCompanyPreferences = Recipients.extend({
  export_plugins: z
    .array(z.enum(EXPENSE_EXPORT_PLUGIN_IDS))
    .max(EXPENSE_EXPORT_PLUGIN_IDS.length * 2)
    .default([...EXPENSE_EXPORT_PLUGIN_IDS])
    .transform((ids) => EXPENSE_EXPORT_PLUGIN_IDS.filter((id) => ids.includes(id))),
}).strict();

/** A name the company gives one of the employee's fields: a column's or a label's length. */
export const EMPLOYEE_FIELD_LABEL_MAX = 60;

/**
 * employee (issue 25): what the company calls the five free fields and the coefficient (the employee's rank in the
 * collective agreement's grid), trimmed; '' for a free field not named, which the forms and lists then hide.
 */
export const EmployeeCompanyPreferences = z
  .object(
    Object.fromEntries(
      NAMEABLE_EMPLOYEE_FIELDS.map((field) => [field, plainText(EMPLOYEE_FIELD_LABEL_MAX).transform((v) => v.trim())]),
    ) as Record<NameableEmployeeField, z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>,
  )
  .strict();

/** The schema of each key's section: the body of PUT and the answer of GET and PUT. */
export const COMPANY_PREFERENCE_SCHEMAS = {
  general: GeneralCompanyPreferences,
  email: EmailCompanyPreferences,
  activity: ActivityCompanyPreferences,
  leave: Recipients,
  expense: ExpenseCompanyPreferences,
  employee: EmployeeCompanyPreferences,
} as const satisfies Record<CompanyPreferenceKey, z.ZodType>;

export type CompanyPreferencesOf = { [K in CompanyPreferenceKey]: z.infer<(typeof COMPANY_PREFERENCE_SCHEMAS)[K]> };

/** What a key reads as before anything is saved: Monday, 2 slices, the type first, no prefix (spec/1 §9, spec/3 §2). */
export const COMPANY_PREFERENCE_DEFAULTS: CompanyPreferencesOf = {
  general: {
    pdf_name_format: '_type_ownername_date',
    url: '',
    first_day_of_week: DEFAULT_FIRST_DAY_OF_WEEK,
    pdf_footer_center: '',
  },
  email: { from: '', subject_prefix: '' },
  activity: { slices_per_day: 2, recipients_for_validation: '', report_period: 'month' },
  leave: { recipients_for_validation: '' },
  expense: { recipients_for_validation: '', export_plugins: [...EXPENSE_EXPORT_PLUGIN_IDS] },
  employee: { field_1: '', field_2: '', field_3: '', field_4: '', field_5: '', coefficient: '' },
};

/**
 * Any key's section as it is answered (GET and PUT company-settings/{key}/): the saved section over the defaults.
 * Plain values (texts, numbers, lists of ids), so that the answer serializes without the body's transforms.
 */
export const CompanyPreferencesOut = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]));
