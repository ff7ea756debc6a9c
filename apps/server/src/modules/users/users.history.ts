import { EMPLOYEE_HISTORY_FIELDS, type EmployeeHistoryField, type EmployeeOut } from '@staff/shared';
import type { Db } from '../../db/client';
import { appendHistory } from '../../platform/history';
import { userHistory } from './users.tables';

/*
 * The history of an employee's record (issue 25, the employee's page): each save of the form that changes something
 * appends one entry naming the changed fields with their new values, in the shape of the leaves' history
 * (`change_message`). The e-mail has its own entries (requested, confirmed: auth/email-change.ts).
 */

/** A field's value as the history keeps it: the contract by its title, the services by their names. */
function recorded(employee: EmployeeOut, field: EmployeeHistoryField): unknown {
  if (field === 'contract') return employee.contract?.title ?? null;
  if (field === 'services') return employee.services.map((s) => s.name);
  return employee[field];
}

/** The fields `after` changed, with their new values; empty when the save changed nothing. */
export function employeeChanges(before: EmployeeOut, after: EmployeeOut): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of EMPLOYEE_HISTORY_FIELDS) {
    const value = recorded(after, field);
    if (JSON.stringify(recorded(before, field)) !== JSON.stringify(value)) changes[field] = value;
  }
  return changes;
}

/** Appends the entry of a save by `actorId` to the employee's history, in the caller's transaction, if it changed anything. */
export async function recordEmployeeChanges(
  tx: Db,
  companyId: number,
  actorId: number,
  before: EmployeeOut,
  after: EmployeeOut,
): Promise<void> {
  const changes = employeeChanges(before, after);
  if (Object.keys(changes).length === 0) return;
  await appendHistory(tx, userHistory, {
    company_id: companyId,
    employee_id: after.id,
    user_id: actorId,
    action_flag: 2,
    change_message: changes,
  });
}
