import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '@staff/shared';
import { z } from 'zod';
import { PageQuery } from '../../platform/pagination';
import { CompanyOut } from './companies.present';

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
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, { error: 'This hostname is not valid.' })
  .max(253);

export const CompanyCreate = z
  .object({
    name: z.string().trim().min(1, { error: 'This field is required.' }).max(100),
    hostname,
    is_trial_period: z.boolean().default(false),
    trial_period_end: z.iso.date().nullable().optional(),
    ...FLAGS,
    admin: z.object({
      username: z.string().trim().min(1, { error: 'This field is required.' }).max(150),
      first_name: z.string().trim().min(1, { error: 'This field is required.' }).max(150),
      last_name: z.string().trim().min(1, { error: 'This field is required.' }).max(150),
      email: z.string().trim().regex(EMAIL_PATTERN, { error: 'Email is not valid.' }),
      password: z.string().min(PASSWORD_MIN_LENGTH, { error: 'Password need to be at least 6 character long !' }),
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
    trial_period_end: z.iso.date().nullable(),
  })
  .partial()
  .strict();

export const CompanyListQuery = PageQuery;

/** `created` as the API contract names it (docs/api-platform.md), like every list's creation instant. */
export const CompanyAdminOut = CompanyOut.extend({ user_count: z.number(), created: z.string() });
