import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '../account/schemas';
import { COMPANY_FEATURE_FLAGS } from '../auth/features';
import { isoDateSchema } from '../calendar/schemas';
import { PageQuery, queryBoolean } from '../lists/schemas';
import { plainText, TEXT_LIMITS, tooLongMessage } from '../text/schemas';
import { EMPLOYEE_MESSAGES } from '../users/messages';
import { USERNAME_PATTERN } from '../users/rules';
import { normaliseUsername } from '../users/usernames';

/*
 * The wire contract of the superuser's company routes (spec/3 "Companies"): the server validates and serializes
 * with these, the web's company types are their `z.infer` and its create form checks `CompanyCreate` itself.
 */

/** A company as every signed-in user reads it (GET my_account/'s `company`), and the base of the console's row. */
export const CompanyOut = z.object({
  id: z.number(),
  name: z.string(),
  hostname: z.string(),
  is_active: z.boolean(),
  ...COMPANY_FEATURE_FLAGS,
  is_trial_period: z.boolean(),
  trial_period_end: z.string().nullable(),
  /** Versioned by the stored file: a new upload is a new address, so the browser may cache each one for good. */
  logo_url: z.string().nullable(),
  /** The dashboard's welcome image, versioned like the logo (signed-in users only). */
  welcome_image_url: z.string().nullable(),
  support_email: z.string().nullable(),
  support_phone: z.string().nullable(),
});
export type CompanyOut = z.infer<typeof CompanyOut>;

const FLAGS = {
  use_wellness: z.boolean().default(false),
  use_activities: z.boolean().default(true),
  use_expenses_claims: z.boolean().default(true),
  use_leaves: z.boolean().default(true),
  use_time_tracking: z.boolean().default(true),
  use_mission_orders: z.boolean().default(true),
};

/** A host name as typed in a browser: letters, digits, dots and hyphens. */
const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.hostname, { error: 'This hostname is not valid.', abort: true })
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, { error: 'This hostname is not valid.' });
const required = { error: 'This field is required.' };
/** A name that must be given: trimmed, at most `max` characters, no control characters. */
const requiredName = (max: number) => plainText(max).min(1, required);

export const CompanyCreate = z
  .object({
    name: requiredName(100),
    hostname,
    is_trial_period: z.boolean().default(false),
    trial_period_end: isoDateSchema.nullable().optional(),
    ...FLAGS,
    admin: z.object({
      // Stored in NFKC and from the employees' alphabet, as every username (users/usernames.ts, issue 21).
      username: requiredName(TEXT_LIMITS.username)
        .overwrite(normaliseUsername)
        .max(TEXT_LIMITS.username, { error: tooLongMessage(TEXT_LIMITS.username) })
        .regex(USERNAME_PATTERN, { error: EMPLOYEE_MESSAGES.usernameInvalid }),
      first_name: requiredName(TEXT_LIMITS.name),
      last_name: requiredName(TEXT_LIMITS.name),
      email: plainText(TEXT_LIMITS.email).regex(EMAIL_PATTERN, { error: 'Email is not valid.' }),
      password: z
        .string()
        .min(PASSWORD_MIN_LENGTH, { error: 'Password need to be at least 6 character long !' })
        .max(TEXT_LIMITS.password, { error: tooLongMessage(TEXT_LIMITS.password) }),
    }),
  })
  .refine((c) => !c.is_trial_period || !!c.trial_period_end, {
    error: 'A trial needs an end date.',
    path: ['trial_period_end'],
  });

export const CompanyPatch = z
  .object({
    is_active: z.boolean(),
    is_trial_period: z.boolean(),
    trial_period_end: isoDateSchema.nullable(),
  })
  .partial()
  .strict();

export const CompanyListQuery = PageQuery.extend({
  /** Only the companies whose deletion was asked for (true), or only the others (false). */
  deletion_requested: queryBoolean.optional(),
});
export type CompanyListQuery = z.infer<typeof CompanyListQuery>;

/** `created` as the API contract names it (docs/api-platform.md), like every list's creation instant. */
export const CompanyAdminOut = CompanyOut.extend({
  user_count: z.number(),
  created: z.string(),
  /** Set while the company's administrator has asked for its deletion (spec/1 §2); the console lists them. */
  deletion_requested_at: z.string().nullable(),
  deletion_requested_by: z.number().nullable(),
});
export type CompanyAdminOut = z.infer<typeof CompanyAdminOut>;

export type CompanyCreateInput = z.input<typeof CompanyCreate>;
export type CompanyPatch = z.infer<typeof CompanyPatch>;
