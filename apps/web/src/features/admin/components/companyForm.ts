import { CompanyCreate, type CompanyCreateInput } from '@staff/shared';
import { COMPANY_FLAGS, type CompanyFlag } from '../../../lib/types';

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

/**
 * The form checks the server's own contract, `CompanyCreate` from `@staff/shared`, on the body it would send: the
 * superuser hears what the server would say before sending. Its `admin.*` paths map to the flat fields through
 * `formFieldOf`; its messages are the shared English ones, translated on display.
 */
export const companyFormSchema = {
  safeParse: (values: unknown) => CompanyCreate.safeParse(toCreateInput(values as CompanyFormValues)),
};

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
