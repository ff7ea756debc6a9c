import {
  ActivityReportCreateInput,
  ActivityReportDetailOut,
  ActivityReportListQuery,
  ActivityReportOut,
  ActivityReportRemoveLeaveInput,
  ActivityReportSendInput,
  ActivityReportStatusPatch,
  ActivityReportUpdateInput,
} from '@staff/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import { oneRecordRoutes } from '../../platform/one-record-routes';
import { listOf } from '../../platform/pagination';
import { requestPublicUrl } from '../../platform/public-url';
import { activityReports } from './activities.tables';
import { removeLeaveFromReport } from './activity-reports.leave-removal';
import { reportActorOf, reportPolicy } from './activity-reports.policy';
import {
  listReports,
  loadReportWithOwnerOfRequest,
  presentReports,
  reportWithOwner,
  reportWithOwnerOfRequest,
} from './activity-reports.queries';
import {
  changeReportStatus,
  createReport,
  type ReportContext,
  reportDetail,
  sendReport,
  updateRemark,
} from './activity-reports.service';

/** Reading reports: those who declare them and those who validate them. */
export const READ_REPORTS = 'activities.create|activities.validate';
/** Every activity route: off with the company's module (403 feature_disabled), whoever calls. */
export const REPORTS_ROUTE = { permission: READ_REPORTS, feature: 'use_activities' } as const;
/** What only one who declares activities does: create their month, send it (with its wellness mark). */
export const OWN_REPORTS_ROUTE = { permission: 'activities.create', feature: 'use_activities' } as const;
/** A route on one report: another company's answers 404 before the handler; the policy decides the rest. */
export const ONE_REPORT = {
  ...REPORTS_ROUTE,
  record: activityReports,
  loadRecord: loadReportWithOwnerOfRequest,
} as const;

export async function activityReportRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const oneReport = oneRecordRoutes(ONE_REPORT, ['activities'], reportPolicy.sees(db));

  async function context(request: FastifyRequest): Promise<ReportContext> {
    return { ...(await reportActorOf(db, request)), publicUrl: requestPublicUrl(deps.config.publicUrl, request) };
  }

  /** The report as the viewer sees it now, with its live totals (three statements). */
  async function present(ctx: ReportContext, id: number) {
    const report = await reportWithOwner(db, ctx.companyId, id);
    if (!report) throw notFound();
    const [out] = await presentReports(db, ctx, [report]);
    return out!;
  }

  r.get(
    '/activity-report/',
    {
      config: REPORTS_ROUTE,
      schema: {
        tags: ['activities'],
        summary: 'Monthly activity reports the user may see (own with owner=me; those they validate), with totals',
        description:
          'Filters: owner (an id or `me`), year, date (YYYY-MM), status, employee_number, names, has_overtime, ' +
          'search; ordering among date, status, owner, employee_number, validation_date, modified (default -date). ' +
          "Each report's totals are live (its activities and its owner's leaves now), read for the whole page at once.",
        querystring: ActivityReportListQuery,
        response: { 200: listOf(ActivityReportOut) },
      },
    },
    async (request) => {
      const ctx = await context(request);
      const { count, rows } = await listReports(db, ctx, request.query);
      return { count, results: await presentReports(db, ctx, rows) };
    },
  );

  r.post(
    '/activity-report/',
    {
      config: OWN_REPORTS_ROUTE,
      schema: {
        tags: ['activities'],
        summary: "Create the user's report of a month (201), or answer the one it has already (200)",
        description:
          "The month of `date`, from January 2015 to December of the current year. The grid is the company's " +
          "activity.slices_per_day and the cap the user's contract, both frozen in the report (the body's " +
          'slices_per_day and total_working_days are not trusted).',
        body: ActivityReportCreateInput,
        response: { 200: ActivityReportOut, 201: ActivityReportOut },
      },
    },
    async (request, reply) => {
      const ctx = await context(request);
      const { id, created } = await createReport(db, ctx, request.body);
      return reply.status(created ? 201 : 200).send(await present(ctx, id));
    },
  );

  r.post(
    '/activity-report/send_mail_cra/',
    {
      config: OWN_REPORTS_ROUTE,
      schema: {
        tags: ['activities'],
        summary: 'Send a draft report: the wellness mark if given, submitted with validation_date, the mail',
        description:
          'One transaction. 400 activity.excessDays when the contract forbids overflow and too many days are worked; ' +
          "409 activity.statusForbidden unless a draft; the mail goes to the company's activity " +
          "recipients_for_validation and the managers of the owner's services.",
        body: ActivityReportSendInput,
        response: { 200: ActivityReportOut },
      },
    },
    async (request) => {
      const ctx = await context(request);
      await sendReport(db, ctx, request.body);
      deps.kickMail();
      return present(ctx, request.body.report);
    },
  );

  r.get(
    '/activity-report/:id/',
    oneReport({
      summary: 'One report with its activities, leaves, totals, send figures and wellness mark',
      response: { 200: ActivityReportDetailOut },
    }),
    async (request) => {
      const ctx = await context(request);
      return reportDetail(db, ctx, request.params.id, reportWithOwnerOfRequest(request));
    },
  );

  r.put(
    '/activity-report/:id/',
    oneReport({
      summary: "The report's remark (its owner, while draft)",
      body: ActivityReportUpdateInput,
      response: { 200: ActivityReportOut },
    }),
    async (request) => {
      const ctx = await context(request);
      await updateRemark(db, ctx, request.params.id, request.body.remark);
      return present(ctx, request.params.id);
    },
  );

  r.post(
    '/activity-report/:id/remove-leave/',
    oneReport({
      summary: "Remove a leave's days from the owner's draft report (a type with can_delete_from_activity_report)",
      description:
        'The days become free to fill, in every report the leave meets; the leave itself is unchanged. 404 for a ' +
        'leave the report does not place, 403 activity.leaveNotRemovable, 409 activity.leaveInSentReport, 409 ' +
        'activity.notEditable. Answers the report as GET does.',
      body: ActivityReportRemoveLeaveInput,
      response: { 200: ActivityReportDetailOut },
    }),
    async (request) => {
      const ctx = await context(request);
      await removeLeaveFromReport(db, ctx, request.params.id, request.body.leave);
      return reportDetail(db, ctx, request.params.id);
    },
  );

  r.patch(
    '/activity-report/:id/',
    oneReport({
      summary:
        'Change the status: send (owner), suspend, unlock, validate, refuse (validators, with an optional reason)',
      body: ActivityReportStatusPatch,
      response: { 200: ActivityReportOut },
    }),
    async (request) => {
      const ctx = await context(request);
      await changeReportStatus(db, ctx, request.params.id, request.body);
      deps.kickMail();
      return present(ctx, request.params.id);
    },
  );
}
