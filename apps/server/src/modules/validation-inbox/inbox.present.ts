import {
  ACTIVITY_REPORT_MACHINE,
  type DocumentRole,
  decidesCompanyWide,
  EXPENSE_CLAIM_MACHINE,
  type ExpenseClaimStatus,
  hasPermission,
  type InboxItemOut,
  LEAVE_MACHINE,
  MISSION_ORDER_MACHINE,
  toEuros,
} from '@staff/shared';
import type { Db } from '../../db/client';
import type { CompanyAuth } from '../../platform/access';
import { type ValidatorPermission, validatorScope } from '../../platform/validators';
import type { InboxRow, InboxScopes } from './inbox.queries';

/** The caller is the validator of every item the inbox lists (the queries keep no other). */
const VALIDATOR: DocumentRole = { isOwner: false, isValidator: true };

/** The kinds decided within a validator scope: the permission and company flag their module's routes ask. */
const SCOPED_KINDS = {
  leave: { permission: 'leaves.validate', flag: 'use_leaves' },
  activity_report: { permission: 'activities.validate', flag: 'use_activities' },
  expense_claim: { permission: 'expenses_claims.validate', flag: 'use_expenses_claims' },
} as const satisfies Record<string, { permission: ValidatorPermission; flag: keyof CompanyAuth['company'] }>;
type ScopedKind = keyof typeof SCOPED_KINDS;

/**
 * Which branches of the inbox the caller has, by the permissions and company flags the modules' own routes ask: one
 * statement at most (a manager's services are the same for the three kinds: read once).
 */
export async function inboxScopes(db: Db, auth: CompanyAuth): Promise<InboxScopes> {
  const { company, permissions } = auth;
  const opens = (kind: ScopedKind) =>
    company[SCOPED_KINDS[kind].flag] && hasPermission(permissions, SCOPED_KINDS[kind].permission);
  const open = (Object.keys(SCOPED_KINDS) as ScopedKind[]).filter(opens);
  const scope = open[0] ? await validatorScope(db, auth, SCOPED_KINDS[open[0]].permission) : null;
  const scopeOf = (kind: ScopedKind) => (open.includes(kind) ? scope : null);
  return {
    leave: scopeOf('leave'),
    activity_report: scopeOf('activity_report'),
    expense_claim: scopeOf('expense_claim'),
    // Accounting pays the accepted claims (spec/3 §6: its tab is the claims' management), company-wide.
    pay:
      open.includes('expense_claim') && auth.user.roles.includes('accounting') && decidesCompanyWide(auth.user.roles),
    mission_order: company.use_mission_orders && hasPermission(permissions, 'mission_orders.create'),
  };
}

/** The actions the caller may take on an item now, by its kind's shared machine (same-status rows left out). */
function actionsOf(row: InboxRow, today: string): string[] {
  switch (row.kind) {
    case 'leave': {
      // The queries keep a leave in a circuit for the people of its step only: the caller decides it.
      const steps = row.circuit_steps;
      const circuit = row.circuit_step && steps ? { step: row.circuit_step, steps, decides: true } : null;
      return LEAVE_MACHINE.available('submitted', VALIDATOR, { begin_date: row.begin, today, circuit });
    }
    case 'leave_cancellation':
      return LEAVE_MACHINE.offered('cancellation_requested', VALIDATOR, { begin_date: row.begin, today });
    case 'activity_report':
      return ACTIVITY_REPORT_MACHINE.offered('submitted', VALIDATOR);
    case 'expense_claim':
      return EXPENSE_CLAIM_MACHINE.offered(row.status as ExpenseClaimStatus, VALIDATOR);
    case 'mission_order':
      return MISSION_ORDER_MACHINE.offered('ask', VALIDATOR);
  }
}

/** An item as the wire gives it; `reports` holds the page's reports' worked days and overtime. */
export function presentInboxItem(
  row: InboxRow,
  reports: ReadonlyMap<number, { workedDays: number; overtimeMinutes: number }>,
  today: string,
): InboxItemOut {
  const report = row.kind === 'activity_report' ? reports.get(row.id) : undefined;
  return {
    kind: row.kind,
    id: row.id,
    step: row.step,
    status: row.status,
    owner: { id: row.owner_id, first_name: row.first_name, last_name: row.last_name },
    begin: row.begin,
    end: row.end,
    waiting_since: row.since.toISOString(),
    days: report ? report.workedDays : row.days,
    overtime_minutes: report ? report.overtimeMinutes : null,
    total: row.total_cents === null ? null : toEuros(row.total_cents),
    actions: actionsOf(row, today) as InboxItemOut['actions'],
    circuit: row.circuit_step && row.circuit_steps ? { step: row.circuit_step, steps: row.circuit_steps } : null,
  };
}
