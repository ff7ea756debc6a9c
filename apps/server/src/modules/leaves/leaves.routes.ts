import {
  isoDateSchema,
  leaveDelegationSchema,
  leaveInputSchema,
  leaveStatusPatchSchema,
  queryIdSchema,
} from '@staff/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/access';
import { todayInParis } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { listOf } from '../../platform/pagination';
import { users } from '../users/users.tables';
import { balancesFor } from './leaves.balance';
import { LeaveOut, presentLeave, type Viewer } from './leaves.present';
import {
  detailsVisible,
  findLeave,
  LeaveListQuery,
  leaveFilters,
  listLeaves,
  totalsByStatus,
  visibleTo,
} from './leaves.queries';
import { decidesFor, validatorScope } from './leaves.scope';
import {
  changeLeaveStatus,
  createLeave,
  delegateLeaves,
  delegationOwners,
  deleteLeave,
  type LeaveActorContext,
  updateLeave,
} from './leaves.service';
import { leaveHistory, leaves } from './leaves.tables';

/** Reading leaves: those who file them and those who decide on them. */
export const READ_LEAVES = 'leaves.create|leaves.validate';
const IdParams = z.object({ id: queryIdSchema });
const Totals = z.object({ draft: z.number(), submitted: z.number(), accepted: z.number(), refused: z.number() });

