import {
  canGrantRole,
  canManageUser,
  confusableUsername,
  type Employee,
  type EmployeeOut,
  isStaffFor,
  type Language,
  type MessageCode,
  type Role,
  usernameKey,
  usernameSkeleton,
} from '@staff/shared';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { violatedConstraint } from '../../platform/db-errors';
import { appError, conflict, fieldError, notFound } from '../../platform/errors';
import { LOCK_NAMESPACE, lockCompany, lockKeys } from '../../platform/locks';
import { unusablePasswordHash } from '../../platform/passwords';
import { deleteUserSessions } from '../../platform/sessions';
import { assertMayChangeEmail, inviteUsers, isNewEmail, requestEmailChange, spendInvitations } from '../auth';
import { contracts } from '../contracts/contracts.tables';
import { serviceMembers, services } from '../services/services.tables';
import { getEmployee } from './employees.queries';
import { recordEmployeeChanges } from './users.history';
import { users } from './users.tables';

/** Who acts on the company's people: their id, company and roles (what they may grant). */
export type EmployeeActor = { id: number; companyId: number; roles: readonly Role[] };
export type CreatedEmployee = { id: number; username: string };

const ROWS_PER_INSERT = 500;
/** The unique indexes of users.tables, and the field each one is about. */
const UNIQUE_FIELDS: Record<string, { field: string; code: MessageCode }> = {
  users_username_lower_idx: { field: 'username', code: 'employee.usernameTaken' },
  users_company_employee_number_idx: { field: 'employee_number', code: 'employee.employeeNumberTaken' },
};

/** A lost race on a unique index reads as the field's clear 400, like a taken value found beforehand. */
function asFieldError(error: unknown): unknown {
  const constraint = violatedConstraint(error, 'unique');
  const known = constraint === null ? undefined : UNIQUE_FIELDS[constraint];
  return known ? fieldError(known.field, known.code) : error;
}

/** 403 on `roles` unless the actor may grant every one of them. */
function assertGrantable(actor: EmployeeActor, roles: readonly Role[]) {
  if (roles.some((role) => !canGrantRole(actor.roles, role))) {
    throw appError(403, 'employee.roleNotGrantable', undefined, {
      code: 'permission_denied',
      fields: { roles: [{ code: 'employee.roleNotGrantable' }] },
    });
  }
}

/** 400 on the first input whose contract or services are not the company's. One query each, whatever the rows. */
async function assertReferences(tx: Db, companyId: number, inputs: Employee[]) {
  const contractIds = [...new Set(inputs.flatMap((e) => (e.contract === null ? [] : [e.contract])))];
  if (contractIds.length) {
    // The contracts' own lock: a contract being deleted is not given to anyone meanwhile (contracts.service).
    await lockKeys(tx, LOCK_NAMESPACE.contract, contractIds);
    const found = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(inCompany(contracts, companyId, [inArray(contracts.id, contractIds)]));
    if (found.length !== contractIds.length) throw fieldError('contract', 'employee.contractUnknown');
  }
  const serviceIds = [...new Set(inputs.flatMap((e) => e.services))];
  if (serviceIds.length) {
    const found = await tx
      .select({ id: services.id })
      .from(services)
      .where(inCompany(services, companyId, [inArray(services.id, serviceIds)]));
    if (found.length !== serviceIds.length) throw fieldError('services', 'employee.serviceUnknown');
  }
}

/**
 * The usernames (across the instance, case-insensitively) and employee numbers (within the company) of `inputs` that
 * are already taken, or repeated among the inputs themselves, leaving out `exceptUserId`. Two queries. The CSV import
 * reads it to warn line by line before anything is written.
 */
