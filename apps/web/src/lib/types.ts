import type { CompanyOut, ListOf, MeOut } from '@staff/shared';

/** The wire shapes of docs/api-platform.md that more than one feature reads. */

export type CompanyFlag =
  | 'use_wellness'
  | 'use_activities'
  | 'use_expenses_claims'
  | 'use_leaves'
  | 'use_time_tracking'
  | 'use_mission_orders';

/** A company as the server sends it (the shared contract's `CompanyOut`). */
export type Company = CompanyOut;

/** The signed-in user as the server sends it (the shared contract's `MeOut`). */
export type Me = MeOut;

/** Every list answers `{count, results}` (the shared `listOf`); `count_is_estimate` when the count is an estimate. */
export type Page<T> = ListOf<T>;
