import {
  PageQuery,
  WellnessAverageOut,
  WellnessAverageQuery,
  WellnessEntryOut,
  WellnessInput,
  WellnessListQuery,
  WellnessOut,
  WellnessReadOut,
  WellnessSettingsInput,
  WellnessSettingsOut,
  WellnessTodayOut,
  WellnessTrendOut,
  WellnessTrendsQuery,
} from '@staff/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { type RouteAccess, requireCompany } from '../../platform/access';
import { todayInParis } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { listOf } from '../../platform/pagination';
import { averageScope, marksScope, WELLNESS_HR_ROUTE, WELLNESS_ROUTE, wellnessViewerOf } from './wellness.policy';
import { presentEntry, presentRead } from './wellness.present';
import { averagesByMonth, dailyMarkOf, listMarks, readsOf, retentionOf, trendsOf } from './wellness.queries';
import { giveMark, logReads, saveSettings } from './wellness.service';

/**
 * A wellness route's declaration: its access (every member's by default), its schema under the module's tag, and the
 * caller's company required before the body is read (the superuser, who has none, gets 403, never a 400).
 */
export const wellnessRoute = <S extends { summary: string }>(schema: S, config: RouteAccess = WELLNESS_ROUTE) => ({
  config,
  schema: { tags: ['wellness'], ...schema },
  preValidation: async (request: FastifyRequest) => void requireCompany(request),
});

/** Marks, averages, trends, the read log and the retention (spec/2 §7.5, spec/3 §7; docs/api-wellness.md). */
export async function wellnessRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/wellness/',
    wellnessRoute({
      summary: "Marks one by one: the caller's own, or (HR) the company's, a service's or a person's",
      description:
        "Naming others is HR's (403 `wellness.individual_marks_hr_only`), each read logged (docs/api-wellness.md)",
      querystring: WellnessListQuery,
      response: { 200: listOf(WellnessEntryOut) },
    }),
    async (request) => {
      const viewer = wellnessViewerOf(request);
      const q = request.query;
      const scope = marksScope(viewer, { ...q, owner: q.owner ?? q.owner_id });
      const { count, rows } = await listMarks(db, viewer, scope, q);
      if (scope.kind !== 'self')
        await logReads(
          db,
          viewer,
          rows.map((row) => row.owner_id),
        );
      return { count, results: rows.map(presentEntry) };
    },
  );

  r.post(
    '/wellness/',
    wellnessRoute({
      summary: "Give one's own mark: today's (replacing today's of the same kind) or a report's month",
      body: WellnessInput,
      response: { 201: WellnessOut },
    }),
    async (request, reply) => {
      const row = await giveMark(db, request, wellnessViewerOf(request), request.body);
      return reply.status(201).send({
        id: row.id,
        owner: row.owner_id,
        mark: row.mark,
        wellness_period: row.wellness_period as WellnessOut['wellness_period'],
        activity_report: row.activity_report_id,
      });
    },
  );

  r.get(
    '/wellness/today/',
    wellnessRoute({
      summary: "The caller's daily mark of today, or null: whether the banner shows",
      response: { 200: WellnessTodayOut },
    }),
    async (request) => {
      const today = todayInParis();
      return { date: today, mark: await dailyMarkOf(db, wellnessViewerOf(request), today) };
    },
  );

  r.get(
    '/wellness/average_by_period/',
    wellnessRoute({
      summary: "Monthly averages: own, a person's (HR), or a team's over at least 5 people",
      description:
        'One bucket per month from `date_month_begin` to `date_month_end` (at most 24). `owner` someone else: HR ' +
        'only (logged). `is_for_team`: HR the company or `service`; anyone else the members of the services they ' +
        "manage, over every kind of mark (`average_period` and `service` are HR's there). A team month of fewer " +
        'than 5 people answers `average_mark` null, `count_mark` 0 and `hidden` `group_too_small`.',
      querystring: WellnessAverageQuery,
      response: { 200: z.array(WellnessAverageOut) },
    }),
    async (request) => {
      const viewer = wellnessViewerOf(request);
      const { scope, period } = averageScope(viewer, request.query);
      // Someone else's averages (HR's): logged as a read; an id that names nobody of the company is not found.
      if (scope.kind === 'person' && scope.ownerId !== viewer.userId) {
        if ((await logReads(db, viewer, [scope.ownerId])) === 0) throw notFound();
      }
      return averagesByMonth(db, viewer, scope, request.query, period);
    },
  );

  r.get(
    '/wellness/trends/',
    wellnessRoute(
      {
        summary: 'The services whose monthly average fell by 1 point or more over two months (HR)',
        description: 'Both months over at least 5 people; with the count of marks behind each average.',
        querystring: WellnessTrendsQuery,
        response: { 200: z.array(WellnessTrendOut) },
      },
      WELLNESS_HR_ROUTE,
    ),
    async (request) =>
      trendsOf(db, wellnessViewerOf(request).companyId, request.query.month ?? todayInParis().slice(0, 7)),
  );

  r.get(
    '/wellness/read_log/',
    wellnessRoute({
      summary: "Who of HR read the caller's individual marks, and when (the caller's own record)",
      querystring: PageQuery.pick({ limit: true, offset: true }),
      response: { 200: listOf(WellnessReadOut) },
    }),
    async (request) => {
      const { count, rows } = await readsOf(db, wellnessViewerOf(request), request.query);
      return { count, results: rows.map(presentRead) };
    },
  );

  r.get(
    '/wellness/settings/',
    wellnessRoute(
      { summary: "The company's retention of individual marks", response: { 200: WellnessSettingsOut } },
      WELLNESS_HR_ROUTE,
    ),
    async (request) => ({ retention_months: await retentionOf(db, wellnessViewerOf(request).companyId) }),
  );

  r.put(
    '/wellness/settings/',
    wellnessRoute(
      {
        summary: 'Change the retention (3 to 120 months; older marks become monthly averages)',
        body: WellnessSettingsInput,
        response: { 200: WellnessSettingsOut },
      },
      WELLNESS_HR_ROUTE,
    ),
    async (request) => {
      await saveSettings(db, wellnessViewerOf(request).companyId, request.body);
      return { retention_months: request.body.retention_months };
    },
  );
}
