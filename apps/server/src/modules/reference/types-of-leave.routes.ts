import { DEDUCTING_MODES } from '@staff/shared';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { companyOf } from '../../platform/access';
import { queryBoolean } from '../../platform/pagination';
import { typesOfLeave } from './reference.tables';

export const TypeOfLeaveOut = z.object({
  id: z.number(),
  /** The spec's clients read the label as `value`; `name` is the back office's field. */
  value: z.string(),
  name: z.string(),
  active: z.boolean(),
  deducting_mode: z.enum(DEDUCTING_MODES),
  rank: z.number(),
  requires_precision: z.boolean(),
  count_as_worked: z.boolean(),
  automatically_accept: z.boolean(),
  force_to_attach_file: z.boolean(),
  display_as_confidential: z.boolean(),
  prior_notice: z.number(),
  rights_management: z.boolean(),
  annual_quota: z.number(),
  period_management: z.boolean(),
  period_last_day: z.number(),
  period_last_month: z.number(),
  period_year_offset: z.number(),
});

export const presentTypeOfLeave = (t: typeof typesOfLeave.$inferSelect): z.infer<typeof TypeOfLeaveOut> => ({
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
        // A company has a handful of types and the forms want them all: the page is the whole list unless asked
        // otherwise, but a maximum still bounds what one request can read.
        querystring: z.object({
          active: queryBoolean.optional(),
          limit: z.coerce.number().int().min(1).max(1000).default(1000),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: z.object({ count: z.number(), results: z.array(TypeOfLeaveOut) }) },
      },
    },
    async (request) => {
      const where: SQL[] = [eq(typesOfLeave.company_id, companyOf(request))];
      if (request.query.active !== undefined) where.push(eq(typesOfLeave.active, request.query.active));
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(typesOfLeave)
          .where(and(...where))
          .orderBy(asc(typesOfLeave.rank), asc(typesOfLeave.id))
          .limit(request.query.limit)
          .offset(request.query.offset),
        deps.db
          .select({ n: count() })
          .from(typesOfLeave)
          .where(and(...where)),
      ]);
      return { count: Number(total?.n ?? 0), results: rows.map(presentTypeOfLeave) };
    },
  );
}
