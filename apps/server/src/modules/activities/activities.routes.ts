import {
  ActivityDayInput,
  ActivityDaysInput,
  ActivityFillFromTimeInput,
  ActivityFillFromTimeOut,
  ActivityInput,
  ActivityListQuery,
  ActivityOut,
  listOf,
  OvertimeCreateInput,
  OvertimeListQuery,
  OvertimeOut,
  OvertimePatchInput,
  RecentProjectsOut,
} from '@staff/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/access';
import { todayInParis } from '../../platform/clock';
import { oneRecordRoutes } from '../../platform/one-record-routes';
import { onLeaveWritten } from '../leaves';
import { fillFromTimeTracking, previewFromTimeTracking, requireTimeTracking } from './activities.from-time';
import { takeLeaveOutOfDraftReports } from './activities.leave-hook';
import { activitiesOfReports } from './activities.queries';
import { recentProjectsOf } from './activities.recent-projects';
import {
  type ActivityActor,
  createActivity,
  deleteActivity,
  fillReport,
  giveDays,
  saveDay,
  updateActivity,
} from './activities.service';
import { activities, activityOvertimes, activityReports } from './activities.tables';
import { reportActorOf, reportPolicy, seesActivity, seesOvertimeLine } from './activity-reports.policy';
import { createOvertime, listOvertime, patchOvertime } from './overtime.service';

/**
 * Every route: the owners of reports and those who validate them. The policy decides the rest: writes change a draft
 * of one's own (activities.create), 403 for a validator, 404 for whoever may not see the report.
 */
const ACTIVITIES = { permission: 'activities.create|activities.validate', feature: 'use_activities' } as const;
const placed = listOf(ActivityOut);
const tags = ['activities'];

/**
 * Activities, the day view, the report that fills itself and overtime (spec/1 §5, §7; issue 11). Every write locks
 * the report FOR UPDATE first and changes only a draft of the viewer's (activity-reports.policy.ts lockEditableReport).
 */
