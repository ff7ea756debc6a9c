import {
  EmployeeIn,
  EmployeeOut,
  EmployeeOverviewOut,
  IdParams,
  UserDetailOut,
  UserListQuery,
  UsernameSuggestionOut,
  UsernameSuggestionQuery,
  UserOut,
} from '@staff/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { companyOf, requireCompany } from '../../platform/access';
import { todayInParis } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { listOf } from '../../platform/pagination';
import { requestPublicUrl } from '../../platform/public-url';
import { employeeOverview, suggestUsername } from './employee-page';
import { getEmployee } from './employees.queries';
import { getUser, listUsers } from './users.queries';
import { createEmployee, deleteEmployee, type EmployeeActor, resendInvitation, updateEmployee } from './users.service';
import { users } from './users.tables';

/** The company directory: the back office, the leaves calendar and mission orders read it. */
const READ_USERS = 'backoffice.use|mission_orders.view|leaves.create';
/** Employees' administration (spec 3 §6: user.create gates the employees screens and their writes). */
const MANAGE_USERS = 'user.create';

function actorOf(request: FastifyRequest): EmployeeActor {
  const auth = requireCompany(request);
  return { id: auth.user.id, companyId: auth.companyId, roles: auth.user.roles };
}

export async function userRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mailing = (request: FastifyRequest) => ({ publicUrl: requestPublicUrl(deps.config.publicUrl, request) });

  r.get(
    '/user/',
    {
      config: { permission: READ_USERS },
      schema: {
        tags: ['users'],
        summary: "The company's people",
        description: 'Ordered by first_name unless `ordering` says otherwise (first_name, last_name, username, id…).',
        querystring: UserListQuery,
        response: { 200: listOf(UserOut) },
      },
    },
    async (request) => listUsers(deps.db, companyOf(request), request.query),
  );

  r.get(
    '/user/:id/',
    {
      config: { permission: READ_USERS, record: users },
      schema: {
        tags: ['users'],
        summary: 'One person',
        description:
          'Every field of the employee (EmployeeOut) for a caller holding user.create; the directory entry otherwise.',
        params: IdParams,
        response: { 200: UserDetailOut },
      },
    },
    async (request) => {
      const auth = requireCompany(request);
      const found = auth.permissions.has(MANAGE_USERS)
        ? await getEmployee(deps.db, auth.companyId, request.params.id)
        : await getUser(deps.db, auth.companyId, request.params.id);
      if (!found) throw notFound();
      return found;
    },
  );

  r.get(
    '/user/username-suggestion/',
    {
      config: { permission: MANAGE_USERS },
      schema: {
        tags: ['users'],
        summary: "A free username for a new employee's name",
        description:
          'The first initial and the last name, accents folded, in small letters, with a number from 2 when taken ' +
          '("jdupont", "jdupont2"); never one that looks like a username of the company. null when the name gives ' +
          'no letter or its first 50 candidates are taken.',
        querystring: UsernameSuggestionQuery,
        response: { 200: UsernameSuggestionOut },
      },
    },
    async (request) => ({ username: await suggestUsername(deps.db, companyOf(request), request.query) }),
  );

  r.get(
    '/user/:id/overview/',
    {
      config: { permission: MANAGE_USERS, record: users },
      schema: {
        tags: ['users'],
        summary: "An employee's back-office page",
        description:
          'The record (EmployeeOut), the leave balances today (null when the company does not use leaves), the ' +
          'activity reports, expense claims and leaves since the same month a year ago (newest first, of the ' +
          'modules the company uses) and the history of changes to the account (oldest first). Seven statements.',
        params: IdParams,
        response: { 200: EmployeeOverviewOut },
      },
    },
    async (request) => {
      const { company, user } = requireCompany(request);
      const overview = await employeeOverview(
        deps.db,
        company,
        { id: request.params.id, viewerId: user.id },
        todayInParis(),
      );
      if (!overview) throw notFound();
      return overview;
    },
  );

  r.post(
    '/user/',
    {
      config: { permission: MANAGE_USERS },
      schema: {
        tags: ['users'],
        summary: 'Create an employee',
        description:
          'The employee gets no password: an invitation mail (valid 7 days, once) lets them choose one. No role given ' +
          'means collaborator; nobody grants a role beyond their own.',
        body: EmployeeIn,
        response: { 201: EmployeeOut },
      },
    },
    async (request, reply) => {
      const employee = await createEmployee(deps.db, actorOf(request), request.body, mailing(request));
      deps.kickMail();
      return reply.status(201).send(employee);
    },
  );

  r.put(
    '/user/:id/',
    {
      config: { permission: MANAGE_USERS, record: users },
      schema: {
        tags: ['users'],
        summary: 'Change an employee',
        description:
          'is_active false ends their open sessions at once; their history stays. A new `email` is not written: ' +
          'it is `pending_email` until the link mailed to it is opened, and the current address is told. Only an ' +
          'administrator changes the address of someone holding a back-office role (403 employee.emailChangeAdminOnly).',
        params: IdParams,
        body: EmployeeIn,
        response: { 200: EmployeeOut },
      },
    },
    async (request) => {
      const employee = await updateEmployee(
        deps.db,
        actorOf(request),
        request.params.id,
        request.body,
        mailing(request),
      );
      deps.kickMail();
      return employee;
    },
  );

  r.delete(
    '/user/:id/',
    {
      config: { permission: MANAGE_USERS, record: users },
      schema: {
        tags: ['users'],
        summary: 'Delete an employee who never signed in',
        description: 'Once they have signed in: 409 "Impossible. This user has already logged." (deactivate instead).',
        params: IdParams,
      },
    },
    async (request, reply) => {
      await deleteEmployee(deps.db, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/user/:id/invitation/',
    {
      config: { permission: MANAGE_USERS, record: users },
      schema: {
        tags: ['users'],
        summary: 'Send the invitation again',
        description: 'A new link for an employee who has not signed in yet; the older links stop working.',
        params: IdParams,
      },
    },
    async (request, reply) => {
      await resendInvitation(deps.db, actorOf(request), request.params.id, mailing(request));
      deps.kickMail();
      return reply.status(204).send();
    },
  );
}