export async function leaveRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  async function actor(request: FastifyRequest): Promise<LeaveActorContext & Viewer> {
    const auth = requireAuth(request);
    return {
      auth,
      scope: await validatorScope(db, auth),
      today: todayInParis(),
      publicUrl: deps.config.publicUrl,
      userId: auth.user.id,
    };
  }
  const visibility = (ctx: LeaveActorContext) =>
    visibleTo({ userId: ctx.auth.user.id, isStaff: ctx.auth.user.is_staff, scope: ctx.scope });

  const filtersFor = (ctx: LeaveActorContext, query: LeaveListQuery) =>
    leaveFilters(ctx.auth.user.company_id!, query, {
      userId: ctx.auth.user.id,
      visibility: visibility(ctx),
      scope: ctx.scope,
    });

  async function present(ctx: LeaveActorContext & Viewer, id: number, visible?: SQL) {
    const row = await findLeave(db, ctx.auth.user.company_id!, id, visible);
    if (!row) throw notFound();
    return presentLeave(row, ctx);
  }

  r.get(
    '/leave/',
    {
      config: { permission: READ_LEAVES },
      schema: {
        tags: ['leaves'],
        summary: 'Leaves the user may see (own, decided on, accepted; submitted for managers)',
        querystring: LeaveListQuery,
        response: { 200: listOf(LeaveOut) },
      },
    },
    async (request) => {
      const ctx = await actor(request);
      const where = filtersFor(ctx, request.query);
      const { count, rows } = await listLeaves(db, where, request.query, ctx);
      return { count, results: rows.map((row) => presentLeave(row, ctx)) };
    },
  );

  r.get(
    '/leave/totals/',
    {
      config: { permission: READ_LEAVES },
      schema: {
        tags: ['leaves'],
        summary: 'Days per status over the leaves the list filters select (yearly totals, dashboard recap)',
        querystring: LeaveListQuery,
        response: { 200: Totals },
      },
    },
    async (request) => {
      const ctx = await actor(request);
      return totalsByStatus(db, filtersFor(ctx, request.query));
    },
  );

  r.post(
    '/leave/',
    {
      config: { permission: READ_LEAVES },
      schema: {
        tags: ['leaves'],
        summary: 'Create a leave (status draft, or submitted to save and submit)',
        body: leaveInputSchema,
        response: { 201: LeaveOut },
      },
    },
    async (request, reply) => {
      const ctx = await actor(request);
      const leave = await createLeave(db, ctx, request.body);
      deps.kickMail();
      return reply.status(201).send(await present(ctx, leave.id));
    },
  );

  r.post(
    '/leave/delegation/',
    {
      config: { permission: 'leaves.validate' },
      schema: {
        tags: ['leaves'],
        summary:
          'Create the same leave for a service or chosen employees (accepted at once with submit). Never for oneself: ' +
          'naming oneself is refused (400 self_delegation), a service one belongs to is delegated for the others.',
        body: leaveDelegationSchema,
        response: { 201: z.object({ count: z.number(), results: z.array(LeaveOut) }) },
      },
    },
    async (request, reply) => {
      const ctx = await actor(request);
      const { service, employees, submit, ...leave } = request.body;
      const owners = await delegationOwners(db, ctx, { service, employees });
      const created = await delegateLeaves(db, ctx, owners, { ...leave, submit });
      deps.kickMail();
      const results = await Promise.all(created.map((l) => present(ctx, l.id)));
      return reply.status(201).send({ count: results.length, results });
    },
  );

  r.get(
    '/leave/balance/',
    {
      config: { permission: READ_LEAVES },
      schema: {
        tags: ['leaves'],
        summary: 'Balances of the types with rights management (own, or of someone the user decides on)',
        querystring: z.object({ owner: queryIdSchema.optional(), date: isoDateSchema.optional() }),
        response: {
          200: z.array(
            z.object({
              type_of_leave: z.number(),
              name: z.string(),
              period: z.object({ start: z.string(), end: z.string() }),
              acquired: z.number(),
              taken: z.number(),
              pending: z.number(),
              remaining: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const ctx = await actor(request);
      const owner = request.query.owner ?? ctx.auth.user.id;
      if (owner !== ctx.auth.user.id && !decidesFor(ctx.scope, owner)) throw notFound();
      return balancesFor(db, ctx.auth.user.company_id!, owner, request.query.date ?? ctx.today);
    },
  );

  const one = { permission: READ_LEAVES, record: leaves };

  r.get(
    '/leave/:id/',
    {
      config: one,
      schema: {
        tags: ['leaves'],
        summary: "One leave: its owner's and its validators' (404 for anyone else)",
        params: IdParams,
        response: { 200: LeaveOut },
      },
    },
    async (request) => {
      const ctx = await actor(request);
      // By its address, a leave is its owner's and its validators' only: a colleague gets 404, as for a stranger.
      return present(ctx, request.params.id, detailsVisible(ctx));
    },
  );

  r.put(
    '/leave/:id/',
    {
      config: one,
      schema: {
        tags: ['leaves'],
        summary: 'Edit a leave',
        params: IdParams,
        body: leaveInputSchema,
        response: { 200: LeaveOut },
      },
    },
    async (request) => {
      const ctx = await actor(request);
      await updateLeave(db, ctx, request.params.id, request.body);
      deps.kickMail();
      return present(ctx, request.params.id);
    },
  );

  r.patch(
    '/leave/:id/',
    {
      config: one,
      schema: {
        tags: ['leaves'],
        summary: 'Change the status: submit, validate, refuse, unsubmit, cancel',
        params: IdParams,
        body: leaveStatusPatchSchema,
        response: { 200: LeaveOut },
      },
    },
    async (request) => {
      const ctx = await actor(request);
      await changeLeaveStatus(db, ctx, request.params.id, request.body.status);
      deps.kickMail();
      return present(ctx, request.params.id);
    },
  );

  r.delete(
    '/leave/:id/',
    { config: one, schema: { tags: ['leaves'], summary: 'Delete a draft leave', params: IdParams } },
    async (request, reply) => {
      await deleteLeave(db, deps.files, await actor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/leave/:id/history/',
    {
      config: one,
      schema: {
        tags: ['leaves'],
        summary: 'History of a leave',
        params: IdParams,
        response: {
          200: z.array(
            z.object({
              user: z.object({ first_name: z.string(), last_name: z.string(), username: z.string() }),
              action_time: z.string(),
              action_flag: z.number(),
              change_message: z.record(z.string(), z.unknown()),
            }),
          ),
        },
      },
    },
    async (request) => {
      const ctx = await actor(request);
      const [leave] = await db
        .select({ owner: leaves.owner_id })
        .from(leaves)
        .where(and(eq(leaves.id, request.params.id), eq(leaves.company_id, ctx.auth.user.company_id!)));
      if (!leave || (leave.owner !== ctx.auth.user.id && !decidesFor(ctx.scope, leave.owner))) throw notFound();
      const rows = await db
        .select({
          entry: leaveHistory,
          first_name: users.first_name,
          last_name: users.last_name,
          username: users.username,
        })
        .from(leaveHistory)
        .innerJoin(users, eq(users.id, leaveHistory.user_id))
        .where(eq(leaveHistory.leave_id, request.params.id))
        .orderBy(asc(leaveHistory.action_time), asc(leaveHistory.id));
      return rows.map((row) => ({
        user: { first_name: row.first_name, last_name: row.last_name, username: row.username },
        action_time: row.entry.action_time.toISOString(),
        action_flag: row.entry.action_flag,
        change_message: row.entry.change_message,
      }));
    },
  );
}
