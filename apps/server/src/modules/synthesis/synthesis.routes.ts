import {
  ExportCheckOut,
  MonthlyLeavesOut,
  MonthlySummaryOut,
  MonthlySummaryQuery,
  ReminderInput,
  ReminderPreviewOut,
  ReminderQuery,
  ReminderSendOut,
} from '@staff/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/access';
import { requestPublicUrl } from '../../platform/public-url';
import { validatorScope } from '../../platform/validators';
import { notValidatedOfMonth } from './synthesis.export-check';
import { leavesOfMonth } from './synthesis.leaves';
import type { SynthesisActor } from './synthesis.queries';
import { reminderPreview, sendReminder } from './synthesis.reminder';
import { presentSynthesis, synthesisOfMonth } from './synthesis.service';

/** Every synthesis route: the monthly synthesis's permission, off with the company's activity module. */
export const SYNTHESIS_ROUTE = { permission: 'reports.user-monthly-summary', feature: 'use_activities' } as const;

/** The viewer of the synthesis: hr, accounting and administrators see the company, a manager his services' members. */
export async function synthesisActorOf(deps: AppDeps, request: FastifyRequest): Promise<SynthesisActor> {
  const auth = requireCompany(request);
  return { companyId: auth.companyId, scope: await validatorScope(deps.db, auth, 'reports.user-monthly-summary') };
}

export async function synthesisRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/monthly_summary/',
    {
      config: SYNTHESIS_ROUTE,
      schema: {
        tags: ['synthesis'],
        summary:
          "The monthly synthesis: each employee's report status, HC, W, IC, leave days by type, overtime by type",
        description:
          'One row per employee of the month the viewer sees (a report of the month, or active and declaring ' +
          'activity): hr, accounting, administrator the company, a manager the members of his services. ' +
          '`search_query` (or `search`) matches first name, last name, employee number; ordering among last_name ' +
          '(default), first_name, employee_number, status; limit defaults to 10. `columns` lists the extra columns ' +
          "(types of leave in days, types of overtime in hours) that rows' `values` key by code.",
        querystring: MonthlySummaryQuery,
        response: { 200: MonthlySummaryOut },
      },
    },
    async (request) => {
      const q = request.query;
      const synthesis = await synthesisOfMonth(db, await synthesisActorOf(deps, request), {
        month: q.for_month,
        search: q.search_query || q.search,
        ordering: q.ordering,
        page: { limit: q.limit, offset: q.offset },
      });
      return presentSynthesis(synthesis);
    },
  );

  r.get(
    '/monthly_summary/leaves/',
    {
      config: SYNTHESIS_ROUTE,
      schema: {
        tags: ['synthesis'],
        summary: "The month's leaves (submitted and accepted) and public holidays, for the synthesis's leaves table",
        description:
          'Same people and search as monthly_summary/; ordering among begin_date (default), end_date, owner, ' +
          'employee_number, type, submission_date; limit defaults to 10. `days_in_month`: the days the leave ' +
          "deducts inside the month under its type's deducting mode. `holidays`: the month's public holidays " +
          'falling on a weekday.',
        querystring: MonthlySummaryQuery,
        response: { 200: MonthlyLeavesOut },
      },
    },
    async (request) => {
      const q = request.query;
      return leavesOfMonth(db, await synthesisActorOf(deps, request), {
        month: q.for_month,
        search: q.search_query || q.search,
        ordering: q.ordering,
        limit: q.limit,
        offset: q.offset,
      });
    },
  );

  r.get(
    '/monthly_summary/export-check/',
    {
      config: SYNTHESIS_ROUTE,
      schema: {
        tags: ['synthesis'],
        summary: "Before a payroll or overtime export: the month's people whose activity report is not validated",
        description:
          'Everyone of the synthesis (the viewer’s people of the month) without an accepted report: none, draft, ' +
          'submitted, suspended or refused; by last name. Read in keyset pages, as the export.',
        querystring: ReminderQuery,
        response: { 200: ExportCheckOut },
      },
    },
    async (request) => notValidatedOfMonth(db, await synthesisActorOf(deps, request), request.query.for_month),
  );

  r.get(
    '/activity-report/reminder-mail/',
    {
      config: SYNTHESIS_ROUTE,
      schema: {
        tags: ['synthesis'],
        summary: 'Preview of the activity report reminder: its recipients (report missing or draft) and its text',
        querystring: ReminderQuery,
        response: { 200: ReminderPreviewOut },
      },
    },
    async (request) =>
      reminderPreview(
        db,
        await synthesisActorOf(deps, request),
        request.query.for_month,
        requestPublicUrl(deps.config.publicUrl, request),
        requireCompany(request).user.language,
      ),
  );

  r.post(
    '/activity-report/send-reminder-mail/',
    {
      config: SYNTHESIS_ROUTE,
      schema: {
        tags: ['synthesis'],
        summary: 'Send the activity report reminder of a month: one mail per recipient through the outbox',
        description:
          "The recipients are those of the preview, read again now; the text is the server's. One transaction. " +
          'Each recipient is answered sent, or failed with synthesis.reminderFailed ("Can\'t send Cra reminder to ' +
          '{email}") when they have no usable e-mail address, or already_reminded (synthesis.alreadyRemindedToday): ' +
          'a person gets at most one reminder a day (Paris day), unless `force` is true (the web app asks first). ' +
          '`user_ids` narrows the recipients to those chosen (an id that is not a recipient is left out).',
        body: ReminderInput,
        response: { 200: ReminderSendOut },
      },
    },
    async (request) => {
      const out = await sendReminder(
        db,
        await synthesisActorOf(deps, request),
        {
          month: request.body.for_month,
          force: request.body.force,
          sentBy: requireCompany(request).user.id,
          userIds: request.body.user_ids,
        },
        requestPublicUrl(deps.config.publicUrl, request),
      );
      deps.kickMail();
      return out;
    },
  );
}