export async function findTakenIdentifiers(
  db: Db,
  companyId: number,
  inputs: Pick<Employee, 'username' | 'employee_number'>[],
  exceptUserId?: number,
): Promise<{ usernames: Set<string>; employeeNumbers: Set<string> }> {
  const names = inputs.map((e) => usernameKey(e.username));
  const numbers = inputs.flatMap((e) => (e.employee_number ? [e.employee_number] : []));
  const others = exceptUserId === undefined ? undefined : ne(users.id, exceptUserId);
  const [takenNames, takenNumbers] = await Promise.all([
    names.length
      ? db
          .select({ v: sql<string>`lower(${users.username})` })
          .from(users)
          .where(and(inArray(sql`lower(${users.username})`, names), others))
      : [],
    numbers.length
      ? db
          .select({ v: sql<string>`${users.employee_number}` })
          .from(users)
          .where(inCompany(users, companyId, [inArray(users.employee_number, numbers), others]))
      : [],
  ]);
  // A Set, not indexOf: a CSV import passes 5,000 values, and indexOf made this 25 million comparisons per list.
  const repeated = (values: string[]) => {
    const seen = new Set<string>();
    return values.filter((v) => seen.has(v) || !seen.add(v));
  };
  return {
    usernames: new Set([...takenNames.map((r) => r.v), ...repeated(names)]),
    employeeNumbers: new Set([...takenNumbers.map((r) => r.v), ...repeated(numbers)]),
  };
}

async function assertIdentifiersFree(tx: Db, companyId: number, inputs: Employee[], exceptUserId?: number) {
  const taken = await findTakenIdentifiers(tx, companyId, inputs, exceptUserId);
  if (taken.usernames.size) throw fieldError('username', 'employee.usernameTaken');
  if (taken.employeeNumbers.size) throw fieldError('employee_number', 'employee.employeeNumberTaken');
}

/**
 * The company's usernames that look like one of `usernames` (skeleton → username), leaving out `exceptUserId`: one
 * statement on the (company, username_skeleton) index, plus the few rows without a stored skeleton (non-ASCII names
 * from before migration 0011), skeletoned here. Reading every name of the company took 25 ms for 20,000 per creation.
 */
export async function companyUsernameSkeletons(
  db: Db,
  companyId: number,
  usernames: readonly string[],
  exceptUserId?: number,
): Promise<Map<string, string>> {
  const skeletons = [...new Set(usernames.map(usernameSkeleton))];
  if (skeletons.length === 0) return new Map();
  const rows = await db
    .select({ username: users.username, skeleton: users.username_skeleton })
    .from(users)
    .where(
      inCompany(users, companyId, [
        or(inArray(users.username_skeleton, skeletons), isNull(users.username_skeleton)),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ]),
    );
  return new Map(rows.map((r) => [r.skeleton ?? usernameSkeleton(r.username), r.username]));
}

/**
 * 400 on `username` when one of `inputs` looks like a username of the company, or like another of the inputs, without
 * being it (that one is "taken"). The caller holds lockCompany: two look-alikes created at once wait for each other,
 * and the unique (company, username_skeleton) index refuses the second if they did not.
 */
async function assertNotConfusable(tx: Db, companyId: number, inputs: Employee[], exceptUserId?: number) {
  const existing = await companyUsernameSkeletons(
    tx,
    companyId,
    inputs.map((e) => e.username),
    exceptUserId,
  );
  for (const input of inputs) {
    const other = confusableUsername(input.username, existing);
    if (other !== undefined) throw fieldError('username', 'employee.usernameConfusable', { username: other });
    existing.set(usernameSkeleton(input.username), input.username);
  }
}

/** The columns an employee's input writes (everything but the services, which are rows of service_members). */
function userColumns(e: Employee) {
  return {
    username: e.username,
    username_skeleton: usernameSkeleton(e.username),
    first_name: e.first_name,
    last_name: e.last_name,
    email: e.email,
    civility: e.civility,
    employee_number: e.employee_number,
    phone: e.phone,
    mobile: e.mobile,
    is_active: e.is_active,
    is_staff: isStaffFor(e.roles),
    hiring_date: e.hiring_date,
    departure_date: e.departure_date,
    roles: e.roles,
    employment_contract: e.employment_contract,
    qualification: e.qualification,
    professional_status: e.professional_status,
    coefficient: e.coefficient,
    office: e.office,
    contract_id: e.contract,
    notes: e.notes,
    field_1: e.field_1,
    field_2: e.field_2,
    field_3: e.field_3,
    field_4: e.field_4,
    field_5: e.field_5,
  };
}

