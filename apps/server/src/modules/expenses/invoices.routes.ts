import {
  ExpenseClaimParams,
  ExpenseLineParams,
  InvoiceInput,
  InvoiceOut,
  InvoiceTaxOut,
  listOf,
  PageQuery,
} from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { claimPolicy, loadClaimOfLine, seesClaimOfPath } from './expense-claims.policy';
import { CLAIMS_ROUTE as EXPENSE_ROUTES } from './expense-claims.routes';
import { invoices } from './expenses.tables';
import { invoiceTaxRoutes } from './invoice-taxes.routes';
import { invoiceOfClaim, invoicePage } from './invoices.queries';
import { createInvoice, deleteInvoice, updateInvoice } from './invoices.service';

const tags = ['expenses'];
const LinePage = PageQuery.pick({ limit: true, offset: true });
const RULES =
  'spec/1 §5 "Invoice", 400 coded: expense.amountZero, fieldsRequired, taxLineIncomplete, taxSumMismatch, ' +
  'personRequired (a type with person_is_mandatory), typeOfExpenseUnknown, customerUnknown, taxUnknown (not the ' +
  "company's). No tax line: one zero-rate line (tax null); one line without TF and VAT: computed from the total. " +
  '403 for a validator, 409 expense.notEditable once the claim is sent.';

/** The receipts of a claim (spec/1 §3 "Invoice", §7 "GET/POST/PUT/DELETE under an expense claim"). */
export async function invoiceRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const ONE_INVOICE = { ...EXPENSE_ROUTES, record: invoices, loadRecord: loadClaimOfLine(invoices) };

  r.get(
    '/expense-claim/:claimId/invoice/',
    {
      config: EXPENSE_ROUTES,
      preValidation: seesClaimOfPath(db),
      schema: {
        tags,
        summary: 'The receipts of a claim, in date order, with their tax lines and attachments',
        description: 'The owner and the validators of the claim read them; 404 for whoever may not see the claim.',
        params: ExpenseClaimParams,
        querystring: LinePage,
        response: { 200: listOf(InvoiceOut) },
      },
    },
    (request) => invoicePage(db, requireCompany(request).companyId, request.params.claimId, request.query),
  );

  r.post(
    '/expense-claim/:claimId/invoice/',
    {
      config: EXPENSE_ROUTES,
      preValidation: seesClaimOfPath(db),
      schema: {
        tags,
        summary: "Add a receipt to a draft claim of one's own",
        description: RULES,
        params: ExpenseClaimParams,
        body: InvoiceInput,
        response: { 201: InvoiceOut },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createInvoice(db, requireCompany(request), request.params.claimId, request.body)),
  );

  r.get(
    '/expense-claim/:claimId/invoice/:id/',
    {
      config: ONE_INVOICE,
      preValidation: claimPolicy.sees(db),
      schema: { tags, summary: 'One receipt', params: ExpenseLineParams, response: { 200: InvoiceOut } },
    },
    async (request) => {
      const { claimId, id } = request.params;
      const invoice = await invoiceOfClaim(db, requireCompany(request).companyId, claimId, id);
      if (!invoice) throw notFound();
      return invoice;
    },
  );

  r.put(
    '/expense-claim/:claimId/invoice/:id/',
    {
      config: ONE_INVOICE,
      preValidation: claimPolicy.sees(db),
      schema: {
        tags,
        summary: 'Replace a receipt, its tax lines with it',
        description: RULES,
        params: ExpenseLineParams,
        body: InvoiceInput,
        response: { 200: InvoiceOut },
      },
    },
    (request) => updateInvoice(db, requireCompany(request), request.params.claimId, request.params.id, request.body),
  );

  r.delete(
    '/expense-claim/:claimId/invoice/:id/',
    {
      config: ONE_INVOICE,
      preValidation: claimPolicy.sees(db),
      schema: {
        tags,
        summary: "Delete a receipt of a draft claim of one's own, its tax lines and attachments with it",
        params: ExpenseLineParams,
      },
    },
    async (request, reply) => {
      const { claimId, id } = request.params;
      const removeBytes = await deleteInvoice(db, deps.files, requireCompany(request), claimId, id);
      // The bytes go once the rows are gone for good: a rollback must find its files.
      await removeBytes();
      return reply.status(204).send();
    },
  );

  r.get(
    '/expense-claim/:claimId/invoice/:id/tax/',
    {
      config: ONE_INVOICE,
      preValidation: claimPolicy.sees(db),
      schema: {
        tags,
        summary: 'The tax lines of a receipt (spec/1 §7 "tax lines under invoice/{id}/tax/")',
        description: 'Each with its rate as saved and whether its VAT is the rate applied to its TF (is_right).',
        params: ExpenseLineParams,
        querystring: LinePage,
        response: { 200: listOf(InvoiceTaxOut) },
      },
    },
    async (request) => {
      const { claimId, id } = request.params;
      const invoice = await invoiceOfClaim(db, requireCompany(request).companyId, claimId, id);
      if (!invoice) throw notFound();
      // A receipt has at most EXPENSE_LIMITS.taxLines lines: read whole with it, paged here.
      const { limit, offset } = request.query;
      return { count: invoice.invoicetax_set.length, results: invoice.invoicetax_set.slice(offset, offset + limit) };
    },
  );

  // Each tax line of a receipt on its own (spec/1 §7), behind the same access as the receipt.
  await invoiceTaxRoutes(app, deps, ONE_INVOICE);
}
