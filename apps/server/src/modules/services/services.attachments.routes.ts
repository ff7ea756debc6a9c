import { IdParams, ServiceAttachmentOut, ServiceAttachmentParams } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { companyOf, requireAuth } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { createDocument, deleteDocument, readDocumentUpload } from '../documents';
import { listServiceAttachments, serviceAttachmentFile } from './services.queries';
import { services } from './services.tables';

/** Documents of a service (spec/3 "Service attachment"): stored as documents with the service's id. */
export async function serviceAttachmentRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['services'];
  const config = { permission: 'user.create', record: services };

  type Row = Awaited<ReturnType<typeof listServiceAttachments>>[number];
  const present = ({ author_username, created, modified, ...row }: Row): ServiceAttachmentOut => ({
    ...row,
    author: author_username === null ? null : { username: author_username },
    created: created.toISOString(),
    modified: modified.toISOString(),
  });

  r.get(
    '/service/:id/attachment/',
    {
      config,
      schema: {
        tags,
        summary: "A service's documents, newest first",
        params: IdParams,
        response: { 200: ServiceAttachmentOut.array() },
      },
    },
    async (request) => (await listServiceAttachments(db, companyOf(request), request.params.id)).map(present),
  );

  r.post(
    '/service/:id/attachment/',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a document to a service (multipart: title, description, attachment_file; PDF or image, 5 MB)',
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: { 201: ServiceAttachmentOut },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const companyId = companyOf(request);
      const document = await readDocumentUpload(request, deps.files);
      const created = await createDocument(db, deps.files, {
        companyId,
        serviceId: request.params.id,
        creatorId: auth.user.id,
        ...document,
      });
      const [row] = await listServiceAttachments(db, companyId, request.params.id, created.id);
      return reply.status(201).send(present(row!));
    },
  );

  r.get(
    '/service/:id/attachment/:attachmentId/file/',
    {
      config,
      schema: { tags, summary: "Downloads a service's document", params: ServiceAttachmentParams },
    },
    async (request, reply) => {
      const file = await serviceAttachmentFile(db, companyOf(request), request.params.id, request.params.attachmentId);
      if (!file) throw notFound();
      return deps.files.send(reply, file);
    },
  );

  r.delete(
    '/service/:id/attachment/:attachmentId/',
    {
      config,
      schema: { tags, summary: "Deletes a service's document", params: ServiceAttachmentParams },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const removeBytes = await deleteDocument(db, deps.files, companyOf(request), attachmentId, id);
      if (!removeBytes) throw notFound();
      await removeBytes();
      return reply.status(204).send();
    },
  );
}
