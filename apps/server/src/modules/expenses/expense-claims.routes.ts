import {
  ExpenseClaimCreateInput,
  ExpenseClaimDetailOut,
  ExpenseClaimHistoryOut,
  ExpenseClaimListItemOut,
  ExpenseClaimListQuery,
  ExpenseClaimOut,
  ExpenseClaimPatch,
  ExpenseClaimSendCheckOut,
  ExpenseClaimUpdateInput,
  IdParams,
} from '@staff/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import { listOf } from '../../platform/pagination';
import { requestPublicUrl } from '../../platform/public-url';
import { claimDetail } from './expense-claims.detail';
import { claimActorOf, claimPolicy } from './expense-claims.policy';
import {
  claimHistory,
  claimWithTotals,
  claimWithTotalsOfRequest,
  listClaims,
  loadClaimWithTotalsOfRequest,
  presentClaim,
} from './expense-claims.queries';
import { sendCheckOf } from './expense-claims.send-check';
import {
  type ClaimContext,
  changeClaimStatus,
  createClaim,
  setTransportCost,
  updateClaimFields,
} from './expense-claims.service';
import { expenseClaims } from './expenses.tables';

/** Reading claims: those who declare them and those who validate them; off with the company's module. */
export const CLAIMS_ROUTE = {
  permission: 'expenses_claims.create|expenses_claims.validate',
  feature: 'use_expenses_claims',
} as const;
/** What only one who declares expenses does: create their month. */
export const OWN_CLAIMS_ROUTE = { permission: 'expenses_claims.create', feature: 'use_expenses_claims' } as const;
/** A route on one claim: another company's answers 404 before the handler; the policy decides the rest. */
export const ONE_CLAIM = { ...CLAIMS_ROUTE, record: expenseClaims, loadRecord: loadClaimWithTotalsOfRequest } as const;

