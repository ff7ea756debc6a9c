import {
  ExpenseClaimParams,
  ExpenseLineParams,
  listOf,
  PageQuery,
  TravelExpenseInput,
  TravelExpenseOut,
} from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { claimPolicy, loadClaimOfLine, seesClaimOfPath } from './expense-claims.policy';
import { CLAIMS_ROUTE as EXPENSE_ROUTES } from './expense-claims.routes';
import { travelExpenses } from './expenses.tables';
import { travelOfClaim, travelPage } from './travels.queries';
import { createTravel, deleteTravel, updateTravel } from './travels.service';

const tags = ['expenses'];
const LinePage = PageQuery.pick({ limit: true, offset: true });
const RULES =
  'spec/1 §5 "Travel expense", 400 coded: expense.fieldsRequired, placeRequired, mileageInvalid, vehicleUnknown, ' +
  'customerUnknown (not the company\'s). `round_trip` appends " (A/R)" to the place and doubles the km (then one ' +
  "way); the vehicle's rate is copied and total = mileage × rate, rounded to the cent. A date before the claim month is allowed. 403 for a validator, " +
  '409 expense.notEditable once the claim is sent.';

/** The travel expenses of a claim (spec/1 §3 "TravelExpense", §7 "travel/{id}/"). */
export async function travelRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const ONE_TRAVEL = { ...EXPENSE_ROUTES, record: travelExpenses, loadRecord: loadClaimOfLine(travelExpenses) };

  r.get(
    '/expense-claim/:claimId/travel/',
    {
      config: EXPENSE_ROUTES,
      preValidation: seesClaimOfPath(db),
      schema: {
        tags,
        summary: 'The travel expenses of a claim, in date order',
        description: 'The owner and the validators of the claim read them; 404 for whoever may not see the claim.',
        params: ExpenseClaimParams,
        querystring: LinePage,
        response: { 200: listOf(TravelExpenseOut) },
      },
    },
    (request) => travelPage(db, requireCompany(request).companyId, request.params.claimId, request.query),
  );

  r.post(
    '/expense-claim/:claimId/travel/',
    {
      config: EXPENSE_ROUTES,
      preValidation: seesClaimOfPath(db),
      schema: {
        tags,
        summary: "Add a travel expense to a draft claim of one's own",
        description: RULES,
        params: ExpenseClaimParams,
        body: TravelExpenseInput,
        response: { 201: TravelExpenseOut },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTravel(db, requireCompany(request), request.params.claimId, request.body)),
  );

  r.get(
    '/expense-claim/:claimId/travel/:id/',
    {
      config: ONE_TRAVEL,
      preValidation: claimPolicy.sees(db),
      schema: { tags, summary: 'One travel expense', params: ExpenseLineParams, response: { 200: TravelExpenseOut } },
    },
    async (request) => {
      const { claimId, id } = request.params;
      const travel = await travelOfClaim(db, requireCompany(request).companyId, claimId, id);
      if (!travel) throw notFound();
      return travel;
    },
  );

  r.put(
    '/expense-claim/:claimId/travel/:id/',
    {
      config: ONE_TRAVEL,
      preValidation: claimPolicy.sees(db),
      schema: {
        tags,
        summary: "Replace a travel expense (the vehicle's current rate copied again)",
        description: RULES,
        params: ExpenseLineParams,
        body: TravelExpenseInput,
        response: { 200: TravelExpenseOut },
      },
    },
    (request) => updateTravel(db, requireCompany(request), request.params.claimId, request.params.id, request.body),
  );

  r.delete(
    '/expense-claim/:claimId/travel/:id/',
    {
      config: ONE_TRAVEL,
      preValidation: claimPolicy.sees(db),
      schema: { tags, summary: "Delete a travel expense of a draft claim of one's own", params: ExpenseLineParams },
    },
    async (request, reply) => {
      await deleteTravel(db, requireCompany(request), request.params.claimId, request.params.id);
      return reply.status(204).send();
    },
  );
}
