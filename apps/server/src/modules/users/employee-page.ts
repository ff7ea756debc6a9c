import {
  confusableUsername,
  EMPLOYEE_DOCUMENT_KINDS,
  EMPLOYEE_DOCUMENT_MONTHS,
  type EmployeeOverviewOut,
  firstFreeUsername,
  usernameCandidates,
} from '@staff/shared';
import type { Db } from '../../db/client';
import type { SessionCompany } from '../../platform/sessions';
import { balancesFor } from '../leaves';
import { employeeDocuments, employeeHistory } from './employee-page.queries';
import { getEmployee } from './employees.queries';
import { companyUsernameSkeletons, findTakenIdentifiers } from './users.service';

/** The documents of the modules the company uses (a module switched off lists nothing). */
const KIND_FLAGS = {
  activity_report: 'use_activities',
  expense_claim: 'use_expenses_claims',
  leave: 'use_leaves',
} as const;

/**
 * GET /api/user/{id}/overview/ (issue 25): the employee's record, balances on `today`, documents since the same month
 * a year ago, and history. Seven statements whatever the employee holds: the record (2), the balances (3), the
 * documents (1), the history (1). Null when the id is not the company's. `viewerId` reading their own page reads their
 * balances as GET leave/balance/ answers them to them: without the counters their types hide (do_not_display_counter).
 */
export async function employeeOverview(
  db: Db,
  company: Pick<SessionCompany, 'id' | (typeof KIND_FLAGS)[keyof typeof KIND_FLAGS]>,
  { id, viewerId }: { id: number; viewerId: number },
  today: string,
): Promise<EmployeeOverviewOut | null> {
  const employee = await getEmployee(db, company.id, id);
  if (!employee) return null;
  const since = `${Number(today.slice(0, 4)) - EMPLOYEE_DOCUMENT_MONTHS / 12}${today.slice(4, 7)}-01`;
  const kinds = new Set(EMPLOYEE_DOCUMENT_KINDS.filter((kind) => company[KIND_FLAGS[kind]]));
  const [balances, documents, history] = await Promise.all([
    company.use_leaves ? balancesFor(db, company.id, id, { date: today, today, ownView: id === viewerId }) : null,
    employeeDocuments(db, company.id, id, { since, kinds }),
    employeeHistory(db, company.id, id),
  ]);
  return { employee, balances, documents, history };
}

/**
 * GET /api/user/username-suggestion/: the first of the name's candidates (shared usernameCandidates) that is free and
 * looks like no username of the company, in two statements whatever their number: which are taken (usernames are
 * unique across the instance, as POST checks them), and the company's look-alikes of them. Null when none is.
 */
export async function suggestUsername(
  db: Db,
  companyId: number,
  name: { first_name: string; last_name: string },
): Promise<string | null> {
  const candidates = usernameCandidates(name.first_name, name.last_name);
  if (candidates.length === 0) return null;
  const [taken, skeletons] = await Promise.all([
    findTakenIdentifiers(
      db,
      companyId,
      candidates.map((username) => ({ username, employee_number: null })),
    ),
    companyUsernameSkeletons(db, companyId, candidates),
  ]);
  const unusable = new Set(taken.usernames);
  for (const candidate of candidates) {
    if (confusableUsername(candidate, skeletons) !== undefined) unusable.add(candidate);
  }
  return firstFreeUsername(candidates, unusable);
}
