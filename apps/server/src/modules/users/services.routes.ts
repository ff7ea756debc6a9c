import { queryIdSchema } from '@staff/shared';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { companyOf } from '../../platform/access';
import { listOf, PageQuery } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { serviceMembers, services } from './users.tables';

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
      const q = request.query;
      const where: SQL[] = [eq(services.company_id, companyOf(request))];
      if (q.manager_id) where.push(eq(services.manager_id, q.manager_id));
      if (q.search) where.push(sql`${foldedColumn(services.name)} LIKE ${containsPattern(q.search)}`);
      const members = deps.db
        .select({ service_id: serviceMembers.service_id, n: count().as('n') })
        .from(serviceMembers)
        .groupBy(serviceMembers.service_id)
        .as('members');
      const [rows, [total]] = await Promise.all([
        deps.db
          .select({ service: services, n: members.n })
          .from(services)
          .leftJoin(members, eq(members.service_id, services.id))
          .where(and(...where))
          .orderBy(asc(foldedColumn(services.name)), asc(services.id))
          .limit(q.limit)
          .offset(q.offset),
        deps.db
          .select({ n: count() })
          .from(services)
          .where(and(...where)),
      ]);
      return {
        count: Number(total?.n ?? 0),
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
