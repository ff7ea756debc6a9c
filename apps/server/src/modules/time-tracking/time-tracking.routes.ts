import {
  IdParams,
  TagInput,
  TagListQuery,
  TagOut,
  TimeEntryInput,
  TimeEntryListQuery,
  TimeEntryOut,
  TimeReminderOut,
  TimerStartInput,
} from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import { listOf } from '../../platform/pagination';
import { ONE_ENTRY, TIME_TRACKING_ROUTE, timeOwnerOf } from './time-tracking.policy';
import { presentEntry } from './time-tracking.present';
import { findEntry, listEntries, listTags, runningEntry, type TimeOwner } from './time-tracking.queries';
import { clearReminderNotice, reminderNotice } from './time-tracking.reminder.queries';
import { createEntry, deleteEntry, startTimer, stopTimer, updateEntry } from './time-tracking.service';
import { createTag } from './time-tracking.tags';

const tags = ['time-tracking'];

/** Time entries, the stopwatch, tags and the reminder notice (spec/2 §2.2, §4.3, §7.4; docs/api-time-tracking.md). */
export async function timeEntryRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  /** An entry just written, as its owner sees it. */
  async function written(owner: TimeOwner, id: number) {
    const row = await findEntry(db, owner, id);
    if (!row) throw notFound();
    return presentEntry(row);
  }

  r.get(
    '/time-entry/',
    {
      config: TIME_TRACKING_ROUTE,
      schema: {
        tags,
        summary: "The user's own time entries, latest start first (the running task included)",
        description:
          '`date_min` included, `date_max` excluded, on the Paris day of the start; `project` and `tag`: a part of ' +
          "the project's or a tag's name (2 to 18 characters), accents and case aside. `for_me` is accepted as the " +
          "spec's clients send it: the list is always the caller's own.",
        querystring: TimeEntryListQuery,
        response: { 200: listOf(TimeEntryOut) },
      },
    },
    async (request) => {
      const { count, rows } = await listEntries(db, timeOwnerOf(request), request.query);
      return { count, results: rows.map(presentEntry) };
    },
  );

  r.post(
    '/time-entry/',
    {
      config: TIME_TRACKING_ROUTE,
      schema: {
        tags,
        summary: 'Add a finished task by hand',
        description:
          'Start not in the future, not after the end; a day past 12 hours answers 409 `time.long_day` unless ' +
          '`confirm_long_day`. Unknown tag names are created.',
        body: TimeEntryInput,
        response: { 201: TimeEntryOut },
      },
    },
    async (request, reply) => {
      const owner = timeOwnerOf(request);
      const id = await createEntry(db, owner, request.body);
      return reply.status(201).send(await written(owner, id));
    },
  );

  r.put(
    '/time-entry/:id/',
    {
      config: ONE_ENTRY,
      schema: {
        tags,
        summary: 'Change an own task (the running one keeps end_time null, or stops at the end given)',
        params: IdParams,
        body: TimeEntryInput,
        response: { 200: TimeEntryOut },
      },
    },
    async (request) => {
      const owner = timeOwnerOf(request);
      await updateEntry(db, owner, request.params.id, request.body);
      return written(owner, request.params.id);
    },
  );

  r.delete(
    '/time-entry/:id/',
    {
      config: ONE_ENTRY,
      schema: { tags, summary: 'Delete an own task (the running one too)', params: IdParams },
    },
    async (request, reply) => {
      await deleteEntry(db, timeOwnerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/timer/',
    {
      config: TIME_TRACKING_ROUTE,
      schema: { tags, summary: 'The running task, or null', response: { 200: TimeEntryOut.nullable() } },
    },
    async (request) => {
      const row = await runningEntry(db, timeOwnerOf(request));
      return row ? presentEntry(row) : null;
    },
  );

  r.post(
    '/timer/',
    {
      config: TIME_TRACKING_ROUTE,
      schema: {
        tags,
        summary: 'Start a task now (409 time.task_in_progress while one runs)',
        body: TimerStartInput,
        response: { 201: TimeEntryOut },
      },
    },
    async (request, reply) => {
      const owner = timeOwnerOf(request);
      const id = await startTimer(db, owner, request.body);
      return reply.status(201).send(await written(owner, id));
    },
  );

  r.post(
    '/timer/stop/',
    {
      config: TIME_TRACKING_ROUTE,
      schema: {
        tags,
        summary: 'Stop the running task now (409 time.no_task_running when none)',
        response: { 200: TimeEntryOut },
      },
    },
    async (request) => {
      const owner = timeOwnerOf(request);
      return written(owner, await stopTimer(db, owner));
    },
  );

  r.get(
    '/tag/',
    {
      config: TIME_TRACKING_ROUTE,
      schema: {
        tags,
        summary: "The company's tags by name (`search`: a part of the name)",
        querystring: TagListQuery,
        response: { 200: listOf(TagOut) },
      },
    },
    async (request) => {
      const { count, rows } = await listTags(db, timeOwnerOf(request).companyId, request.query);
      return { count, results: rows };
    },
  );

  r.post(
    '/tag/',
    {
      config: TIME_TRACKING_ROUTE,
      schema: {
        tags,
        summary: 'Create a tag (200 with the existing one of that name, case aside)',
        body: TagInput,
        response: { 200: TagOut, 201: TagOut },
      },
    },
    async (request, reply) => {
      const { tag, created } = await createTag(db, timeOwnerOf(request).companyId, request.body.name);
      return reply.status(created ? 201 : 200).send(tag);
    },
  );

  r.get(
    '/time-entry/reminder/',
    {
      config: TIME_TRACKING_ROUTE,
      schema: {
        tags,
        summary: 'Whether the reminder notice is due (a reminder mail went since the user last tracked)',
        response: { 200: TimeReminderOut },
      },
    },
    async (request) => reminderNotice(db, timeOwnerOf(request)),
  );

  r.delete(
    '/time-entry/reminder/',
    { config: TIME_TRACKING_ROUTE, schema: { tags, summary: 'Dismiss the reminder notice' } },
    async (request, reply) => {
      await clearReminderNotice(db, timeOwnerOf(request));
      return reply.status(204).send();
    },
  );
}
