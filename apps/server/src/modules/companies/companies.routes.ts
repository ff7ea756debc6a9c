import { queryIdSchema } from '@staff/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import { listOf, orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { users } from '../users/users.tables';
import { presentCompany } from './companies.present';
import { CompanyAdminOut, CompanyCreate, CompanyListQuery, CompanyPatch } from './companies.schemas';
import { createCompany, updateCompany } from './companies.service';
import { companies } from './companies.tables';

/** The superuser console (/admin/): companies are not company data, so these routes are not tenant-scoped. */
const PERMISSION = 'companies.manage';

export async function companyRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  const userCounts = db
    .select({ company_id: users.company_id, n: count().as('n') })
    .from(users)
    .groupBy(users.company_id)
    .as('user_counts');

  const withCount = (row: { company: typeof companies.$inferSelect; n: number | null }) => ({
    ...presentCompany(row.company),
    user_count: Number(row.n ?? 0),
    created: row.company.created_at.toISOString(),
  });

  r.get(
    '/company/',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['companies'],
        summary: 'All companies (superuser)',
        querystring: CompanyListQuery,
        response: { 200: listOf(CompanyAdminOut) },
      },
    },
    async (request) => {
      const q = request.query;
      const where = q.search ? sql`${foldedColumn(companies.name)} LIKE ${containsPattern(q.search)}` : undefined;
      const ordering = {
        name: foldedColumn(companies.name),
        created: companies.created_at,
        trial_period_end: companies.trial_period_end,
      };
      const [rows, [total]] = await Promise.all([
        db
          .select({ company: companies, n: userCounts.n })
          .from(companies)
          .leftJoin(userCounts, eq(userCounts.company_id, companies.id))
          .where(where)
          .orderBy(...orderBy(q.ordering, ordering, 'name', companies.id))
          .limit(q.limit)
          .offset(q.offset),
        db.select({ n: count() }).from(companies).where(where),
      ]);
      return { count: Number(total?.n ?? 0), results: rows.map(withCount) };
    },
  );

  r.post(
    '/company/',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['companies'],
        summary: 'Create a company with its first administrator',
        body: CompanyCreate,
        response: { 201: CompanyAdminOut },
      },
    },
    async (request, reply) => {
      const company = await createCompany(db, request.body);
      return reply.status(201).send(withCount({ company, n: 1 }));
    },
  );

  r.patch(
    '/company/:id/',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['companies'],
        summary: 'Activate, deactivate, start or end the trial of a company',
        params: z.object({ id: queryIdSchema }),
        body: CompanyPatch,
        response: { 200: CompanyAdminOut },
      },
    },
    async (request) => {
      const company = await updateCompany(db, request.params.id, request.body);
      if (!company) throw notFound();
      const [counted] = await db.select({ n: count() }).from(users).where(eq(users.company_id, company.id));
      return withCount({ company, n: counted?.n ?? 0 });
    },
  );
}
