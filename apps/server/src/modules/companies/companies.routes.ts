import { CompanyAdminOut, CompanyCreate, CompanyListQuery, CompanyPatch, IdParams } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import { listOf } from '../../platform/pagination';
import { presentCompany } from './companies.present';
import { countUsers, listCompanies } from './companies.queries';
import { createCompany, updateCompany } from './companies.service';
import type { companies } from './companies.tables';

/** The superuser console (/admin/): companies are not company data, so these routes are not tenant-scoped. */
const PERMISSION = 'companies.manage';

export async function companyRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  const withCount = (row: { company: typeof companies.$inferSelect; n: number | null }) => ({
    ...presentCompany(row.company),
    user_count: Number(row.n ?? 0),
    created: row.company.created_at.toISOString(),
    deletion_requested_at: row.company.deletion_requested_at?.toISOString() ?? null,
    deletion_requested_by: row.company.deletion_requested_by,
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
      const { rows, count } = await listCompanies(db, request.query);
      return { count, results: rows.map(withCount) };
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
        summary:
          'Activate (which also unlocks a company awaiting deletion), deactivate, start or end the trial of a company',
        params: IdParams,
        body: CompanyPatch,
        response: { 200: CompanyAdminOut },
      },
    },
    async (request) => {
      const company = await updateCompany(db, request.params.id, request.body);
      if (!company) throw notFound();
      return withCount({ company, n: await countUsers(db, company.id) });
    },
  );
}
