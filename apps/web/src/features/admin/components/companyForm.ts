import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '@staff/shared';
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

export type CompanyFormErrors = Partial<Record<keyof CompanyFormValues, string>>;

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

/** Checks what the server will check, so that the superuser hears it before sending; the errors are translation keys. */
export function validateCompany(values: CompanyFormValues): CompanyFormErrors {
  const errors: CompanyFormErrors = {};
  const required: (keyof CompanyFormValues)[] = [
    'name',
    'hostname',
    'admin_username',
    'admin_first_name',
    'admin_last_name',
    'admin_email',
    'admin_password',
  ];
  for (const name of required) if (!String(values[name] ?? '').trim()) errors[name] = 'validation.fieldRequired';
  if (values.hostname.trim() && !HOSTNAME_PATTERN.test(values.hostname.trim()))
    errors.hostname = 'admin.hostnameInvalid';
  if (values.admin_email.trim() && !EMAIL_PATTERN.test(values.admin_email.trim()))
    errors.admin_email = 'validation.emailInvalid';
  if (values.admin_password && values.admin_password.length < PASSWORD_MIN_LENGTH)
    errors.admin_password = 'validation.passwordTooShort';
  if (values.is_trial_period && !values.trial_period_end) errors.trial_period_end = 'admin.trialEndRequired';
  return errors;
}

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

/** Server field names (`admin.email` or `admin_email`) → the form's. */
export function formFieldOf(serverField: string): keyof CompanyFormValues | null {
  const name = serverField.replace(/^admin\./, 'admin_');
  return name in EMPTY_COMPANY ? (name as keyof CompanyFormValues) : null;
}
