import type { LeaveStatus, ServiceOut, UserOut } from '@staff/shared';

/**
 * The wire shapes of the leaves routes: the types of the shared contract (`@staff/shared`, leaves/contract.ts),
 * which the server validates and serializes with, so they cannot drift. The directory's shapes are the users
 * module's shared `UserOut` and `ServiceOut`; only the list's filters as the screens hold them are written here.
 */
export type {
  LeaveAttachment,
  LeaveBalanceRow,
  LeaveHistoryEntry,
  LeaveOut as Leave,
  LeaveTotals,
  TypeOfLeave,
} from '@staff/shared';

/** A person of the directory as the server sends it (the shared contract's `UserOut`). */
export type Person = UserOut;

/** A service as the server sends it (the shared contract's `ServiceOut`). */
export type Service = ServiceOut;

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
  /** The leaves of this service's members (the back office). */
  service?: number;
  managed?: boolean;
  /** Only the accepted leaves whose cancellation is requested (issue 28). */
  cancellation_requested?: boolean;
};
