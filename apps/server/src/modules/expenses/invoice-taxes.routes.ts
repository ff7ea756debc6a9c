import { InvoiceTaxOut, InvoiceTaxParams, InvoiceTaxPatch } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { type RouteAccess, requireCompany } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { claimPolicy } from './expense-claims.policy';
import { deleteTaxLine, updateTaxLine } from './invoice-taxes.service';
import { presentTaxLine, taxLineOfInvoice } from './invoices.queries';

const tags = ['expenses'];
const RULES =
  "The claim owner on a draft (403 for a validator, 409 expense.notEditable once sent). The receipt's lines must " +
  "still make its total (400 expense.taxSumMismatch on TF and VAT); a new rate is the company's and active, or on " +
  'this receipt already (400 expense.taxUnknown, expense.taxInactive on tax). 404 for a line of another receipt.';

/**
 * The tax lines of a receipt one by one (spec/1 §7 "tax lines under invoice/{id}/tax/{id}/"): each read, changed or
 * removed on its own (the list is the receipt's, invoices.routes.ts). `oneInvoice` is the receipt's access (another company's or another claim's receipt is 404).
 */
export async function invoiceTaxRoutes(app: FastifyInstance, deps: AppDeps, oneInvoice: RouteAccess) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const sees = claimPolicy.sees(db);
  const idsOf = (params: { claimId: number; id: number; taxLineId: number }) => ({
    claimId: params.claimId,
    invoiceId: params.id,
    lineId: params.taxLineId,
  });

  r.get(
    '/expense-claim/:claimId/invoice/:id/tax/:taxLineId/',
    {
      config: oneInvoice,
      preValidation: sees,
      schema: {
        tags,
        summary: 'One tax line of a receipt',
        params: InvoiceTaxParams,
        response: { 200: InvoiceTaxOut },
      },
    },
    async (request) => {
      const { id, taxLineId } = request.params;
      const line = await taxLineOfInvoice(db, requireCompany(request).companyId, id, taxLineId);
      if (!line) throw notFound();
      return presentTaxLine(line);
    },
  );

  r.patch(
    '/expense-claim/:claimId/invoice/:id/tax/:taxLineId/',
    {
      config: oneInvoice,
      preValidation: sees,
      schema: {
        tags,
        summary: "Change a tax line's rate or amounts (a field left out is kept)",
        description: `${RULES} The receipt's only line given a new rate without amounts has them computed from the total.`,
        params: InvoiceTaxParams,
        body: InvoiceTaxPatch,
        response: { 200: InvoiceTaxOut },
      },
    },
    (request) => updateTaxLine(db, requireCompany(request), idsOf(request.params), request.body),
  );

  r.delete(
    '/expense-claim/:claimId/invoice/:id/tax/:taxLineId/',
    {
      config: oneInvoice,
      preValidation: sees,
      schema: {
        tags,
        summary: 'Remove a tax line',
        description: `${RULES} One line left has its amounts computed from the total; none left, the zero-rate line.`,
        params: InvoiceTaxParams,
      },
    },
    async (request, reply) => {
      await deleteTaxLine(db, requireCompany(request), idsOf(request.params));
      return reply.status(204).send();
    },
  );
}
