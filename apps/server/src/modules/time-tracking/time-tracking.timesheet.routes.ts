import {
  TimeStatisticsOut,
  TimeStatisticsQuery,
  TimesheetCellsInput,
  TimesheetWeekOut,
  TimesheetWeekQuery,
} from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { TIME_TRACKING_ROUTE, timeOwnerOf } from './time-tracking.policy';
import { readWeek, statistics } from './time-tracking.statistics';
import { copyLastWeek, saveWeek } from './time-tracking.timesheet';

const tags = ['time-tracking'];

/** The statistics and the weekly timesheet (docs/api-time-tracking.md). */
export async function timesheetRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/time-entry/statistics/',
    {
      config: TIME_TRACKING_ROUTE,
      schema: {
        tags,
        summary: 'Tracked time of a range by project and by day (date_max excluded, at most 366 days)',
        description: 'Finished entries only: the running task has no duration yet.',
        querystring: TimeStatisticsQuery,
        response: { 200: TimeStatisticsOut },
      },
    },
    async (request) => statistics(db, timeOwnerOf(request), request.query),
  );

  r.get(
    '/time-entry/week/',
    {
      config: TIME_TRACKING_ROUTE,
      schema: {
        tags,
        summary: 'The weekly timesheet: seconds per project and day of the week starting on `week` (a Monday)',
        querystring: TimesheetWeekQuery,
        response: { 200: TimesheetWeekOut },
      },
    },
    async (request) => readWeek(db, timeOwnerOf(request), request.query.week),
  );

  r.put(
    '/time-entry/week/',
    {
      config: TIME_TRACKING_ROUTE,
      schema: {
        tags,
        summary: 'Save cells of the weekly timesheet (each the total of its day and project; 0 empties it)',
        description:
          'A cell without entries gets one; with entries, its last one grows or shrinks (409 ' +
          '`time.cell_below_others` when the others already pass the value); 0 deletes them. One transaction.',
        body: TimesheetCellsInput,
        response: { 200: TimesheetWeekOut },
      },
    },
    async (request) => {
      const owner = timeOwnerOf(request);
      await saveWeek(db, owner, request.body);
      return readWeek(db, owner, request.body.week);
    },
  );

  r.post(
    '/time-entry/week/copy/',
    {
      config: TIME_TRACKING_ROUTE,
      schema: {
        tags,
        summary: "Copy last week's cells into this week's empty ones (never over a value)",
        body: TimesheetWeekQuery,
        response: { 200: TimesheetWeekOut },
      },
    },
    async (request) => {
      const owner = timeOwnerOf(request);
      await copyLastWeek(db, owner, request.body.week);
      return readWeek(db, owner, request.body.week);
    },
  );
}
