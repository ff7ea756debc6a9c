import type { LeaveStatus } from '@staff/shared';

/**
 * The wire shapes of the leaves routes: the types of the shared contract (`@staff/shared`, leaves/contract.ts),
 * which the server validates and serializes with, so they cannot drift. Only the directory's shapes (users module)
 * and the list's filters as the screens hold them are written here.
 */
export type {
  LeaveAttachment,
  LeaveBalanceRow,
  LeaveHistoryEntry,
  LeaveOut as Leave,
  LeaveTotals,
  TypeOfLeave,
} from '@staff/shared';

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
