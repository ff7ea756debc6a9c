import { ServiceListQuery, ServiceOut } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { companyOf } from '../../platform/access';
import { listOf } from '../../platform/pagination';
import { listServices } from './users.queries';

/** The company's services (delegation form, filters); their administration comes with the services screens. */
export async function serviceRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/service/',
    {
      config: { permission: 'backoffice.use|mission_orders.view' },
      schema: {
        tags: ['users'],
        summary: "The company's services, by name",
        querystring: ServiceListQuery,
        response: { 200: listOf(ServiceOut) },
      },
    },
    async (request) => {
      const { rows, count } = await listServices(deps.db, companyOf(request), request.query);
      return {
        count,
        results: rows.map(({ service, n }) => ({
          id: service.id,
          name: service.name,
          manager: service.manager_id,
          assistant: service.assistant_id,
          members_count: Number(n ?? 0),
        })),
      };
    },
  );
}
