import {
  LeaveBalanceQuery,
  LeaveBalancesOut,
  LeaveDelegationOut,
  LeaveHistoryOut,
  LeaveListQuery,
  LeaveOut,
  LeavesToDecideQuery,
  LeaveTotalsOut,
  LeaveYearsOut,
  leaveDelegationSchema,
  leaveInputSchema,
  leaveStatusPatchSchema,
} from '@staff/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import { oneRecordRoutes } from '../../platform/one-record-routes';
import { listOf } from '../../platform/pagination';
import { requestPublicUrl } from '../../platform/public-url';
import { balancesFor } from './leaves.balance';
import { beginYears, type LeaveListViewer, listLeaves, totalsByStatus } from './leaves.list.queries';
import { authorizeOwner, type LeaveRight, leaveActorOf, leavePolicy, seesLeave } from './leaves.policy';
import { presentLeave, type Viewer } from './leaves.present';
import { findLeave, historyOf, leavesToDecide } from './leaves.queries';
import {
  changeLeaveStatus,
  createLeave,
  delegateLeaves,
  delegationOwners,
  deleteLeave,
  type LeaveActorContext,
  updateLeave,
} from './leaves.service';
import { leaves } from './leaves.tables';

/** Reading leaves: those who file them and those who decide on them. */
export const READ_LEAVES = 'leaves.create|leaves.validate';
/** Every leaves route: off with the company's module (403 feature_disabled), whoever calls. */
export const LEAVES_ROUTE = { permission: READ_LEAVES, feature: 'use_leaves' } as const;
/** A route on one leave: another company's answers 404 before the handler; the policy decides the rest. */
export const ONE_LEAVE = { ...LEAVES_ROUTE, record: leaves, loadRecord: leavePolicy.loadRecord } as const;

