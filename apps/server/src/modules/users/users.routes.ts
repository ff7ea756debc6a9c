import { IdParams, UserListQuery, UserOut } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { companyOf } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { listOf } from '../../platform/pagination';
import { getUser, listUsers } from './users.queries';
import { users } from './users.tables';

/** The company directory: the back office, the leaves calendar and mission orders read it. */
const READ_USERS = 'backoffice.use|mission_orders.view|leaves.create';

export async function userRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/user/',
    {
      config: { permission: READ_USERS },
      schema: {
        tags: ['users'],
        summary: "The company's people",
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
        params: IdParams,
        response: { 200: UserOut },
      },
    },
    async (request) => {
      const user = await getUser(deps.db, companyOf(request), request.params.id);
      if (!user) throw notFound();
      return user;
    },
  );
}