/** The SQL type of each column userColumns writes, to read it back out of the JSON rows of insertUsers. */
const COLUMN_TYPES: Record<keyof ReturnType<typeof userColumns>, string> = {
  username: 'text',
  username_skeleton: 'text',
  first_name: 'text',
  last_name: 'text',
  email: 'text',
  civility: 'text',
  employee_number: 'text',
  phone: 'text',
  mobile: 'text',
  is_active: 'boolean',
  is_staff: 'boolean',
  hiring_date: 'date',
  departure_date: 'date',
  roles: 'jsonb',
  employment_contract: 'text',
  qualification: 'text',
  professional_status: 'text',
  coefficient: 'text',
  office: 'text',
  contract_id: 'integer',
  notes: 'text',
  field_1: 'text',
  field_2: 'text',
  field_3: 'text',
  field_4: 'text',
  field_5: 'text',
};
const INSERTED_COLUMNS = Object.keys(COLUMN_TYPES) as (keyof typeof COLUMN_TYPES)[];

type InsertedUser = CreatedEmployee & {
  company_id: number | null;
  first_name: string;
  email: string;
  language: Language;
};

/**
 * The users of `inputs`, in one statement whatever their number: the rows go as one JSON value, unpacked by
 * jsonb_to_recordset. A CSV file's 5,000 rows built by Drizzle as VALUES were 140,000 bound values in 10 statements,
 * most of Finalize's time (bench/README.md). No usable password: the invitation sets it.
 */
async function insertUsers(tx: Db, companyId: number, inputs: Employee[]): Promise<InsertedUser[]> {
  const names = sql.join(
    INSERTED_COLUMNS.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const values = sql.join(
    INSERTED_COLUMNS.map((c) =>
      c === 'roles' ? sql`ARRAY(SELECT jsonb_array_elements_text(r.roles))` : sql`r.${sql.identifier(c)}`,
    ),
    sql`, `,
  );
  const recordType = sql.raw(INSERTED_COLUMNS.map((c) => `"${c}" ${COLUMN_TYPES[c]}`).join(', '));
  const result = await tx.execute(sql`
    INSERT INTO users (company_id, password_hash, ${names})
    SELECT ${companyId}::int, ${unusablePasswordHash()}, ${values}
    FROM jsonb_to_recordset(${JSON.stringify(inputs.map(userColumns))}::jsonb) AS r(${recordType})
    RETURNING id, username, company_id, first_name, email, language`);
  return (result as unknown as { rows: InsertedUser[] }).rows;
}

async function insertMemberships(tx: Db, companyId: number, rows: { userId: number; services: number[] }[]) {
  const memberships = rows.flatMap((r) =>
    r.services.map((service_id) => ({ company_id: companyId, service_id, user_id: r.userId })),
  );
  for (let i = 0; i < memberships.length; i += ROWS_PER_INSERT) {
    await tx.insert(serviceMembers).values(memberships.slice(i, i + ROWS_PER_INSERT));
  }
}

/**
 * Creates employees of the actor's company in the caller's transaction and queues their invitations (spec 3 §5,
 * issue 9): no usable password, a link to choose one. The inputs are EmployeeIn's output (normalised). Checks, for
 * all rows at once: roles the actor may grant, contract and services of the company, usernames and employee numbers
 * free (a lost race on the unique indexes reads the same 400). One insert of users whatever their number, so the
 * form's one employee and a CSV file's 5,000 take the same path. Throws AppError; the caller's transaction then rolls
 * back whole.
 */
export async function createEmployees(
  tx: Db,
  actor: EmployeeActor,
  inputs: Employee[],
  options: { publicUrl: string },
): Promise<CreatedEmployee[]> {
  if (inputs.length === 0) return [];
  assertGrantable(
    actor,
    inputs.flatMap((e) => e.roles),
  );
  // The company's lock first: no look-alike of these usernames is created meanwhile (and the order of locks is always
  // the company, then its rows).
  await lockCompany(tx, actor.companyId);
  await assertReferences(tx, actor.companyId, inputs);
  await assertIdentifiersFree(tx, actor.companyId, inputs);
  await assertNotConfusable(tx, actor.companyId, inputs);
  let created: InsertedUser[];
  try {
    created = await insertUsers(tx, actor.companyId, inputs);
  } catch (error) {
    throw asFieldError(error);
  }
  // Usernames are unique (case aside) and were checked free and unrepeated: each created row finds its input by it.
  const servicesByName = new Map(inputs.map((e) => [usernameKey(e.username), e.services]));
  await insertMemberships(
    tx,
    actor.companyId,
    created.map((user) => ({ userId: user.id, services: servicesByName.get(usernameKey(user.username)) ?? [] })),
  );
  await inviteUsers(tx, created, options);
  return created.map(({ id, username }) => ({ id, username }));
}

/** POST /api/user/: one employee, in its own transaction; answers their record. */
export async function createEmployee(
  db: Database,
  actor: EmployeeActor,
  input: Employee,
  options: { publicUrl: string },
): Promise<EmployeeOut> {
  return db.transaction(async (tx) => {
    const [created] = await createEmployees(tx, actor, [input], options);
    const employee = created && (await getEmployee(tx, actor.companyId, created.id));
    if (!employee) throw notFound();
    return employee;
  });
}

/** 403: nobody changes their own HR record (issue 21); what they may change of themselves is in "my account". */
function assertNotOwnRecord(actor: EmployeeActor, id: number) {
  if (id === actor.id) throw appError(403, 'employee.ownRecord', undefined, { code: 'permission_denied' });
}

/**
 * The actor as the database holds them now, under the company's lock: the roles their session was loaded with may
 * have been taken away by a transaction that committed since (two administrators demoting each other at once). 403
 * when they are no longer an active member of the company.
 */
async function currentActor(tx: Db, actor: EmployeeActor): Promise<EmployeeActor> {
  const [row] = await tx
    .select({ roles: users.roles, is_active: users.is_active })
    .from(users)
    .where(inCompany(users, actor.companyId, [eq(users.id, actor.id)]));
  if (!row?.is_active) throw appError(403, 'employee.userNotEditable', undefined, { code: 'permission_denied' });
  return { ...actor, roles: row.roles };
}

/**
 * The user within the actor's company, locked for the change, with the actor as they stand now; 404 when unseen, 403
 * when beyond the actor's roles. Takes the company's lock first: every change to a user may touch a company-wide
 * invariant, and all of them take the company, then the user.
 */
async function lockManageable(tx: Db, sessionActor: EmployeeActor, id: number) {
  await lockCompany(tx, sessionActor.companyId);
  const [target] = await tx
    .select({ id: users.id, roles: users.roles, is_active: users.is_active, last_login: users.last_login })
    .from(users)
    .where(inCompany(users, sessionActor.companyId, [eq(users.id, id)]))
    .for('update');
  if (!target) throw notFound();
  const actor = await currentActor(tx, sessionActor);
  if (!canManageUser(actor.roles, target.roles)) {
    throw appError(403, 'employee.userNotEditable', undefined, { code: 'permission_denied' });
  }
  return { target, actor };
}

const isActiveAdministrator = (user: { roles: readonly Role[]; is_active: boolean }) =>
  user.is_active && user.roles.includes('administrator');

/**
 * Whether the company has an active administrator besides `exceptUserId`. The invariant "at least one active
 * administrator per company" (a company without one could never be administered again) is read here, by every path
 * that can take one away (a role removed, a deactivation, a deletion), under lockCompany: two changes of one company
 * read it one after the other, each seeing what the other wrote.
 */
export async function hasOtherActiveAdministrator(tx: Db, companyId: number, exceptUserId: number): Promise<boolean> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      inCompany(users, companyId, [
        eq(users.is_active, true),
        ne(users.id, exceptUserId),
        sql`'administrator' = ANY(${users.roles})`,
      ]),
    )
    .limit(1);
  return other !== undefined;
}

