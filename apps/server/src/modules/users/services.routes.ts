import { queryIdSchema } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { companyOf } from '../../platform/access';
import { listOf, PageQuery } from '../../platform/pagination';
import { listServices } from './users.queries';

const ServiceOut = z.object({
  id: z.number(),
  name: z.string(),
  manager: z.number().nullable(),
  assistant: z.number().nullable(),
  members_count: z.number(),
});

/** The company's services (delegation form, filters); their administration comes with the services screens. */
export async function serviceRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/service/',
    {
      config: { permission: 'backoffice.use|mission_orders.view' },
      schema: {
        tags: ['users'],
        summary: "The company's services, by name",
        querystring: PageQuery.extend({ manager_id: queryIdSchema.optional() }),
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
