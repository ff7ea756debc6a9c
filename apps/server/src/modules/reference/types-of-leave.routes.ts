import { type DEDUCTING_MODES, type TypeOfLeave, TypeOfLeaveListQuery, TypeOfLeaveOut } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { companyOf } from '../../platform/access';
import { listOf } from '../../platform/pagination';
import { listTypesOfLeave } from './reference.queries';
import type { typesOfLeave } from './reference.tables';

export const presentTypeOfLeave = (t: typeof typesOfLeave.$inferSelect): TypeOfLeave => ({
  id: t.id,
  value: t.name,
  name: t.name,
  active: t.active,
  deducting_mode: t.deducting_mode as (typeof DEDUCTING_MODES)[number],
  rank: t.rank,
  requires_precision: t.requires_precision,
  count_as_worked: t.count_as_worked,
  automatically_accept: t.automatically_accept,
  force_to_attach_file: t.force_to_attach_file,
  display_as_confidential: t.display_as_confidential,
  prior_notice: t.prior_notice,
  rights_management: t.rights_management,
  annual_quota: t.annual_quota_hundredths / 100,
  period_management: t.period_management,
  period_last_day: t.period_last_day,
  period_last_month: t.period_last_month,
  period_year_offset: t.period_year_offset,
});

export async function typeOfLeaveRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/typeOfLeave/',
    {
      // Types of leave exist for leaves only: off with the module.
      config: { authenticated: true, feature: 'use_leaves' },
      schema: {
        tags: ['reference'],
        summary: "The company's types of leave, by rank",
        querystring: TypeOfLeaveListQuery,
        response: { 200: listOf(TypeOfLeaveOut) },
      },
    },
    async (request) => {
      const { rows, count } = await listTypesOfLeave(deps.db, companyOf(request), request.query);
      return { count, results: rows.map(presentTypeOfLeave) };
    },
  );
}
