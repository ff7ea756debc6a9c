import type { DeductingMode, LeaveAction, LeaveStatus, Period } from '@staff/shared';

/** The wire shapes of docs/api-leaves.md. */

export type Leave = {
  id: number;
  owner: number;
  owner_object: { id: number; first_name: string; last_name: string; employee_number: string | null };
  begin_date: string;
  begin_period: Period;
  end_date: string;
  end_period: Period;
  /** Computed by the server, in steps of 0.5. */
  number_of_days: number;
  /** Null when the type is confidential and the viewer is neither the owner nor one who decides. */
  type_of_leave: number | null;
  type: { value: string; count_as_worked: boolean; automatically_accept: boolean } | null;
  status: LeaveStatus;
  precision: string | null;
  comment: string | null;
  submission_date: string | null;
  /** Null for a colleague's leave, as the submission date. */
  modified: string | null;
  version: number;
  attachments_count: number;
  /** What the viewer may do now. */
  actions: LeaveAction[];
  /** Whether the form is editable for the viewer. */
  editable: boolean;
};

export type TypeOfLeave = {
  id: number;
  value: string;
  name: string;
  active: boolean;
  deducting_mode: DeductingMode;
  rank: number;
  requires_precision: boolean;
  count_as_worked: boolean;
  automatically_accept: boolean;
  force_to_attach_file: boolean;
  display_as_confidential: boolean;
  prior_notice: number;
  rights_management: boolean;
  annual_quota: number;
};

export type LeaveBalanceRow = {
  type_of_leave: number;
  name: string;
  period: { start: string; end: string };
  acquired: number;
  taken: number;
  pending: number;
  remaining: number;
};

export type LeaveTotals = Record<LeaveStatus, number>;

export type LeaveHistoryEntry = {
  user: { first_name: string; last_name: string; username: string };
  action_time: string;
  /** 1 created, 2 changed. */
  action_flag: number;
  change_message: Record<string, unknown>;
};

export type LeaveAttachment = { id: number; file_name: string; size: number; content_type: string; created: string };

export type Person = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  employee_number: string | null;
  roles: string[];
  is_active: boolean;
};

export type Service = { id: number; name: string; manager: number | null; members_count: number };

/** The filters of GET leave/ and leave/totals/. */
export type LeaveFilters = {
  owner?: number;
  status?: LeaveStatus | string;
  type_of_leave?: number | null;
  begin_date?: string | null;
  end_date?: string | null;
  for_year?: number;
  search?: string;
  employee_number?: string;
  managed?: boolean;
};
