import {
  MissionOrderDetailOut,
  MissionOrderListOut,
  MissionOrderListQuery,
  missionOrderCreateSchema,
  missionOrderExtendSchema,
  missionOrderInputSchema,
  missionOrderStatusPatchSchema,
  missionOrderTravelSchema,
} from '@staff/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import { oneRecordRoutes } from '../../platform/one-record-routes';
import { requestPublicUrl } from '../../platform/public-url';
import { missionOrderActorOf, missionOrderPolicy } from './mission-orders.policy';
import { presentMissionOrder, presentMissionOrderDetail } from './mission-orders.present';
import { findMissionOrder, historyOfMissionOrder, listMissionOrders } from './mission-orders.queries';
import {
  changeMissionOrderStatus,
  createMissionOrder,
  deleteMissionOrder,
  extendMissionOrder,
  type MissionOrderContext,
  requestTravel,
  updateMissionOrder,
} from './mission-orders.service';
import { missionOrders } from './mission-orders.tables';

const FEATURE = { feature: 'use_mission_orders' } as const;
/** Every mission order route: off with the company's flag (403 feature_disabled); managers and employees read. */
export const MISSION_ORDERS_ROUTE = { permission: 'mission_orders.create|mission_orders.view', ...FEATURE } as const;
/** A route on one order: another company's answers 404 before the handler; the policy decides the rest. */
export const ONE_MISSION_ORDER = {
  ...MISSION_ORDERS_ROUTE,
  record: missionOrders,
  loadRecord: missionOrderPolicy.loadRecord,
} as const;

export async function missionOrderRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  async function actor(request: FastifyRequest): Promise<MissionOrderContext> {
    return {
      ...(await missionOrderActorOf(db, request)),
      publicUrl: requestPublicUrl(deps.config.publicUrl, request),
    };
  }

  /** The order as it is now, with its trail, as the actor sees it (two statements). */
  async function detail(ctx: MissionOrderContext, id: number) {
    const row = await findMissionOrder(db, ctx.companyId, id);
    if (!row) throw notFound();
    missionOrderPolicy.authorize(ctx, row.order, 'read');
    return presentMissionOrderDetail(row, ctx, await historyOfMissionOrder(db, row.order));
  }

  /** A write as the caller, its mails sent, the order answered as it is now. */
  async function writeThenDetail(
    request: FastifyRequest,
    write: (ctx: MissionOrderContext) => Promise<{ id: number }>,
  ) {
    const ctx = await actor(request);
    const { id } = await write(ctx);
    deps.kickMail();
    return detail(ctx, id);
  }

  r.get(
    '/mission-order/',
    {
      config: MISSION_ORDERS_ROUTE,
      schema: {
        tags: ['mission-orders'],
        summary: 'Mission orders the user sees: their own, and those naming them as manager',
        description:
          '`current_manager=me` is the manager list (spec/2 §2.3), `owner=me` the employee list. Filters: employee, ' +
          'status (comma-separated, `asked` = ask), customer, project, begin_date (orders ending on or after it), ' +
          'end_date (orders beginning on or before it). Ordered by status in the lifecycle order by default.',
        querystring: MissionOrderListQuery,
        response: { 200: MissionOrderListOut },
      },
    },
    async (request) => {
      const ctx = await actor(request);
      const { count, rows } = await listMissionOrders(db, ctx, request.query, missionOrderPolicy.visible(ctx));
      return { count, results: rows.map((row) => presentMissionOrder(row, ctx)) };
    },
  );

  r.post(
    '/mission-order/',
    {
      config: { permission: 'mission_orders.create', ...FEATURE },
      schema: {
        tags: ['mission-orders'],
        summary: 'Create a mission order for an employee one manages (status draft, or submitted: Save and Submit)',
        body: missionOrderCreateSchema,
        response: { 201: MissionOrderDetailOut },
      },
    },
    async (request, reply) => {
      const answer = await writeThenDetail(request, (ctx) => createMissionOrder(db, ctx, request.body));
      return reply.status(201).send(answer);
    },
  );

  r.post(
    '/mission-order/travel/',
    {
      config: { permission: 'mission_orders.view', ...FEATURE },
      schema: {
        tags: ['mission-orders'],
        summary: "An employee's travel request: an order in status ask, for the named manager to complete",
        body: missionOrderTravelSchema,
        response: { 201: MissionOrderDetailOut },
      },
    },
    async (request, reply) => {
      const answer = await writeThenDetail(request, (ctx) => requestTravel(db, ctx, request.body));
      return reply.status(201).send(answer);
    },
  );

  const oneOrder = oneRecordRoutes(ONE_MISSION_ORDER, ['mission-orders'], missionOrderPolicy.sees(db));

  r.get(
    '/mission-order/:id/',
    oneOrder({
      summary: "One mission order with its trail and signature: its owner's and its manager's (404 for anyone else)",
      response: { 200: MissionOrderDetailOut },
    }),
    async (request) => {
      const ctx = await actor(request);
      // Read once by the access hook; nothing changed it since.
      const row = await missionOrderPolicy.ofRoute(db, request, 'read');
      return presentMissionOrderDetail(row, ctx, await historyOfMissionOrder(db, row.order));
    },
  );

  r.put(
    '/mission-order/:id/',
    oneOrder({
      summary: 'Save the form (a stale version: 412); a refused or asked order becomes a draft, submitted submits it',
      body: missionOrderInputSchema,
      response: { 200: MissionOrderDetailOut },
    }),
    async (request) => writeThenDetail(request, (ctx) => updateMissionOrder(db, ctx, request.params.id, request.body)),
  );

  r.patch(
    '/mission-order/:id/',
    oneOrder({
      summary: 'Change the status: submit (manager), accept and sign or refuse (employee), reopen a signed order',
      body: missionOrderStatusPatchSchema,
      response: { 200: MissionOrderDetailOut },
    }),
    async (request) =>
      writeThenDetail(request, (ctx) => changeMissionOrderStatus(db, ctx, request.params.id, request.body.status)),
  );

  r.post(
    '/mission-order/:id/extend/',
    oneOrder({
      summary: 'Extend the mission to a later end, recorded in its trail with the old end',
      body: missionOrderExtendSchema,
      response: { 200: MissionOrderDetailOut },
    }),
    async (request) => writeThenDetail(request, (ctx) => extendMissionOrder(db, ctx, request.params.id, request.body)),
  );

  r.delete(
    '/mission-order/:id/',
    oneOrder({ summary: 'Delete a mission order (manager: but edition and signed; employee: an ask)' }),
    async (request, reply) => {
      await deleteMissionOrder(db, await actor(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
