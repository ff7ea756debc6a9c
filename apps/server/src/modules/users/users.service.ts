import {
  canGrantRole,
  canManageUser,
  type Employee,
  type EmployeeOut,
  isStaffFor,
  type MessageCode,
  type Role,
} from '@staff/shared';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { violatedConstraint } from '../../platform/db-errors';
import { appError, conflict, fieldError, notFound } from '../../platform/errors';
import { LOCK_NAMESPACE, lockKey, lockKeys } from '../../platform/locks';
import { UNUSABLE_PASSWORD_HASH } from '../../platform/passwords';
import { deleteUserSessions } from '../../platform/sessions';
import { inviteUsers, spendInvitations } from '../auth/auth.invitations';
import { assertMayChangeEmail, isNewEmail, requestEmailChange } from '../auth/email-change';
import { contracts } from '../reference/reference.tables';
import { getEmployee } from './employees.queries';
import { serviceMembers, services, users } from './users.tables';

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
      .where(and(eq(contracts.company_id, companyId), inArray(contracts.id, contractIds)));
    if (found.length !== contractIds.length) throw fieldError('contract', 'employee.contractUnknown');
  }
  const serviceIds = [...new Set(inputs.flatMap((e) => e.services))];
  if (serviceIds.length) {
    const found = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.company_id, companyId), inArray(services.id, serviceIds)));
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
  const names = inputs.map((e) => e.username.toLowerCase());
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
          .where(and(eq(users.company_id, companyId), inArray(users.employee_number, numbers), others))
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

/** The columns an employee's input writes (everything but the services, which are rows of service_members). */
function userColumns(e: Employee) {
  return {
    username: e.username,
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

type InsertedUser = CreatedEmployee & { company_id: number | null; first_name: string; email: string };

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
    SELECT ${companyId}::int, ${UNUSABLE_PASSWORD_HASH}, ${values}
    FROM jsonb_to_recordset(${JSON.stringify(inputs.map(userColumns))}::jsonb) AS r(${recordType})
    RETURNING id, username, company_id, first_name, email`);
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
  await assertReferences(tx, actor.companyId, inputs);
  await assertIdentifiersFree(tx, actor.companyId, inputs);
  let created: InsertedUser[];
  try {
    created = await insertUsers(tx, actor.companyId, inputs);
  } catch (error) {
    throw asFieldError(error);
  }
  // Usernames are unique (case aside) and were checked free and unrepeated: each created row finds its input by it.
  const servicesByName = new Map(inputs.map((e) => [e.username.toLowerCase(), e.services]));
  await insertMemberships(
    tx,
    actor.companyId,
    created.map((user) => ({ userId: user.id, services: servicesByName.get(user.username.toLowerCase()) ?? [] })),
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

/** The user within the actor's company, locked for the change; 404 when unseen, 403 when beyond the actor's roles. */
async function lockManageable(tx: Db, actor: EmployeeActor, id: number) {
  const [target] = await tx
    .select({ id: users.id, roles: users.roles, is_active: users.is_active, last_login: users.last_login })
    .from(users)
    .where(and(eq(users.id, id), eq(users.company_id, actor.companyId)))
    .for('update');
  if (!target) throw notFound();
  if (!canManageUser(actor.roles, target.roles)) {
    throw appError(403, 'employee.userNotEditable', undefined, { code: 'permission_denied' });
  }
  return target;
}

/**
 * An administrator who takes away their own administrator role, or deactivates themselves, must leave another active
 * administrator behind: a company without one could never be administered again. The company's lock makes two
 * administrators leaving at once wait for each other.
 */
async function assertAnotherAdministrator(tx: Db, actor: EmployeeActor, input: Employee) {
  const dropsRole = !input.roles.includes('administrator');
  if (!dropsRole && input.is_active) return;
  await lockKey(tx, LOCK_NAMESPACE.companyAdministrators, actor.companyId);
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.company_id, actor.companyId),
        eq(users.is_active, true),
        ne(users.id, actor.id),
        sql`'administrator' = ANY(${users.roles})`,
      ),
    )
    .limit(1);
  if (other) return;
  if (dropsRole) throw fieldError('roles', 'employee.lastAdministrator');
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
    })
    .from(users)
    .where(and(eq(users.id, target.id), eq(users.company_id, actor.companyId)));
  if (!subject || !isNewEmail(input.email, subject.email)) return;
  assertMayChangeEmail(actor, target, input.roles);
  await requestEmailChange(tx, { subject, newEmail: input.email, actorId: actor.id, publicUrl: options.publicUrl });
}

/**
 * PUT /api/user/{id}/: every field of the form, in one transaction. Deactivating ends the employee's open sessions in
 * the same transaction (they cannot sign in again; their leaves and reports stay, under their name).
 */
export async function updateEmployee(
  db: Database,
  actor: EmployeeActor,
  id: number,
  input: Employee,
  options: { publicUrl: string },
) {
  return db.transaction(async (tx) => {
    const target = await lockManageable(tx, actor, id);
    assertGrantable(actor, input.roles);
    await changeEmailOnConfirmation(tx, actor, { id, roles: target.roles }, input, options);
    if (target.id === actor.id && target.roles.includes('administrator')) {
      await assertAnotherAdministrator(tx, actor, input);
    }
    await assertReferences(tx, actor.companyId, [input]);
    await assertIdentifiersFree(tx, actor.companyId, [input], id);
    try {
      await tx
        .update(users)
        .set(withoutEmail(userColumns(input)))
        .where(and(eq(users.id, id), eq(users.company_id, actor.companyId)));
    } catch (error) {
      throw asFieldError(error);
    }
    await tx
      .delete(serviceMembers)
      .where(and(eq(serviceMembers.company_id, actor.companyId), eq(serviceMembers.user_id, id)));
    await insertMemberships(tx, actor.companyId, [{ userId: id, services: input.services }]);
    if (!input.is_active) await deleteUserSessions(tx, id);
    const employee = await getEmployee(tx, actor.companyId, id);
    if (!employee) throw notFound();
    return employee;
  });
}

/**
 * DELETE /api/user/{id}/: only an employee who never signed in (spec 3 §4: "Impossible. This user has already
 * logged."); one who already has records (a leave made for them, a service they manage) is deactivated instead.
 */
export async function deleteEmployee(db: Database, actor: EmployeeActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockManageable(tx, actor, id);
    if (target.last_login !== null) throw conflict('employee.alreadyLogged', undefined, 'already_logged');
    try {
      await tx.delete(users).where(and(eq(users.id, id), eq(users.company_id, actor.companyId)));
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
    const target = await lockManageable(tx, actor, id);
    if (target.last_login !== null) throw conflict('employee.invitationNotNeeded', undefined, 'already_logged');
    const [user] = await tx
      .select({
        id: users.id,
        company_id: users.company_id,
        username: users.username,
        first_name: users.first_name,
        email: users.email,
      })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.last_login)));
    if (!user) throw notFound();
    await spendInvitations(tx, id);
    await inviteUsers(tx, [user], options);
  });
}
