import { DocumentOut, IdParams } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { companyOf, requireAuth } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { listOf, PageQuery } from '../../platform/pagination';
import { documentFile, listCompanyDocuments } from './documents.queries';
import { createDocument, deleteDocument } from './documents.service';
import { documents } from './documents.tables';
import { readDocumentUpload } from './documents.upload';

export async function documentRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

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
      const { rows, count } = await listCompanyDocuments(db, companyOf(request), request.query);
      return { count, results: rows.map((d) => ({ ...d, created: d.created.toISOString() })) };
    },
  );

  r.get(
    '/document/:id/file/',
    {
      config: { authenticated: true, record: documents },
      schema: { tags: ['documents'], summary: 'Download a document', params: IdParams },
    },
    async (request, reply) => {
      const file = await documentFile(db, companyOf(request), request.params.id);
      if (!file) throw notFound();
      return deps.files.send(reply, file);
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
      const { title, description, upload } = await readDocumentUpload(request, deps.files);
      const created = await createDocument(db, deps.files, {
        companyId,
        creatorId: auth.user.id,
        title,
        description,
        upload,
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
      const removeBytes = await deleteDocument(db, deps.files, companyOf(request), request.params.id);
      if (!removeBytes) throw notFound();
      await removeBytes();
      return reply.status(204).send();
    },
  );
}