/** 400 when the change of `target` to `input` would leave the company without an active administrator. */
async function assertKeepsAdministrator(
  tx: Db,
  companyId: number,
  target: { id: number; roles: Role[]; is_active: boolean },
  input: Employee,
) {
  if (!isActiveAdministrator(target) || isActiveAdministrator(input)) return;
  if (await hasOtherActiveAdministrator(tx, companyId, target.id)) return;
  if (!input.roles.includes('administrator')) throw fieldError('roles', 'employee.lastAdministrator');
  throw fieldError('is_active', 'employee.lastAdministratorDeactivation');
}

/** The columns of a change but the e-mail, which a confirmation link sets (issue 21). */
function withoutEmail<T extends { email: string }>(columns: T): Omit<T, 'email'> {
  const { email: _confirmedByLink, ...rest } = columns;
  return rest;
}

/**
 * A new address typed in the employee's form is not written: it waits for the link mailed to it, and the current
 * address is told (issue 21, defect 8). Only an administrator changes the address of a back-office role holder.
 */
async function changeEmailOnConfirmation(
  tx: Db,
  actor: EmployeeActor,
  target: { id: number; roles: readonly Role[] },
  input: Employee,
  options: { publicUrl: string },
) {
  const [subject] = await tx
    .select({
      id: users.id,
      company_id: users.company_id,
      username: users.username,
      email: users.email,
      pending_email: users.pending_email,
      language: users.language,
    })
    .from(users)
    .where(inCompany(users, actor.companyId, [eq(users.id, target.id)]));
  if (!subject || !isNewEmail(input.email, subject.email)) return;
  assertMayChangeEmail(actor, target, input.roles);
  await requestEmailChange(tx, { subject, newEmail: input.email, actorId: actor.id, publicUrl: options.publicUrl });
}

