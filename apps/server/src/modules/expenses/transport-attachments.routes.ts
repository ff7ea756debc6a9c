import {
  ExpenseAttachmentOut,
  ExpenseAttachmentsOut,
  ExpenseClaimParams,
  TransportAttachmentParams,
} from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import type { AttachmentOwner } from './expense-attachments.queries';
import { attachmentHandlers } from './expense-attachments.routes';
import { seesClaimOfPath } from './expense-claims.policy';
import { CLAIMS_ROUTE } from './expense-claims.routes';

/**
 * The files of a claim's transport cost (spec/1 §2 "a transport cost dialog with attachments", §7 "transport-cost
 * attachment: GET, POST (multipart form data), DELETE"): read by the owner and his validators, changed by the owner
 * while the claim is a draft.
 */
/** The transport cost's files are the claim's attachments of no receipt. */
const transportOf = (claimId: number): AttachmentOwner => ({ claimId, invoiceId: null });

export async function transportAttachmentRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const config = CLAIMS_ROUTE;
  const preValidation = seesClaimOfPath(db);
  // The receipts' attachment handlers: one way to store, serve and delete a claim's files.
  const handlers = attachmentHandlers(deps);

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
    (request) => handlers.list(request, transportOf(request.params.claimId)),
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
    // The right to attach is asked before the upload is read (nobody sends 5 MB to learn a 403 or 409), again under
    // the claim's lock.
    (request, reply) => handlers.add(request, reply, transportOf(request.params.claimId)),
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
    (request, reply) => handlers.show(request, reply, transportOf(request.params.claimId), request.params.attachmentId),
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
    (request, reply) =>
      handlers.remove(request, reply, transportOf(request.params.claimId), request.params.attachmentId),
  );
}
