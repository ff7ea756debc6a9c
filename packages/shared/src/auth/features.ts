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

export const FEATURE_DISABLED_MESSAGE = 'This module is not enabled for your company.';