export async function expenseClaimRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const sees = claimPolicy.sees(db);

  async function context(request: FastifyRequest): Promise<ClaimContext> {
    return { ...(await claimActorOf(db, request)), publicUrl: requestPublicUrl(deps.config.publicUrl, request) };
  }

  /** The claim as the viewer sees it after a change, with its totals (one statement). */
  async function present(ctx: ClaimContext, id: number) {
    const claim = await claimWithTotals(db, ctx.companyId, id);
    if (!claim) throw notFound();
    return presentClaim(claim, ctx);
  }

  r.get(
    '/expense-claim/',
    {
      config: CLAIMS_ROUTE,
      schema: {
        tags: ['expenses'],
        summary: 'Expense claims the user may see (own with owner=me; those they validate), with their totals',
        description:
          'Filters: owner (an id or `me`), year, date or for_month (YYYY-MM), status (one or comma-separated), ' +
          'employee_number, names, keyword or search (a name or an employee number); ordering among date, status, ' +
          'owner, employee_number, number_meals, transport_cost, invoices_total, total, modified (default -date). ' +
          "Amounts in euros; `over_limit_lines`: how many lines exceed their mission order's limits. One statement " +
          'for the page (totals and the lines in a mission by subqueries), a count when needed.',
        querystring: ExpenseClaimListQuery,
        response: { 200: listOf(ExpenseClaimListItemOut) },
      },
    },
    async (request) => {
      const ctx = await context(request);
      const { count, rows } = await listClaims(db, ctx, request.query);
      return {
        count,
        results: rows.map((row) => ({ ...presentClaim(row, ctx), over_limit_lines: row.over_limit_lines })),
      };
    },
  );

  r.post(
    '/expense-claim/',
    {
      config: OWN_CLAIMS_ROUTE,
      schema: {
        tags: ['expenses'],
        summary: "Create the user's claim of a month (201); 409 expense.claimExists when the month has one",
        description:
          'The month of `date`, from January 2015 to December of the current year (400 expense.claimMonthInvalid); ' +
          'number_meals from 0 to the days of the month (400 expense.mealsRange).',
        body: ExpenseClaimCreateInput,
        response: { 201: ExpenseClaimDetailOut },
      },
    },
    async (request, reply) => {
      const ctx = await context(request);
      const id = await createClaim(db, ctx, request.body);
      const claim = await claimWithTotals(db, ctx.companyId, id);
      if (!claim) throw notFound();
      return reply.status(201).send(await claimDetail(db, ctx, claim));
    },
  );

  r.get(
    '/expense-claim/:id/',
    {
      config: ONE_CLAIM,
      preValidation: sees,
      schema: {
        tags: ['expenses'],
        summary: 'One claim with its receipts, travel expenses, transport-cost files, recap by tax rate',
        params: IdParams,
        response: { 200: ExpenseClaimDetailOut },
      },
    },
    async (request) => {
      const ctx = await context(request);
      const claim = claimWithTotalsOfRequest(request);
      if (!claim) throw notFound();
      return claimDetail(db, ctx, claim);
    },
  );

  r.put(
    '/expense-claim/:id/',
    {
      config: ONE_CLAIM,
      preValidation: sees,
      schema: {
        tags: ['expenses'],
        summary: "The claim's meals, comment and place (its owner, while draft)",
        description: '400 expense.mealsRange beyond the days of the month; 409 expense.notEditable once sent.',
        params: IdParams,
        body: ExpenseClaimUpdateInput,
        response: { 200: ExpenseClaimOut },
      },
    },
    async (request) => {
      const ctx = await context(request);
      await updateClaimFields(db, ctx, request.params.id, request.body);
      return present(ctx, request.params.id);
    },
  );

  r.patch(
    '/expense-claim/:id/',
    {
      config: ONE_CLAIM,
      preValidation: sees,
      schema: {
        tags: ['expenses'],
        summary:
          'Change the status (send: owner; suspend, accept, unlock, pay, refuse: validators) or the transport cost',
        description:
          'One of {status} or {transport_cost} (400 expense.patchOneOf). A status change follows spec/3 §4 (403 when ' +
          'never the caller’s, 409 expense.statusForbidden from this status) and is written to the history; sending ' +
          "checks the meals, refuses an empty claim (400 expense.claimEmpty) and mails the company's expense recipients and the owner's managers. " +
          'A refusal may say why (`reason`, 400 expense.reasonOnlyWhenRefusing on another status): kept on the claim ' +
          'and in its history, mailed to the owner. The transport cost ' +
          '(euros, ≥ 0, 2 decimals) is the owner’s, on a draft.',
        params: IdParams,
        body: ExpenseClaimPatch,
        response: { 200: ExpenseClaimOut },
      },
    },
    async (request) => {
      const ctx = await context(request);
      const { status, transport_cost, reason } = request.body;
      if (status !== undefined) {
        // The changed claim comes back with its totals: the answer reads nothing more.
        const changed = await changeClaimStatus(db, ctx, request.params.id, { status, reason });
        deps.kickMail();
        return presentClaim(changed, ctx);
      }
      if (transport_cost !== undefined) {
        await setTransportCost(db, ctx, request.params.id, transport_cost);
      }
      return present(ctx, request.params.id);
    },
  );

  r.get(
    '/expense-claim/:id/send-check/',
    {
      config: ONE_CLAIM,
      preValidation: sees,
      schema: {
        tags: ['expenses'],
        summary: 'Before sending: the total, whether the claim is empty, and its receipts to look at again',
        description:
          'Read by the send confirmation (issue 25). `empty`: no receipt, travel expense, transport cost or meal (the ' +
          'send answers 400 expense.claimEmpty). Warnings, which do not block: receipts without an attached file, ' +
          "dated outside the claim's month, and the same receipt (date, amount, seller, or a file of the same bytes) on " +
          'another claim of the owner ' +
          'that was not refused. Three statements whatever the lines.',
        params: IdParams,
        response: { 200: ExpenseClaimSendCheckOut },
      },
    },
    async (request) => {
      const ctx = await context(request);
      const claim = claimWithTotalsOfRequest(request);
      if (!claim) throw notFound();
      return sendCheckOf(db, claim, presentClaim(claim, ctx).total);
    },
  );

  r.get(
    '/expense-claim/:id/history/',
    {
      config: ONE_CLAIM,
      preValidation: sees,
      schema: {
        tags: ['expenses'],
        summary: "A claim's history, oldest first: its creation and every change, with who made it",
        params: IdParams,
        response: { 200: ExpenseClaimHistoryOut },
      },
    },
    async (request) => {
      const ctx = await context(request);
      const rows = await claimHistory(db, ctx.companyId, request.params.id);
      return rows.map((row) => ({
        user: { first_name: row.first_name, last_name: row.last_name, username: row.username },
        action_time: row.entry.action_time.toISOString(),
        action_flag: row.entry.action_flag,
        change_message: row.entry.change_message,
      }));
    },
  );
}
