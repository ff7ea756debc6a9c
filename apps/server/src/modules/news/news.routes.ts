import { NewsOut, NewsQuery } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { companyOf } from '../../platform/access';
import { listOf } from '../../platform/pagination';
import { listNews } from './news.queries';

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
      const { rows, count } = await listNews(deps.db, companyOf(request), request.query);
      return {
        count,
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
