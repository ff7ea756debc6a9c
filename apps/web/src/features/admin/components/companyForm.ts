import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, TEXT_LIMITS, tooLongMessage } from '@staff/shared';
import { z } from 'zod';
import type { CompanyFlag } from '../../../lib/types';
import type { CompanyCreateInput } from '../api/companies';

/** The feature switches a company is created with, in the sidebar's order (spec/1 §2). */
export const COMPANY_FLAGS: readonly CompanyFlag[] = [
  'use_activities',
  'use_expenses_claims',
  'use_leaves',
  'use_time_tracking',
  'use_mission_orders',
  'use_wellness',
];

export type CompanyFormValues = {
  name: string;
  hostname: string;
  is_trial_period: boolean;
  trial_period_end: string | null;
  admin_username: string;
  admin_first_name: string;
  admin_last_name: string;
  admin_email: string;
  admin_password: string;
} & Record<CompanyFlag, boolean>;

export const EMPTY_COMPANY: CompanyFormValues = {
  name: '',
  hostname: '',
  is_trial_period: true,
  trial_period_end: null,
  admin_username: '',
  admin_first_name: '',
  admin_last_name: '',
  admin_email: '',
  admin_password: '',
  // The server's defaults: every module on, wellness off until the company asks for it.
  ...(Object.fromEntries(COMPANY_FLAGS.map((flag) => [flag, flag !== 'use_wellness'])) as Record<CompanyFlag, boolean>),
};

/** A host name as the server accepts it: letters, digits, dots and hyphens (no port). */
const HOSTNAME_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;
/** The messages are translation keys or the shared English messages (`useSchemaForm` translates both). */
const required = (max: number) => z.string().trim().min(1, 'validation.fieldRequired').max(max, tooLongMessage(max));

/**
 * The company form's own schema, flat as the form is: it checks what the server's `CompanyCreate` checks, so that the
 * superuser hears it before sending. TODO(issue 7, item 1): the company contract still lives in the server
 * (apps/server/src/modules/companies/companies.schemas.ts); once it is in `@staff/shared`, validate
 * `toCreateInput(values)` with it (its `admin.*` paths already map to the fields through `formFieldOf`).
 */
export const companyFormSchema = z
  .object({
    name: required(100),
    hostname: required(TEXT_LIMITS.hostname).regex(HOSTNAME_PATTERN, 'admin.hostnameInvalid'),
    admin_username: required(TEXT_LIMITS.username),
    admin_first_name: required(TEXT_LIMITS.name),
    admin_last_name: required(TEXT_LIMITS.name),
    admin_email: required(TEXT_LIMITS.email).regex(EMAIL_PATTERN, 'validation.emailInvalid'),
    admin_password: z
      .string()
      .min(1, 'validation.fieldRequired')
      .min(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort')
      .max(TEXT_LIMITS.password, tooLongMessage(TEXT_LIMITS.password)),
    is_trial_period: z.boolean(),
    trial_period_end: z.string().nullable(),
  })
  .refine((c) => !c.is_trial_period || !!c.trial_period_end, {
    error: 'admin.trialEndRequired',
    path: ['trial_period_end'],
  });

/** The POST /api/company/ body: the first administrator travels as a nested object. */
export function toCreateInput(values: CompanyFormValues): CompanyCreateInput {
  return {
    name: values.name.trim(),
    hostname: values.hostname.trim().toLowerCase(),
    is_trial_period: values.is_trial_period,
    trial_period_end: values.is_trial_period ? values.trial_period_end : null,
    ...(Object.fromEntries(COMPANY_FLAGS.map((flag) => [flag, values[flag]])) as Record<CompanyFlag, boolean>),
    admin: {
      username: values.admin_username.trim(),
      first_name: values.admin_first_name.trim(),
      last_name: values.admin_last_name.trim(),
      email: values.admin_email.trim(),
      password: values.admin_password,
    },
  };
}

/** Server field names and schema paths (`admin.email` or `admin_email`) → the form's. */
export function formFieldOf(serverField: string): keyof CompanyFormValues | null {
  const name = serverField.replace(/^admin\./, 'admin_');
  return name in EMPTY_COMPANY ? (name as keyof CompanyFormValues) : null;
}
