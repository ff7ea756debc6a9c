import type { CompanyOut, Permission, Role } from '@staff/shared';

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

export type Me = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  mobile: string | null;
  employee_number: string | null;
  roles: Role[];
  is_staff: boolean;
  is_superuser: boolean;
  can_change_password: boolean;
  permissions_table: Permission[];
  company: Company | null;
};

/** Every list answers `{count, results}`. */
export type Page<T> = { count: number; results: T[] };
