import { z } from 'zod';

/**
 * The modules a company may switch on or off (spec/3 §2, the superuser's company form). Each is a boolean column of
 * `companies`; a route declares the one its module needs (`config: { feature }`) and the server refuses it with 403
 * `feature_disabled` while the company's flag is off. Only `use_leaves` has routes yet; the others are named here
 * for the modules to come, which declare them on their routes.
 */
export const COMPANY_FEATURES = [
  'use_leaves',
  'use_activities',
  'use_expenses_claims',
  'use_time_tracking',
  'use_mission_orders',
  'use_wellness',
] as const;
export type CompanyFeature = (typeof COMPANY_FEATURES)[number];

/** The six flags as the company's schemas read and write them (in the order the answers have always listed them). */
export const COMPANY_FEATURE_FLAGS = {
  use_wellness: z.boolean(),
  use_activities: z.boolean(),
  use_expenses_claims: z.boolean(),
  use_leaves: z.boolean(),
  use_time_tracking: z.boolean(),
  use_mission_orders: z.boolean(),
} satisfies Record<CompanyFeature, z.ZodBoolean>;

export const FEATURE_DISABLED_MESSAGE = 'This module is not enabled for your company.';
