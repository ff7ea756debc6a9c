import { type LeaveAttachment, LeaveAttachmentOut, LeaveAttachmentParams, LeaveAttachmentsOut } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import type { storedFiles } from '../../platform/files/files.tables';
import { readUploadForm } from '../../platform/files/upload-form';
import { oneRecordRoutes } from '../../platform/one-record-routes';
import { addAttachment, removeAttachment } from './leaves.attachments.service';
import { leaveActorOf, leavePolicy, seesLeave } from './leaves.policy';
import { attachmentsOf } from './leaves.queries';
import { ONE_LEAVE } from './leaves.routes';
import type { leaveAttachments } from './leaves.tables';

/** Attachments of a leave: added after the first save, by its owner or one who decides on it (spec/2 §4.1). */
export async function leaveAttachmentRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const oneLeave = oneRecordRoutes(ONE_LEAVE, ['leaves'], seesLeave(db));

  const present = (row: {
    attachment: typeof leaveAttachments.$inferSelect;
    file: typeof storedFiles.$inferSelect;
  }): LeaveAttachment => ({
    id: row.attachment.id,
    file_name: row.file.file_name,
    size: row.file.size,
    content_type: row.file.content_type,
    created: row.attachment.created.toISOString(),
  });

  r.get(
    '/leave/:id/attachment/',
    oneLeave({ summary: 'Attachments of a leave', response: { 200: LeaveAttachmentsOut } }),
    async (request) => {
      const { leave } = await leavePolicy.ofRoute(db, request, 'read');
      return (await attachmentsOf(db, leave.id)).map(present);
    },
  );

  r.post(
    '/leave/:id/attachment/',
    oneLeave({
      summary: 'Attach a file (multipart: attachment_file; PDF or image, 5 MB)',
      consumes: ['multipart/form-data'],
      response: { 201: LeaveAttachmentOut },
    }),
    async (request, reply) => {
      const actor = await leaveActorOf(db, request);
      // Asked before reading the body, so that nobody uploads 5 MB to learn a 404; again under the row's lock, so
      // that a decision taken meanwhile wins.
      await leavePolicy.ofRoute(db, request, 'attach');
      const { upload } = await readUploadForm(request, deps.files, { field: 'attachment_file', kind: 'attachment' });
      const row = await addAttachment(db, deps.files, actor, request.params.id, upload);
      return reply.status(201).send(present(row));
    },
  );

  r.get(
    '/leave/:id/attachment/:attachmentId/',
    oneLeave({ summary: 'Download an attachment', params: LeaveAttachmentParams }),
    async (request, reply) => {
      const { leave } = await leavePolicy.ofRoute(db, request, 'download');
      const [row] = await attachmentsOf(db, leave.id, request.params.attachmentId);
      if (!row) throw notFound();
      return deps.files.send(reply, row.file);
    },
  );

  r.delete(
    '/leave/:id/attachment/:attachmentId/',
    oneLeave({ summary: 'Remove an attachment', params: LeaveAttachmentParams }),
    async (request, reply) => {
      const actor = await leaveActorOf(db, request);
      const removeBytes = await removeAttachment(db, deps.files, actor, request.params.id, request.params.attachmentId);
      if (!removeBytes) throw notFound();
      // The bytes go once the rows are gone for good: a rollback must find its file.
      await removeBytes();
      return reply.status(204).send();
    },
  );
}
