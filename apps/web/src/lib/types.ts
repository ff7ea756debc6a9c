import type { CompanyOut, ListOf, MeOut } from '@staff/shared';

/** The wire shapes of docs/api-platform.md that more than one feature reads. */

export type CompanyFlag =
  | 'use_wellness'
  | 'use_activities'
  | 'use_expenses_claims'
  | 'use_leaves'
  | 'use_time_tracking'
  | 'use_mission_orders';

/** The modules a company switches on or off, in the sidebar's order, wellness last (spec/1 §2, spec/3 §3). */
export const COMPANY_FLAGS: readonly CompanyFlag[] = [
  'use_activities',
  'use_expenses_claims',
  'use_leaves',
  'use_time_tracking',
  'use_mission_orders',
  'use_wellness',
];

/** A company as the server sends it (the shared contract's `CompanyOut`). */
export type Company = CompanyOut;

/** The signed-in user as the server sends it (the shared contract's `MeOut`). */
export type Me = MeOut;

/** Every list answers `{count, results}` (the shared `listOf`); `count_is_estimate` when the count is an estimate. */
export type Page<T> = ListOf<T>;
