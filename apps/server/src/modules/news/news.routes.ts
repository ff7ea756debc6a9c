import { hasPermission, IdParams, NewsInput, NewsOut, NewsQuery } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { companyOf, requireAuth } from '../../platform/access';
import { todayInParis } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { listOf } from '../../platform/pagination';
import { listNews } from './news.queries';
import { createNews, deleteNews, updateNews } from './news.service';
import { news } from './news.tables';

/** Who writes the news (spec/3 §6: lastnews.create gates the news screen). */
const EDIT = 'lastnews.create';

const present = (n: typeof news.$inferSelect): NewsOut => ({
  id: n.id,
  title: n.title,
  content: n.content,
  publication_date: n.publication_date,
  expiration_date: n.expiration_date?.toISOString() ?? null,
  enable: n.enable,
  created: n.created.toISOString(),
  modified: n.modified.toISOString(),
});

export async function newsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/news/',
    {
      config: { authenticated: true },
      schema: {
        tags: ['news'],
        summary: "The company's news",
        description:
          'Filters: title (contains, accents and case ignored), enable, valid_for_date. Ordering: title, ' +
          'publication_date, expiration_date, created, modified, enable (default -publication_date). A caller ' +
          'without lastnews.create sees only the enabled news published and not expired today, whatever the filters.',
        querystring: NewsQuery,
        response: { 200: listOf(NewsOut) },
      },
    },
    async (request) => {
      const editor = hasPermission(requireAuth(request).permissions, EDIT);
      // A news not yet published, expired or disabled is the editors' draft: nobody else reads or counts it.
      const query = editor ? request.query : { ...request.query, enable: true, valid_for_date: todayInParis() };
      const { rows, count } = await listNews(db, companyOf(request), query);
      return { count, results: rows.map(present) };
    },
  );

  r.post(
    '/news/',
    {
      config: { permission: EDIT },
      schema: { tags: ['news'], summary: 'Publish a news item', body: NewsInput, response: { 201: NewsOut } },
    },
    async (request, reply) => reply.status(201).send(present(await createNews(db, companyOf(request), request.body))),
  );

  r.put(
    '/news/:id/',
    {
      config: { permission: EDIT, record: news },
      schema: {
        tags: ['news'],
        summary: 'Edit a news item',
        params: IdParams,
        body: NewsInput,
        response: { 200: NewsOut },
      },
    },
    async (request) => {
      const row = await updateNews(db, companyOf(request), request.params.id, request.body);
      if (!row) throw notFound();
      return present(row);
    },
  );

  r.delete(
    '/news/:id/',
    {
      config: { permission: EDIT, record: news },
      schema: { tags: ['news'], summary: 'Delete a news item', params: IdParams },
    },
    async (request, reply) => {
      if (!(await deleteNews(db, companyOf(request), request.params.id))) throw notFound();
      return reply.status(204).send();
    },
  );
}
