import { ExpenseAttachmentOut, ExpenseAttachmentParams, ExpenseAttachmentsOut, ExpenseLineParams } from '@staff/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { readUploadForm } from '../../platform/files/upload-form';
import { type AttachmentOwner, attachmentsOf, presentExpenseAttachment } from './expense-attachments.queries';
import { addExpenseAttachment, assertMayAttach, removeExpenseAttachment } from './expense-attachments.service';
import { claimPolicy, loadClaimOfLine } from './expense-claims.policy';
import { CLAIMS_ROUTE as EXPENSE_ROUTES } from './expense-claims.routes';
import { invoices } from './expenses.tables';

/**
 * The serving side of a claim's files, for the receipts' attachments here and the transport cost's in the claim's
 * routes: upload (multipart `attachment_file`, PDF or image up to 5 MB, the type sniffed from the bytes), list, one
 * file shown inline (the forms preview it in place), delete.
 */
export const attachmentHandlers = (deps: AppDeps) => ({
  list: async (request: FastifyRequest, owner: AttachmentOwner) =>
    (await attachmentsOf(deps.db, requireCompany(request).companyId, owner)).map(presentExpenseAttachment),

  add: async (request: FastifyRequest, reply: FastifyReply, owner: AttachmentOwner) => {
    await assertMayAttach(deps.db, request, owner.claimId);
    const { upload } = await readUploadForm(request, deps.files, { field: 'attachment_file', kind: 'attachment' });
    const row = await addExpenseAttachment(deps.db, deps.files, requireCompany(request), owner, upload);
    return reply.status(201).send(presentExpenseAttachment(row));
  },

  show: async (request: FastifyRequest, reply: FastifyReply, owner: AttachmentOwner, attachmentId: number) => {
    const [row] = await attachmentsOf(deps.db, requireCompany(request).companyId, owner, attachmentId);
    if (!row) throw notFound();
    return deps.files.send(reply, row.file, { inline: true });
  },

  remove: async (request: FastifyRequest, reply: FastifyReply, owner: AttachmentOwner, attachmentId: number) => {
    const removeBytes = await removeExpenseAttachment(
      deps.db,
      deps.files,
      requireCompany(request),
      owner,
      attachmentId,
    );
    // The bytes go once the rows are gone for good: a rollback must find its file.
    await removeBytes();
    return reply.status(204).send();
  },
});

/** The attachments of a receipt (spec/1 §7 "invoice attachment: GET, POST (multipart form data), DELETE"). */
export async function invoiceAttachmentRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const handlers = attachmentHandlers(deps);
  const config = { ...EXPENSE_ROUTES, record: invoices, loadRecord: loadClaimOfLine(invoices) };
  const preValidation = claimPolicy.sees(db);
  const tags = ['expenses'];
  const ownerOf = (params: { claimId: number; id: number }): AttachmentOwner => ({
    claimId: params.claimId,
    invoiceId: params.id,
  });

  r.get(
    '/expense-claim/:claimId/invoice/:id/attachment/',
    {
      config,
      preValidation,
      schema: {
        tags,
        summary: 'The files attached to a receipt',
        description: 'The owner and the validators of the claim read them; 404 for whoever may not see the claim.',
        params: ExpenseLineParams,
        response: { 200: ExpenseAttachmentsOut },
      },
    },
    (request) => handlers.list(request, ownerOf(request.params)),
  );

  r.post(
    '/expense-claim/:claimId/invoice/:id/attachment/',
    {
      config,
      preValidation,
      schema: {
        tags,
        summary: 'Attach a file to a receipt (multipart: attachment_file; PDF or image, 5 MB)',
        description:
          "The claim's owner, on a draft: 403 for a validator, 409 expense.notEditable once sent; 413 above 5 MB, " +
          '415 when the bytes are neither a PDF nor an image.',
        params: ExpenseLineParams,
        consumes: ['multipart/form-data'],
        response: { 201: ExpenseAttachmentOut },
      },
    },
    (request, reply) => handlers.add(request, reply, ownerOf(request.params)),
  );

  r.get(
    '/expense-claim/:claimId/invoice/:id/attachment/:attachmentId/',
    {
      config,
      preValidation,
      schema: {
        tags,
        summary: 'One attached file, shown inline (PDF or image)',
        params: ExpenseAttachmentParams,
      },
    },
    (request, reply) => handlers.show(request, reply, ownerOf(request.params), request.params.attachmentId),
  );

  r.delete(
    '/expense-claim/:claimId/invoice/:id/attachment/:attachmentId/',
    {
      config,
      preValidation,
      schema: {
        tags,
        summary: "Remove a file from a receipt of a draft claim of one's own",
        params: ExpenseAttachmentParams,
      },
    },
    (request, reply) => handlers.remove(request, reply, ownerOf(request.params), request.params.attachmentId),
  );
}
