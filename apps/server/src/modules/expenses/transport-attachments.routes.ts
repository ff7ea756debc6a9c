import {
  ExpenseAttachmentOut,
  ExpenseAttachmentsOut,
  ExpenseClaimParams,
  TransportAttachmentParams,
} from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { fieldError, notFound } from '../../platform/errors';
import { attachmentsOf, presentExpenseAttachment } from './expense-attachments.queries';
import { seesClaimOfPath } from './expense-claims.access';
import { claimActorOf, lockEditableClaim } from './expense-claims.policy';
import { CLAIMS_ROUTE } from './expense-claims.routes';
import { addTransportAttachment, removeTransportAttachment } from './transport-attachments.service';

/**
 * The files of a claim's transport cost (spec/1 §2 "a transport cost dialog with attachments", §7 "transport-cost
 * attachment: GET, POST (multipart form data), DELETE"): read by the owner and his validators, changed by the owner
 * while the claim is a draft.
 */
/** The transport cost's files are the claim's attachments of no receipt. */
const transportOf = (claimId: number) => ({ claimId, invoiceId: null });

export async function transportAttachmentRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const config = CLAIMS_ROUTE;
  const preValidation = seesClaimOfPath(db);

  r.get(
    '/expense-claim/:claimId/transport-attachment/',
    {
      config,
      preValidation,
      schema: {
        tags: ['expenses'],
        summary: "The files of a claim's transport cost",
        params: ExpenseClaimParams,
        response: { 200: ExpenseAttachmentsOut },
      },
    },
    async (request) => {
      const { companyId } = await claimActorOf(db, request);
      return (await attachmentsOf(db, companyId, transportOf(request.params.claimId))).map(presentExpenseAttachment);
    },
  );

  r.post(
    '/expense-claim/:claimId/transport-attachment/',
    {
      config,
      preValidation,
      schema: {
        tags: ['expenses'],
        summary: 'Attach a file to the transport cost (multipart: attachment_file; PDF or image, 5 MB)',
        description: "The claim's owner, while it is a draft (403 for a validator, 409 expense.notEditable once sent).",
        params: ExpenseClaimParams,
        consumes: ['multipart/form-data'],
        response: { 201: ExpenseAttachmentOut },
      },
    },
    async (request, reply) => {
      const { auth } = await claimActorOf(db, request);
      // Asked before reading the body, so that nobody uploads 5 MB to learn a 403 or 409; again under the lock.
      await db.transaction((tx) => lockEditableClaim(tx, auth, request.params.claimId));
      const part = await request.file();
      if (!part) throw fieldError('attachment_file', 'file_required');
      const upload = await deps.files.readUpload(part, 'attachment');
      const row = await addTransportAttachment(db, deps.files, auth, request.params.claimId, upload);
      return reply.status(201).send(presentExpenseAttachment(row));
    },
  );

  r.get(
    '/expense-claim/:claimId/transport-attachment/:attachmentId/',
    {
      config,
      preValidation,
      schema: {
        tags: ['expenses'],
        summary: 'One file of the transport cost, shown inline (the dialog previews it)',
        params: TransportAttachmentParams,
      },
    },
    async (request, reply) => {
      const { companyId } = await claimActorOf(db, request);
      const { claimId, attachmentId } = request.params;
      const [row] = await attachmentsOf(db, companyId, transportOf(claimId), attachmentId);
      if (!row) throw notFound();
      return deps.files.send(reply, row.file, { inline: true });
    },
  );

  r.delete(
    '/expense-claim/:claimId/transport-attachment/:attachmentId/',
    {
      config,
      preValidation,
      schema: {
        tags: ['expenses'],
        summary: 'Remove a file of the transport cost (the owner, while draft)',
        params: TransportAttachmentParams,
      },
    },
    async (request, reply) => {
      const { auth } = await claimActorOf(db, request);
      const { claimId, attachmentId } = request.params;
      const removeBytes = await removeTransportAttachment(db, deps.files, auth, claimId, attachmentId);
      if (!removeBytes) throw notFound();
      // The bytes go once the rows are gone for good: a rollback must find its file.
      await removeBytes();
      return reply.status(204).send();
    },
  );
}