export async function activityRoutes(app: FastifyInstance, deps: AppDeps) {
  // A leave written takes its half days out of draft reports, in its transaction (the leaves import no activity).
  onLeaveWritten(takeLeaveOutOfDraftReports);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const actor = (request: FastifyRequest): ActivityActor => ({ auth: requireCompany(request), today: todayInParis() });
  const oneActivity = oneRecordRoutes({ ...ACTIVITIES, record: activities }, tags, seesActivity(db));
  const oneReport = oneRecordRoutes(
    { ...ACTIVITIES, record: activityReports, loadRecord: reportPolicy.loadRecord },
    tags,
    reportPolicy.sees(db),
  );
  const oneOvertimeLine = oneRecordRoutes({ ...ACTIVITIES, record: activityOvertimes }, tags, seesOvertimeLine(db));

  r.get(
    '/activity/',
    {
      config: ACTIVITIES,
      schema: {
        tags,
        summary: 'The activities of one report, in date order',
        description:
          'With their project (and its customer) and overtime lines. 404 for a report the viewer may not see.',
        querystring: ActivityListQuery,
        response: { 200: placed },
      },
    },
    async (request) => {
      const report = await reportPolicy.load(db, await reportActorOf(db, request), request.query.report, 'read');
      // A report holds at most ACTIVITIES_PER_REPORT_MAX activities: read whole (two statements), paged here.
      const all = (await activitiesOfReports(db, report.company_id, [report.id])).get(report.id) ?? [];
      const { limit, offset } = request.query;
      return { count: all.length, results: all.slice(offset, offset + limit) };
    },
  );

  r.post(
    '/activity/',
    {
      config: ACTIVITIES,
      schema: {
        tags,
        summary: "Add an activity to a draft report of one's own",
        description:
          'Placed on the free working slices of the span: split around leaves and the other activities, weekends and ' +
          'holidays skipped; answers the pieces made. `project_name` instead of `project` creates (or reuses, accents ' +
          'and case aside) a private project of the user. 400 on the field: activity.outOfMonth, beginAfterEnd, ' +
          'absent, slicesFull, noWorkingDay, projectRequired, projectUnknown, sliceInvalid, overtimeTypeUnknown. ' +
          '404 for a report the viewer may not see, 409 activity.notEditable when it is not a draft.',
        body: ActivityInput,
        response: { 201: placed },
      },
    },
    async (request, reply) => reply.status(201).send(await createActivity(db, actor(request), request.body)),
  );

  r.put(
    '/activity/:id/',
    oneActivity({
      summary: 'Edit an activity: placed again, its own slices free for itself',
      description: 'The first piece keeps the id and replaces the overtime lines. Errors as POST.',
      body: ActivityInput,
      response: { 200: placed },
    }),
    async (request) => updateActivity(db, actor(request), request.params.id, request.body),
  );

  r.delete(
    '/activity/:id/',
    oneActivity({ summary: "Delete an activity of a draft report of one's own" }),
    async (request, reply) => {
      await deleteActivity(db, requireCompany(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/activity-report/:id/day/',
    oneReport({
      summary: 'The day view: one day of a draft report given anew',
      description:
        'Every slice of the day that is not on leave given exactly once (400 activity.dayIncomplete), no more ' +
        'activities than slices (activity.slicesFull). The activities that ran over other days keep those.',
      body: ActivityDayInput,
      response: { 200: placed },
    }),
    async (request) => saveDay(db, actor(request), request.params.id, request.body),
  );

  r.post(
    '/activity-report/:id/days/',
    oneReport({
      summary: 'The month grid: several days given to one project in one step',
      description:
        'The same slices of each chosen day (0 to slices − 1: the whole day) given to the project, replacing what ' +
        'they held (activities running over other days keep those); the slices on leave are skipped. 400 on dates: ' +
        'activity.outOfMonth, activity.noWorkingDay, activity.absent (every chosen slice on leave); on the project ' +
        'as POST activity/. Answers the pieces made.',
      body: ActivityDaysInput,
      response: { 200: placed },
    }),
    async (request) => giveDays(db, actor(request), request.params.id, request.body),
  );

  r.post(
    '/activity-report/:id/fill/',
    oneReport({
      summary: 'Fill the free working days from the previous month',
      description:
        'The free working slices (no leave, no activity, no weekend or holiday) are given to the projects of the ' +
        "owner's previous month, in proportion to the slices each had there, whole days first, one block per " +
        'project in date order; a project the picker no longer offers is skipped. 409 activity.nothingToFill, ' +
        'activity.noPreviousProjects.',
      response: { 200: placed },
    }),
    async (request) => fillReport(db, actor(request), request.params.id),
  );

  const fromTimeTracking =
    "The month's finished time entries of the owner, summed per day and project, rounded to the report's slices " +
    "(a workday of 7 h; nearest slice, capped at the day's free slices), most time first. Weekends, holidays and " +
    'days on leave are skipped with their reason, days with activities are `already_filled` (counted in ' +
    '`overwrites`); time without a project or on a project no longer offered is `unassigned_seconds`. The owner ' +
    'only, on a draft (403 otherwise, 409 activity.notEditable); 403 feature_disabled when the company does not ' +
    'use time tracking, 403 without time_tracking.create.';

  /** The fill from tracked time: on one report, and only for one who tracks time. */
  const timeTracker = (request: FastifyRequest): ActivityActor => {
    const caller = actor(request);
    requireTimeTracking(caller.auth);
    return caller;
  };

  r.get(
    '/activity-report/:id/from-time-tracking/',
    oneReport({
      summary: 'Preview of the report filled from tracked time',
      description: fromTimeTracking,
      response: { 200: ActivityFillFromTimeOut },
    }),
    async (request) =>
      previewFromTimeTracking(db, timeTracker(request), await reportPolicy.ofRoute(db, request, 'edit')),
  );

  r.post(
    '/activity-report/:id/from-time-tracking/',
    oneReport({
      summary: 'Fill the report from tracked time, as the preview says',
      description:
        `${fromTimeTracking} Writes the preview's days in one transaction; days already filled are replaced ` +
        'only with `overwrite` (their activities cut on that day). 409 activity.noTrackedTime when nothing is left ' +
        'to write. Answers the activities written.',
      body: ActivityFillFromTimeInput,
      response: { 200: placed },
    }),
    async (request) => fillFromTimeTracking(db, timeTracker(request), request.params.id, request.body.overwrite),
  );

  r.get(
    '/activityOvertime/',
    {
      config: ACTIVITIES,
      schema: {
        tags,
        summary: 'Overtime lines of the reports the viewer may see, by activity and user',
        querystring: OvertimeListQuery,
        response: { 200: listOf(OvertimeOut) },
      },
    },
    async (request) => listOvertime(db, await reportActorOf(db, request), request.query),
  );

  r.get(
    '/activity/recent-projects/',
    {
      config: { permission: 'activities.create', feature: 'use_activities' },
      schema: {
        tags,
        summary: "The user's recent projects, latest first: the project picker lists them first (issue 25)",
        description:
          'The projects of their own activities of the last 90 days that the picker still offers them, at most 6.',
        response: { 200: RecentProjectsOut },
      },
    },
    async (request) => recentProjectsOf(db, requireCompany(request), todayInParis()),
  );

  r.post(
    '/activityOvertime/',
    {
      config: ACTIVITIES,
      schema: {
        tags,
        summary: 'Add an overtime line to an activity (one per type: a second replaces the first)',
        description: 'Minutes go up to the next quarter; above 45 they make one more hour.',
        body: OvertimeCreateInput,
        response: { 201: OvertimeOut },
      },
    },
    async (request, reply) => reply.status(201).send(await createOvertime(db, requireCompany(request), request.body)),
  );

  r.patch(
    '/activityOvertime/:id/',
    oneOvertimeLine({
      summary: 'Change the hours and minutes of an overtime line',
      body: OvertimePatchInput,
      response: { 200: OvertimeOut },
    }),
    async (request) => patchOvertime(db, requireCompany(request), request.params.id, request.body),
  );
}
