import { isoDateSchema } from '@staff/shared';
import { and, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { companyOf } from '../../platform/access';
import { parisMidnight } from '../../platform/clock';
import { listOf, PageQuery, queryBoolean } from '../../platform/pagination';
import { news } from './news.tables';

const NewsQuery = PageQuery.extend({
  enable: queryBoolean.optional(),
  /** News published on or before that day and not expired before it. */
  valid_for_date: isoDateSchema.optional(),
});

const NewsOut = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  publication_date: z.string(),
  expiration_date: z.string().nullable(),
  enable: z.boolean(),
});

export async function newsRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/news/',
    {
      config: { authenticated: true },
      schema: {
        tags: ['news'],
        summary: "The company's news",
        querystring: NewsQuery,
        response: { 200: listOf(NewsOut) },
      },
    },
    async (request) => {
      const q = request.query;
      const where: SQL[] = [eq(news.company_id, companyOf(request))];
      if (q.enable !== undefined) where.push(eq(news.enable, q.enable));
      if (q.valid_for_date) {
        where.push(lte(news.publication_date, q.valid_for_date));
        where.push(or(isNull(news.expiration_date), gte(news.expiration_date, parisMidnight(q.valid_for_date)))!);
      }
      const condition = and(...where);
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(news)
          .where(condition)
          .orderBy(desc(news.publication_date), desc(news.id))
          .limit(q.limit)
          .offset(q.offset),
        deps.db.select({ n: sql<number>`count(*)::int` }).from(news).where(condition),
      ]);
      return {
        count: Number(total?.n ?? 0),
        results: rows.map((n) => ({
          id: n.id,
          title: n.title,
          content: n.content,
          publication_date: n.publication_date,
          expiration_date: n.expiration_date?.toISOString() ?? null,
          enable: n.enable,
        })),
      };
    },
  );
}