export async function leaveRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  async function actor(request: FastifyRequest): Promise<LeaveActorContext & Viewer> {
    return { ...(await leaveActorOf(db, request)), publicUrl: requestPublicUrl(deps.config.publicUrl, request) };
  }
  const viewerOf = (ctx: LeaveActorContext): LeaveListViewer => ({
    userId: ctx.userId,
    isStaff: ctx.auth.user.is_staff,
    scope: ctx.scope,
  });

  /** The leave as the actor sees it, once the policy grants `right` (one query for the row, one for its count). */
  async function present(ctx: LeaveActorContext & Viewer, id: number, right: LeaveRight = 'read') {
    const row = await findLeave(db, ctx.companyId, id);
    if (!row) throw notFound();
    leavePolicy.authorize(ctx, row.leave, right);
    return presentLeave(row, ctx);
  }

  r.get(
    '/leave/',
    {
      config: LEAVES_ROUTE,
      schema: {
        tags: ['leaves'],
        summary: 'Leaves the user may see (own, decided on, accepted; submitted for managers)',
        querystring: LeaveListQuery,
        response: { 200: listOf(LeaveOut) },
      },
    },
    async (request) => {
      const ctx = await actor(request);
      const { count, countIsEstimate, rows } = await listLeaves(db, ctx.companyId, request.query, viewerOf(ctx));
      const results = rows.map((row) => presentLeave(row, ctx));
      return countIsEstimate ? { count, count_is_estimate: true, results } : { count, results };
    },
  );

  r.get(
    '/leave/totals/',
    {
      config: LEAVES_ROUTE,
      schema: {
        tags: ['leaves'],
        summary:
          'Days per status over the leaves the list filters select (yearly totals, dashboard recap); with ' +
          'for_year, over the leaves beginning that year, so that a leave across New Year counts once',
        querystring: LeaveListQuery,
        response: { 200: LeaveTotalsOut },
      },
    },
    async (request) => {
      const ctx = await actor(request);
      return totalsByStatus(db, ctx.companyId, request.query, viewerOf(ctx));
    },
  );

  r.get(
    '/leave/years/',
    {
      config: LEAVES_ROUTE,
      schema: {
        tags: ['leaves'],
        summary: 'The first and last years in which the leaves the filters select begin (the yearly totals offer them)',
        querystring: LeaveListQuery,
        response: { 200: LeaveYearsOut },
      },
    },
    async (request) => {
      const ctx = await actor(request);
      return beginYears(db, ctx.companyId, request.query, viewerOf(ctx));
    },
  );

  r.get(
    '/leave/to_decide/',
    {
      config: { permission: 'leaves.validate', feature: 'use_leaves' },
      schema: {
        tags: ['leaves'],
        summary: "Requests awaiting the user's decision (the validator's counter and dashboard panel)",
        description:
          'The submitted leaves of the people the user decides on (members of the services they manage; everybody ' +
          'for hr, accounting and administrators), never their own, oldest submission first. `count` is the number ' +
          'of requests waiting: the back office badge; `results` a page of them (`limit`, `offset`).',
        querystring: LeavesToDecideQuery,
        response: { 200: listOf(LeaveOut) },
      },
    },
    async (request) => {
      const ctx = await actor(request);
      const { count, rows } = await leavesToDecide(db, ctx, request.query);
      return { count, results: rows.map((row) => presentLeave(row, ctx)) };
    },
  );

  r.post(
    '/leave/',
    {
      config: LEAVES_ROUTE,
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
      config: { permission: 'leaves.validate', feature: 'use_leaves' },
      schema: {
        tags: ['leaves'],
        summary:
          'Create the same leave for a service or chosen employees (accepted at once with submit). Never for oneself: ' +
          'naming oneself is refused (400 self_delegation), a service one belongs to is delegated for the others.',
        body: leaveDelegationSchema,
        response: { 201: LeaveDelegationOut },
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
      config: LEAVES_ROUTE,
      schema: {
        tags: ['leaves'],
        summary:
          'Balances of the types with rights management or shown in the balances (own, or of someone the user decides on)',
        querystring: LeaveBalanceQuery,
        response: { 200: LeaveBalancesOut },
      },
    },
    async (request) => {
      const ctx = await actor(request);
      const owner = request.query.owner ?? ctx.userId;
      await authorizeOwner(db, ctx, owner);
      const date = request.query.date ?? ctx.today;
      return balancesFor(db, ctx.companyId, owner, { date, today: ctx.today, ownView: owner === ctx.userId });
    },
  );

  const oneLeave = oneRecordRoutes(ONE_LEAVE, ['leaves'], seesLeave(db));

  /** An edit or a status change of one leave: written as the caller, its mails sent, the leave answered as it is now. */
  async function writeThenPresent(
    request: FastifyRequest,
    id: number,
    write: (ctx: LeaveActorContext) => Promise<unknown>,
  ) {
    const ctx = await actor(request);
    await write(ctx);
    deps.kickMail();
    return present(ctx, id);
  }

  r.get(
    '/leave/:id/',
    oneLeave({
      summary: "One leave: its owner's and its validators' (404 for anyone else)",
      response: { 200: LeaveOut },
    }),
    async (request) => {
      // Read once by the access hook; nothing changed it since.
      return presentLeave(await leavePolicy.ofRoute(db, request, 'read'), await actor(request));
    },
  );

  r.put(
    '/leave/:id/',
    oneLeave({ summary: 'Edit a leave', body: leaveInputSchema, response: { 200: LeaveOut } }),
    async (request) =>
      writeThenPresent(request, request.params.id, (ctx) => updateLeave(db, ctx, request.params.id, request.body)),
  );

  r.patch(
    '/leave/:id/',
    oneLeave({
      summary:
        'Change the status: submit, validate, refuse (with an optional reason), unsubmit, cancel; ask, accept or refuse the cancellation of an accepted leave',
      body: leaveStatusPatchSchema,
      response: { 200: LeaveOut },
    }),
    async (request) =>
      writeThenPresent(request, request.params.id, (ctx) =>
        changeLeaveStatus(db, ctx, request.params.id, request.body),
      ),
  );

  // spec/2 §7: the generic resource's POST validate/ and cancel/ sub-paths, each the PATCH {status} it stands for
  // (same service, same rules and answers): validate/ is {status: accepted}, cancel/ is {status: draft} (the
  // requester's cancel, or a validator's unsubmit).
  const STATUS_SUB_PATHS = [
    { path: 'validate', status: 'accepted', summary: 'Validate a submitted leave: PATCH {status: accepted}' },
    {
      path: 'cancel',
      status: 'draft',
      summary: 'Take a leave back to draft: PATCH {status: draft} (cancel by its requester, unsubmit by a validator)',
    },
  ] as const;
  for (const { path, status, summary } of STATUS_SUB_PATHS) {
    r.post(`/leave/:id/${path}/`, oneLeave({ summary, response: { 200: LeaveOut } }), async (request) =>
      writeThenPresent(request, request.params.id, (ctx) => changeLeaveStatus(db, ctx, request.params.id, { status })),
    );
  }

  r.delete('/leave/:id/', oneLeave({ summary: 'Delete a draft leave' }), async (request, reply) => {
    await deleteLeave(db, deps.files, await actor(request), request.params.id);
    return reply.status(204).send();
  });

  r.get(
    '/leave/:id/history/',
    oneLeave({ summary: 'History of a leave', response: { 200: LeaveHistoryOut } }),
    async (request) => {
      const { leave } = await leavePolicy.ofRoute(db, request, 'read');
      const rows = await historyOf(db, leave.id);
      return rows.map((row) => ({
        user: { first_name: row.first_name, last_name: row.last_name, username: row.username },
        action_time: row.entry.action_time.toISOString(),
        action_flag: row.entry.action_flag,
        change_message: row.entry.change_message,
      }));
    },
  );
}
