import { queryIdSchema } from '@staff/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../platform/errors';
import { storedFiles } from '../../platform/files/files.tables';
import { leaveActorOf, leaveFor, seesLeave } from './leaves.policy';
import { ONE_LEAVE } from './leaves.routes';
import { leaveAttachments } from './leaves.tables';

const AttachmentOut = z.object({
  id: z.number(),
  file_name: z.string(),
  size: z.number(),
  content_type: z.string(),
  created: z.string(),
});
const Params = z.object({ id: queryIdSchema, attachmentId: queryIdSchema });

/** Attachments of a leave: added after the first save, by its owner or one who decides on it (spec/2 §4.1). */
export async function leaveAttachmentRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const config = ONE_LEAVE;
  const preValidation = seesLeave(db);

  const select = (leaveId: number, attachmentId?: number) =>
    db
      .select({ attachment: leaveAttachments, file: storedFiles })
      .from(leaveAttachments)
      .innerJoin(storedFiles, eq(storedFiles.id, leaveAttachments.file_id))
      .where(
        and(
          eq(leaveAttachments.leave_id, leaveId),
          attachmentId === undefined ? undefined : eq(leaveAttachments.id, attachmentId),
        ),
      );
  const present = (row: {
    attachment: typeof leaveAttachments.$inferSelect;
    file: typeof storedFiles.$inferSelect;
  }) => ({
    id: row.attachment.id,
    file_name: row.file.file_name,
    size: row.file.size,
    content_type: row.file.content_type,
    created: row.attachment.created.toISOString(),
  });

  r.get(
    '/leave/:id/attachment/',
    {
      config,
      preValidation,
      schema: {
        tags: ['leaves'],
        summary: 'Attachments of a leave',
        params: z.object({ id: queryIdSchema }),
        response: { 200: z.array(AttachmentOut) },
      },
    },
    async (request) => {
      const leave = await leaveFor(db, await leaveActorOf(db, request), request.params.id, 'read');
      return (await select(leave.id).orderBy(asc(leaveAttachments.id))).map(present);
    },
  );

  r.post(
    '/leave/:id/attachment/',
    {
      config,
      preValidation,
      schema: {
        tags: ['leaves'],
        summary: 'Attach a file (multipart: attachment_file; PDF or image, 5 MB)',
        params: z.object({ id: queryIdSchema }),
        consumes: ['multipart/form-data'],
        response: { 201: AttachmentOut },
      },
    },
    async (request, reply) => {
      const actor = await leaveActorOf(db, request);
      // Asked before reading the body, so that nobody uploads 5 MB to learn a 404; again under the row's lock, so
      // that a decision taken meanwhile wins.
      await leaveFor(db, actor, request.params.id, 'attach');
      const { auth } = actor;
      const part = await request.file();
      if (!part) throw badRequest('Please choose a file.', { attachment_file: ['Please choose a file.'] });
      const upload = await deps.files.readUpload(part, 'attachment');
      const row = await db.transaction(async (tx) => {
        const leave = await leaveFor(tx, actor, request.params.id, 'attach', { lock: true });
        const file = await deps.files.save(tx, { companyId: leave.company_id, createdBy: auth.user.id, ...upload });
        const [attachment] = await tx
          .insert(leaveAttachments)
          .values({ company_id: leave.company_id, leave_id: leave.id, file_id: file.id, creator_id: auth.user.id })
          .returning();
        return { attachment: attachment!, file };
      });
      return reply.status(201).send(present(row));
    },
  );

  r.get(
    '/leave/:id/attachment/:attachmentId/',
    { config, preValidation, schema: { tags: ['leaves'], summary: 'Download an attachment', params: Params } },
    async (request, reply) => {
      const leave = await leaveFor(db, await leaveActorOf(db, request), request.params.id, 'download');
      const [row] = await select(leave.id, request.params.attachmentId);
      if (!row) throw notFound();
      return deps.files.send(reply, row.file);
    },
  );

  r.delete(
    '/leave/:id/attachment/:attachmentId/',
    { config, preValidation, schema: { tags: ['leaves'], summary: 'Remove an attachment', params: Params } },
    async (request, reply) => {
      const actor = await leaveActorOf(db, request);
      const removeBytes = await db.transaction(async (tx) => {
        const leave = await leaveFor(tx, actor, request.params.id, 'attach', { lock: true });
        const [attachment] = await tx
          .delete(leaveAttachments)
          .where(and(eq(leaveAttachments.leave_id, leave.id), eq(leaveAttachments.id, request.params.attachmentId)))
          .returning();
        if (!attachment) throw notFound();
        return deps.files.discard(tx, leave.company_id, [attachment.file_id]);
      });
      // The bytes go once the rows are gone for good: a rollback must find its file.
      await removeBytes();
      return reply.status(204).send();
    },
  );
}
