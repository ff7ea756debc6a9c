import { CompanyDeleteBody, CompanyDeletionRecap, IdParams } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { deleteCompany, deletionRecap, requestCompanyDeletion } from './deletion.service';

/**
 * A company's deletion (spec/1 §2, spec/3 §1): its administrator asks (DELETE my-company/), the company is locked;
 * the superuser reads the recap (GET company/{id}/), then unlocks it (PATCH company/{id}/ {is_active: true}, in
 * companies.routes.ts) or erases it (DELETE company/{id}/ with the typed name).
 */
export async function companyDeletionRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.delete(
    '/my-company/',
    {
      config: { permission: 'company.update' },
      schema: {
        tags: ['companies'],
        summary: 'Ask for the deletion of my company',
        description:
          'The company is locked at once: its users can no longer sign in and their sessions end (this one too). ' +
          'The superusers are mailed a link to the deletion page, where they delete or unlock it.',
      },
    },
    async (request, reply) => {
      const auth = requireCompany(request);
      await requestCompanyDeletion(db, {
        companyId: auth.companyId,
        userId: auth.user.id,
        publicUrl: deps.config.publicUrl,
      });
      deps.kickMail();
      return reply.status(204).send();
    },
  );

  r.get(
    '/company/:id/',
    {
      config: { permission: 'companies.manage' },
      schema: {
        tags: ['companies'],
        summary: "A company's recap before its deletion (superuser)",
        params: IdParams,
        response: { 200: CompanyDeletionRecap },
      },
    },
    async (request) => {
      const recap = await deletionRecap(db, request.params.id);
      if (!recap) throw notFound();
      const { company, requester, data } = recap;
      return {
        id: company.id,
        name: company.name,
        hostname: company.hostname,
        created: company.created_at.toISOString(),
        is_active: company.is_active,
        is_trial_period: company.is_trial_period,
        trial_period_end: company.trial_period_end,
        flags: {
          use_wellness: company.use_wellness,
          use_activities: company.use_activities,
          use_expenses_claims: company.use_expenses_claims,
          use_leaves: company.use_leaves,
          use_time_tracking: company.use_time_tracking,
          use_mission_orders: company.use_mission_orders,
        },
        user_count: data.find((d) => d.table === 'users')?.rows ?? 0,
        deletion_requested_at: company.deletion_requested_at?.toISOString() ?? null,
        requester,
        data,
        files_bytes: recap.filesBytes,
      };
    },
  );

  r.delete(
    '/company/:id/',
    {
      config: { permission: 'companies.manage' },
      schema: {
        tags: ['companies'],
        summary: 'Delete a company and everything it holds (superuser)',
        description:
          'Every row of every table that belongs to the company, in one transaction, then its files. `name` must ' +
          'equal the company name (400 otherwise).',
        params: IdParams,
        body: CompanyDeleteBody,
      },
    },
    async (request, reply) => {
      const deleted = await deleteCompany(db, deps.files, {
        companyId: request.params.id,
        typedName: request.body.name,
      });
      if (!deleted) throw notFound();
      return reply.status(204).send();
    },
  );
}