/**
 * PUT /api/user/{id}/: every field of the form, in one transaction with the history entry naming what changed.
 * Deactivating ends the employee's open sessions in the same transaction (they cannot sign in again; their leaves and
 * reports stay, under their name).
 */
export async function updateEmployee(
  db: Database,
  sessionActor: EmployeeActor,
  id: number,
  input: Employee,
  options: { publicUrl: string },
) {
  assertNotOwnRecord(sessionActor, id);
  return db.transaction(async (tx) => {
    const { target, actor } = await lockManageable(tx, sessionActor, id);
    const before = await getEmployee(tx, actor.companyId, id);
    if (!before) throw notFound();
    assertGrantable(actor, input.roles);
    await assertKeepsAdministrator(tx, actor.companyId, target, input);
    await changeEmailOnConfirmation(tx, actor, { id, roles: target.roles }, input, options);
    await assertReferences(tx, actor.companyId, [input]);
    await assertIdentifiersFree(tx, actor.companyId, [input], id);
    await assertNotConfusable(tx, actor.companyId, [input], id);
    try {
      await tx
        .update(users)
        .set(withoutEmail(userColumns(input)))
        .where(inCompany(users, actor.companyId, [eq(users.id, id)]));
    } catch (error) {
      throw asFieldError(error);
    }
    await tx.delete(serviceMembers).where(inCompany(serviceMembers, actor.companyId, [eq(serviceMembers.user_id, id)]));
    await insertMemberships(tx, actor.companyId, [{ userId: id, services: input.services }]);
    if (!input.is_active) await deleteUserSessions(tx, id);
    const employee = await getEmployee(tx, actor.companyId, id);
    if (!employee) throw notFound();
    await recordEmployeeChanges(tx, actor.companyId, actor.id, before, employee);
    return employee;
  });
}

/**
 * DELETE /api/user/{id}/: only an employee who never signed in (spec 3 §4: "Impossible. This user has already
 * logged."); one who already has records (a leave made for them, a service they manage) is deactivated instead. An
 * administrator invited but not yet signed in may be the company's last active one: then 409.
 */
export async function deleteEmployee(db: Database, sessionActor: EmployeeActor, id: number): Promise<void> {
  assertNotOwnRecord(sessionActor, id);
  await db.transaction(async (tx) => {
    const { target, actor } = await lockManageable(tx, sessionActor, id);
    if (target.last_login !== null) throw conflict('employee.alreadyLogged', undefined, 'already_logged');
    if (isActiveAdministrator(target) && !(await hasOtherActiveAdministrator(tx, actor.companyId, target.id))) {
      throw conflict('employee.lastAdministratorDeletion', undefined, 'last_administrator');
    }
    try {
      await tx.delete(users).where(inCompany(users, actor.companyId, [eq(users.id, id)]));
    } catch (error) {
      if (violatedConstraint(error, 'foreign_key') !== null) {
        throw conflict('employee.hasHistory', undefined, 'has_history');
      }
      throw error;
    }
  });
}

/** POST /api/user/{id}/invitation/: a new link for an employee who has not signed in yet; older links die. */
export async function resendInvitation(
  db: Database,
  actor: EmployeeActor,
  id: number,
  options: { publicUrl: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { target } = await lockManageable(tx, actor, id);
    if (target.last_login !== null) throw conflict('employee.invitationNotNeeded', undefined, 'already_logged');
    const [user] = await tx
      .select({
        id: users.id,
        company_id: users.company_id,
        username: users.username,
        first_name: users.first_name,
        email: users.email,
        language: users.language,
      })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.last_login)));
    if (!user) throw notFound();
    await spendInvitations(tx, id);
    await inviteUsers(tx, [user], options);
  });
}
