import {
  canGrantRole,
  EMPLOYEE_CSV_MAX_LINES,
  type Employee,
  type EmployeeCsvCheckOut,
  type EmployeeCsvFinalizeOut,
  type EmployeeCsvLine,
  type EmployeeCsvRow,
  type EmployeeCsvWarning,
  employeeLineChecker,
  openEmployeeCsv,
  tooManyEmployeeLines,
  usernameKey,
  usernameSkeleton,
} from '@staff/shared';
import type { Database, Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { lockCompany } from '../../platform/locks';
import { slicer, yieldToLoop } from '../../platform/slices';
import { randomToken } from '../../platform/tokens';
import {
  companyNameMaps,
  finishImport,
  IMPORT_ROWS_PER_CHUNK,
  importChunks,
  insertImport,
  insertImportChunk,
  lockImport,
} from './employee-import.queries';
import { companyUsernameSkeletons, createEmployees, type EmployeeActor, findTakenIdentifiers } from './users.service';

/*
 * The employee CSV import (spec/3 §4, §7 EmployeeCSVFile): Import checks the file and keeps its good rows under a
 * cache id; Finalize creates them through createEmployees, the function the employee form uses, so that a CSV line
 * and a form obey the same rules and the same invitation goes out. A constant number of queries per few hundred rows.
 *
 * Issue 21: a file of 20,000 lines blocked every request for 17 s on the embedded database. Reading and checking run
 * in slices that let the event loop go (platform/slices.ts); the rows are stored, read and created a few hundred per
 * statement, the loop let go between statements; Finalize commits them a batch per transaction (finalizeEmployeeImport).
 */

/** How many usernames or employee numbers one lookup statement takes. */
const IDENTIFIERS_PER_LOOKUP = 500;
/** How many employees one createEmployees call creates (its users, memberships, invitations and mails). */
const EMPLOYEES_PER_BATCH = 100;

const inGroups = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The company's usernames that look like the file's (companyUsernameSkeletons), 500 names per statement. */
async function skeletonsInGroups(db: Db, companyId: number, usernames: readonly string[]) {
  const found = new Map<string, string>();
  for (const group of inGroups(usernames, IDENTIFIERS_PER_LOOKUP)) {
    for (const [skeleton, username] of await companyUsernameSkeletons(db, companyId, group))
      found.set(skeleton, username);
  }
  return found;
}

/** findTakenIdentifiers 500 values at a time: 20,000 values in one statement held the embedded database. */
async function findTakenInGroups(db: Db, companyId: number, inputs: Pick<Employee, 'username' | 'employee_number'>[]) {
  const usernames = new Set<string>();
  const employeeNumbers = new Set<string>();
  for (const group of inGroups(inputs, IDENTIFIERS_PER_LOOKUP)) {
    const taken = await findTakenIdentifiers(db, companyId, group);
    for (const u of taken.usernames) usernames.add(u);
    for (const n of taken.employeeNumbers) employeeNumbers.add(n);
  }
  return { usernames, employeeNumbers };
}

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

/** The file's lines, read in slices; a 400 for a file that is no employee file or holds too many lines. */
async function readLines(text: string): Promise<{ lines: EmployeeCsvLine[]; warnings: EmployeeCsvWarning[] }> {
  const opened = openEmployeeCsv(text);
  if (!opened.ok) throw badRequest(opened.code, opened.params, ['file']);
  const slice = slicer();
  const lines: EmployeeCsvLine[] = [];
  for (const record of opened.records) {
    if (lines.length === EMPLOYEE_CSV_MAX_LINES) {
      const refused = tooManyEmployeeLines();
      throw badRequest(refused.code, refused.params, ['file']);
    }
    lines.push(opened.lineOf(record));
    await slice();
  }
  return { lines, warnings: opened.warnings };
}

/** Checks the file's text against the company's data, stores its rows to create, answers the warnings. */
export async function checkEmployeeFile(
  db: Database,
  actor: EmployeeActor,
  text: string,
): Promise<EmployeeCsvCheckOut> {
  const read = await readLines(text);
  const [taken, names, usernameSkeletons] = await Promise.all([
    findTakenInGroups(db, actor.companyId, distinctIdentifiers(read.lines)),
    companyNameMaps(db, actor.companyId),
    skeletonsInGroups(
      db,
      actor.companyId,
      read.lines.flatMap(({ values }) => values.username ?? []),
    ),
  ]);
  const checker = employeeLineChecker({
    takenUsernames: taken.usernames,
    usernameSkeletons,
    takenEmployeeNumbers: taken.employeeNumbers,
    ...names,
    canGrant: (role) => canGrantRole(actor.roles, role),
  });
  const slice = slicer();
  for (const line of read.lines) {
    checker.check(line);
    await slice();
  }
  const { rows, warnings } = checker.checked;
  const cacheId = randomToken(24);
  // The head and its chunks in one transaction: a Finalize never finds an import half stored.
  await db.transaction(async (tx) => {
    await insertImport(tx, { cacheId, companyId: actor.companyId, createdBy: actor.id });
    for (const [chunk, group] of inGroups(rows, IMPORT_ROWS_PER_CHUNK).entries()) {
      await insertImportChunk(tx, { cacheId, companyId: actor.companyId, chunk, rows: group });
      await yieldToLoop();
    }
  });
  return {
    warnings: [...read.warnings, ...warnings].sort(byLine),
    users_count: rows.length,
    cache_id: cacheId,
  };
}

/**
 * Creates the rows of a checked import, once. A first short transaction claims the import (locked, its rows read,
 * then marked finished: a second Finalize is 409 at once). Then the rows are created EMPLOYEES_PER_BATCH at a time, each batch its
 * own transaction under the company's lock, re-checked against what the batches before it created: what changed since
 * the check (a username taken meanwhile, a service deleted) leaves that line out as an error, and the others are
 * created anyway ("N were inserted anyway", spec/3 §4). One transaction per batch, not one for the file: on PGlite a
 * transaction holds the only connection, and a 20,000-line import made every other company's request wait 15 s for
 * it (issue 21, defect 3); now they wait for one batch at most. A crash between batches leaves the batches before it
 * created, as a line refused at the re-check would be, and the import finished.
 */
export async function finalizeEmployeeImport(
  db: Database,
  actor: EmployeeActor,
  cacheId: string,
  options: { publicUrl: string },
): Promise<EmployeeCsvFinalizeOut> {
  // The claim: its rows read (a chunk per statement), then dropped with the import marked finished.
  const stored = await db.transaction(async (tx) => {
    const found = await lockImport(tx, actor.companyId, cacheId);
    if (!found) throw notFound();
    if (found.finished) throw conflict('employeeCsv.importFinished', undefined, 'already_finalized');
    const rows: EmployeeCsvRow[] = [];
    for await (const chunk of importChunks(tx, actor.companyId, cacheId, found.chunks)) {
      rows.push(...chunk);
      await yieldToLoop();
    }
    await finishImport(tx, actor.companyId, cacheId);
    return rows;
  });
  let created = 0;
  const errors: EmployeeCsvWarning[] = [];
  for (const group of inGroups(stored, EMPLOYEES_PER_BATCH)) {
    const batch = await db.transaction(async (tx) => {
      // Two imports (or an import and the form) of one company would check the same usernames: one after the other.
      await lockCompany(tx, actor.companyId);
      const { rows, errors: refused } = await recheck(tx, actor, group);
      const done = rows.length
        ? await createEmployees(
            tx,
            actor,
            rows.map((r) => r.employee),
            options,
          )
        : [];
      return { created: done.length, refused };
    });
    created += batch.created;
    errors.push(...batch.refused);
    await yieldToLoop();
  }
  return { created, errors };
}

/** The rows still good now, and an error for each that no longer is. Two queries per 500 rows, and three. */
async function recheck(tx: Db, actor: EmployeeActor, rows: EmployeeCsvRow[]) {
  const [taken, names, skeletons] = await Promise.all([
    findTakenInGroups(
      tx,
      actor.companyId,
      rows.map((r) => r.employee),
    ),
    companyNameMaps(tx, actor.companyId),
    skeletonsInGroups(
      tx,
      actor.companyId,
      rows.map((r) => r.employee.username),
    ),
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
