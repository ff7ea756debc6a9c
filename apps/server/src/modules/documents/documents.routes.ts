import { multilineText, plainText, queryIdSchema, TEXT_LIMITS } from '@staff/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { companyOf, requireAuth } from '../../platform/access';
import { badRequest, notFound } from '../../platform/errors';
import { storedFiles } from '../../platform/files/files.tables';
import { listOf, PageQuery } from '../../platform/pagination';
import { documents } from './documents.tables';

const DocumentOut = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  file_name: z.string(),
  size: z.number(),
  content_type: z.string(),
  created: z.string(),
});
const IdParams = z.object({ id: queryIdSchema });
/** The text fields of the multipart upload: the input guard sees JSON only, so they are checked here. */
const DocumentText = z.object({
  title: plainText(TEXT_LIMITS.title),
  description: multilineText(TEXT_LIMITS.longText),
});

export async function documentRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const columns = {
    id: documents.id,
    title: documents.title,
    description: documents.description,
    file_name: storedFiles.file_name,
    size: storedFiles.size,
    content_type: storedFiles.content_type,
    created: documents.created,
  };

  r.get(
    '/document/',
    {
      config: { authenticated: true },
      schema: {
        tags: ['documents'],
        summary: 'Company documents',
        querystring: PageQuery,
        response: { 200: listOf(DocumentOut) },
      },
    },
    async (request) => {
      const where = and(eq(documents.company_id, companyOf(request)), isNull(documents.service_id));
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(documents)
          .innerJoin(storedFiles, eq(storedFiles.id, documents.file_id))
          .where(where)
          .orderBy(desc(documents.created), desc(documents.id))
          .limit(request.query.limit)
          .offset(request.query.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(documents).where(where),
      ]);
      return { count: Number(total?.n ?? 0), results: rows.map((d) => ({ ...d, created: d.created.toISOString() })) };
    },
  );

  r.get(
    '/document/:id/file/',
    {
      config: { authenticated: true, record: documents },
      schema: { tags: ['documents'], summary: 'Download a document', params: IdParams },
    },
    async (request, reply) => {
      const [row] = await db
        .select({ file: storedFiles })
        .from(documents)
        .innerJoin(storedFiles, eq(storedFiles.id, documents.file_id))
        .where(and(eq(documents.id, request.params.id), eq(documents.company_id, companyOf(request))));
      if (!row) throw notFound();
      return deps.files.send(reply, row.file);
    },
  );

  r.post(
    '/document/',
    {
      config: { permission: 'document.create' },
      schema: {
        tags: ['documents'],
        summary: 'Add a company document (multipart: title, description, attachment_file)',
        consumes: ['multipart/form-data'],
        // The answer is the list's item, never the internal columns (company, file and creator ids).
        response: { 201: DocumentOut },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const companyId = companyOf(request);
      let upload: { bytes: Buffer; fileName: string; contentType: string } | null = null;
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'file') upload = await deps.files.readUpload(part, 'attachment');
        else fields[part.fieldname] = String(part.value);
      }
      const title = (fields.title ?? '').trim();
      if (!title || !upload) {
        const missing: Record<string, string[]> = {};
        if (!title) missing.title = ['This field is required.'];
        if (!upload) missing.attachment_file = ['This field is required.'];
        throw badRequest('Please complete all fields !', missing);
      }
      const text = DocumentText.safeParse({ title, description: fields.description ?? '' });
      if (!text.success) {
        const issue = text.error.issues[0]!;
        throw badRequest(issue.message, { [String(issue.path[0])]: [issue.message] });
      }
      const file = upload;
      const created = await db.transaction(async (tx) => {
        const stored = await deps.files.save(tx, { companyId, createdBy: auth.user.id, ...file });
        const [doc] = await tx
          .insert(documents)
          .values({
            company_id: companyId,
            title,
            description: text.data.description,
            file_id: stored.id,
            creator_id: auth.user.id,
          })
          .returning();
        return { ...doc!, file_name: stored.file_name, size: stored.size, content_type: stored.content_type };
      });
      return reply.status(201).send({ ...created, created: created.created.toISOString() });
    },
  );

  r.delete(
    '/document/:id/',
    {
      config: { permission: 'document.create', record: documents },
      schema: { tags: ['documents'], summary: 'Delete a company document', params: IdParams },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      // The rows go in the transaction, the bytes once it has committed: a rollback must not lose the file.
      const removeBytes = await db.transaction(async (tx) => {
        const [doc] = await tx
          .delete(documents)
          .where(and(eq(documents.id, request.params.id), eq(documents.company_id, companyId)))
          .returning();
        if (!doc) throw notFound();
        return deps.files.discard(tx, companyId, [doc.file_id]);
      });
      await removeBytes();
      return reply.status(204).send();
    },
  );
}
