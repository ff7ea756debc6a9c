import {
  canGrantRole,
  checkEmployeeLines,
  type EmployeeCsvCheckOut,
  type EmployeeCsvFinalizeOut,
  type EmployeeCsvLine,
  type EmployeeCsvRow,
  type EmployeeCsvWarning,
  readEmployeeCsv,
  usernameKey,
  usernameSkeleton,
} from '@staff/shared';
import type { Database, Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { lockCompany } from '../../platform/locks';
import { randomToken } from '../../platform/tokens';
import { companyNameMaps, finishImport, insertImport, lockImport } from './employee-import.queries';
import { companyUsernameSkeletons, createEmployees, type EmployeeActor, findTakenIdentifiers } from './users.service';

/*
 * The employee CSV import (spec/3 §4, §7 EmployeeCSVFile): Import checks the file and keeps its good rows under a
 * cache id; Finalize creates them through createEmployees, the function the employee form uses, so that a CSV line
 * and a form obey the same rules and the same invitation goes out. A constant number of queries whatever the rows.
 */

/**
 * The file's usernames and employee numbers, each once, paired up as findTakenIdentifiers takes them: a value repeated
 * in the file is the file's own warning (line by line), not one the database gives. A number without a username to
 * pair with goes with an empty one, which no account has.
 */
function distinctIdentifiers(lines: EmployeeCsvLine[]) {
  const usernames = [
    ...new Set(lines.flatMap(({ values }) => (values.username === undefined ? [] : usernameKey(values.username)))),
  ];
  const numbers = [...new Set(lines.flatMap(({ values }) => values.employee_number ?? []))];
  return Array.from({ length: Math.max(usernames.length, numbers.length) }, (_, i) => ({
    username: usernames[i] ?? '',
    employee_number: numbers[i] ?? null,
  }));
}

const byLine = (a: EmployeeCsvWarning, b: EmployeeCsvWarning) => a.line - b.line;

/** Checks the file's text against the company's data, stores its rows to create, answers the warnings. */
export async function checkEmployeeFile(
  db: Database,
  actor: EmployeeActor,
  text: string,
): Promise<EmployeeCsvCheckOut> {
  const read = readEmployeeCsv(text);
  if (!read.ok) throw badRequest(read.code, read.params, ['file']);
  const [taken, names, usernameSkeletons] = await Promise.all([
    findTakenIdentifiers(db, actor.companyId, distinctIdentifiers(read.lines)),
    companyNameMaps(db, actor.companyId),
    companyUsernameSkeletons(db, actor.companyId),
  ]);
  const checked = checkEmployeeLines(read.lines, {
    takenUsernames: taken.usernames,
    usernameSkeletons,
    takenEmployeeNumbers: taken.employeeNumbers,
    ...names,
    canGrant: (role) => canGrantRole(actor.roles, role),
  });
  const cacheId = randomToken(24);
  await insertImport(db, { cacheId, companyId: actor.companyId, createdBy: actor.id, rows: checked.rows });
  return {
    warnings: [...read.warnings, ...checked.warnings].sort(byLine),
    users_count: checked.rows.length,
    cache_id: cacheId,
  };
}

/**
 * Creates the rows of a checked import, once: in one transaction, the import row locked and marked finished. What
 * changed since the check (a username taken meanwhile, a service deleted) leaves that line out as an error; the
 * others are created anyway.
 */
export function finalizeEmployeeImport(
  db: Database,
  actor: EmployeeActor,
  cacheId: string,
  options: { publicUrl: string },
): Promise<EmployeeCsvFinalizeOut> {
  return db.transaction(async (tx) => {
    const found = await lockImport(tx, actor.companyId, cacheId);
    if (!found) throw notFound();
    if (found.finished) throw conflict('employeeCsv.importFinished', undefined, 'already_finalized');
    // Two imports (or an import and the form) of one company would check the same usernames: one after the other.
    await lockCompany(tx, actor.companyId);
    const { rows, errors } = await recheck(tx, actor, found.rows);
    const created = await createEmployees(
      tx,
      actor,
      rows.map((r) => r.employee),
      options,
    );
    await finishImport(tx, actor.companyId, cacheId);
    return { created: created.length, errors };
  });
}

/** The rows still good now, and an error for each that no longer is. Four queries. */
async function recheck(tx: Db, actor: EmployeeActor, rows: EmployeeCsvRow[]) {
  const [taken, names, skeletons] = await Promise.all([
    findTakenIdentifiers(
      tx,
      actor.companyId,
      rows.map((r) => r.employee),
    ),
    companyNameMaps(tx, actor.companyId),
    companyUsernameSkeletons(tx, actor.companyId),
  ]);
  const serviceIds = new Set(names.services.values());
  const contractIds = new Set(names.contracts.values());
  const errors: EmployeeCsvWarning[] = [];
  const good = rows.filter(({ line, employee: e }) => {
    const error = (column: string, code: EmployeeCsvWarning['code'], value?: string, other?: string) =>
      errors.push({
        line,
        column,
        code,
        ...(value === undefined ? {} : { params: { value, ...(other && { other }) } }),
      });
    const other = skeletons.get(usernameSkeleton(e.username));
    if (taken.usernames.has(usernameKey(e.username))) error('username', 'employeeCsv.usernameTaken', e.username);
    else if (other !== undefined) error('username', 'employeeCsv.usernameConfusable', e.username, other);
    else if (e.employee_number && taken.employeeNumbers.has(e.employee_number)) {
      error('employee_number', 'employeeCsv.employeeNumberTaken', e.employee_number);
    } else if (e.services.some((id) => !serviceIds.has(id))) error('services', 'employee.serviceUnknown');
    else if (e.contract !== null && !contractIds.has(e.contract)) error('contract', 'employee.contractUnknown');
    else if (e.roles.some((role) => !canGrantRole(actor.roles, role))) error('roles', 'employee.roleNotGrantable');
    else return true;
    return false;
  });
  return { rows: good, errors };
}
