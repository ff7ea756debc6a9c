import type { EmployeeDocument, LeaveHistoryEntry } from '@staff/shared';
import { desc, eq, gte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { readHistory } from '../../platform/history';
import { activityReports } from '../activities/activities.tables';
import { expenseClaims } from '../expenses/expenses.tables';
import { leaves } from '../leaves/leaves.tables';
import { typesOfLeave } from '../reference/reference.tables';
import { userHistory } from './users.tables';

/** The most documents the page lists: a year of reports, claims and a few leaves a month. */
const DOCUMENTS_LIMIT = 100;

/**
 * An employee's documents of the `kinds` asked (activity reports, expense claims, leaves) from `since` (YYYY-MM-DD),
 * newest first, in one statement whatever their number: the tables' rows as one list (UNION ALL), each filtered on the
 * company. A kind not asked is not read: its rows never take a place under the limit.
 */
export async function employeeDocuments(
  db: Db,
  companyId: number,
  employeeId: number,
  { since, kinds }: { since: string; kinds: ReadonlySet<EmployeeDocument['kind']> },
): Promise<EmployeeDocument[]> {
  const noText = sql<string | null>`NULL::text`;
  const noDate = sql<string | null>`NULL::date`;
  const monthly = (table: typeof activityReports | typeof expenseClaims, kind: EmployeeDocument['kind']) =>
    db
      .select({
        kind: sql<EmployeeDocument['kind']>`${kind}::text`.as('kind'),
        id: table.id,
        date: sql<string>`${table.month}`.as('date'),
        end_date: noDate.as('end_date'),
        status: sql<string>`${table.status}`.as('status'),
        label: noText.as('label'),
      })
      .from(table)
      .where(inCompany(table, companyId, [eq(table.owner_id, employeeId), gte(table.month, since)]));
  const leaveRows = () =>
    db
      .select({
        kind: sql<EmployeeDocument['kind']>`'leave'::text`.as('kind'),
        id: leaves.id,
        date: sql<string>`${leaves.begin_date}`.as('date'),
        end_date: sql<string | null>`${leaves.end_date}`.as('end_date'),
        status: sql<string>`${leaves.status}`.as('status'),
        label: sql<string | null>`${typesOfLeave.name}`.as('label'),
      })
      .from(leaves)
      .innerJoin(typesOfLeave, inCompany(typesOfLeave, companyId, [eq(typesOfLeave.id, leaves.type_of_leave_id)]))
      .where(inCompany(leaves, companyId, [eq(leaves.owner_id, employeeId), gte(leaves.end_date, since)]));
  // The three selects have the same columns; drizzle types each by its table, so the list is typed as one of them.
  type Part = ReturnType<typeof leaveRows>;
  const parts = [
    ...(kinds.has('activity_report') ? [monthly(activityReports, 'activity_report')] : []),
    ...(kinds.has('expense_claim') ? [monthly(expenseClaims, 'expense_claim')] : []),
    ...(kinds.has('leave') ? [leaveRows()] : []),
  ] as Part[];
  const [first, second, ...rest] = parts;
  if (!first) return [];
  return (second ? unionAll(first, second, ...rest) : first)
    .orderBy(desc(sql`"date"`), sql`"kind"`, desc(sql`"id"`))
    .limit(DOCUMENTS_LIMIT);
}

/** The changes to an employee's account in the order they happened, with who made each (platform/history.ts). */
export async function employeeHistory(db: Db, companyId: number, employeeId: number): Promise<LeaveHistoryEntry[]> {
  const rows = await readHistory(
    db,
    userHistory,
    inCompany(userHistory, companyId, [eq(userHistory.employee_id, employeeId)]),
  );
  return rows.map(({ entry, first_name, last_name, username }) => ({
    user: { first_name, last_name, username },
    action_time: entry.action_time.toISOString(),
    action_flag: entry.action_flag,
    change_message: entry.change_message,
  }));
}
