import {
  formatHours,
  LONG_DAY_SECONDS,
  TASK_MAX_SECONDS,
  type TimeEntryData,
  type TimerStartInput,
} from '@staff/shared';
import { and, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { now, todayInParis } from '../../platform/clock';
import { violatedConstraint } from '../../platform/db-errors';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { ownedBy, pickableProjects, type TimeOwner } from './time-tracking.queries';
import { clearReminderNotice } from './time-tracking.reminder.queries';
import { timeEntries } from './time-tracking.tables';
import { setEntryTags } from './time-tracking.tags';

/*
 * The writes of time entries and of the stopwatch, one transaction each: the entry, its tags (new names made), and the
 * reminder's notice cleared (the user tracks again).
 */

/** 400 on `project` unless the user may pick it (projects' `for_me`); `keep` is the entry's own, always allowed. */
async function assertPickable(tx: Db, owner: TimeOwner, project: number | null, keep: number | null = null) {
  if (project === null || project === keep) return;
  const pickable = await pickableProjects(tx, owner, [project], todayInParis());
  if (!pickable.has(project)) throw fieldError('project', 'time.unknown_project');
}

function assertStartNotInFuture(start: string) {
  if (Date.parse(start) > now().getTime()) throw fieldError('start_time', 'time.start_in_future');
}

/** The Paris date of an instant: an entry belongs to the day it starts. */
const dayOf = (instant: string | Date): string => todayInParis(new Date(instant));

const secondsBetween = (start: string | Date, end: string | Date): number =>
  Math.round((new Date(end).getTime() - new Date(start).getTime()) / 1000);

/** The finished entries' seconds of a day, `except` one entry (the one being changed). */
async function trackedOnDay(tx: Db, owner: TimeOwner, day: string, except?: number): Promise<number> {
  const [row] = await tx
    .select({ seconds: sql<number>`coalesce(sum(${timeEntries.duration}), 0)::int` })
    .from(timeEntries)
    .where(
      and(
        ownedBy(owner),
        eq(timeEntries.day, day),
        isNotNull(timeEntries.end_time),
        except === undefined ? undefined : ne(timeEntries.id, except),
      ),
    );
  return Number(row?.seconds ?? 0);
}

/** 409 `time.long_day` when a day passes 12 hours and the user did not confirm it (the web asks, then resends). */
export function assertDayFits(total: number, confirmed: boolean) {
  if (total > LONG_DAY_SECONDS && !confirmed) {
    throw conflict('time.long_day', { hours: formatHours(total) }, 'long_day');
  }
}

type Task = { description: string; project: number | null; tags: string[] };

/**
 * A new entry of the user, checked and written in the caller's transaction: its project one they may pick, its tags
 * (new names made), the reminder's notice cleared (they track again). `end` null: the running task.
 */
async function insertEntry(tx: Db, owner: TimeOwner, task: Task, start: Date, end: Date | null): Promise<number> {
  await assertPickable(tx, owner, task.project);
  const [row] = await tx
    .insert(timeEntries)
    .values({
      company_id: owner.companyId,
      owner_id: owner.userId,
      description: task.description,
      project_id: task.project,
      start_time: start,
      end_time: end,
      duration: end === null ? null : secondsBetween(start, end),
      day: dayOf(start),
    })
    .returning({ id: timeEntries.id });
  await setEntryTags(tx, owner.companyId, row!.id, task.tags);
  await clearReminderNotice(tx, owner);
  return row!.id;
}

/** POST time-entry/: a manual task, both ends given. Returns its id. */
export async function createEntry(db: Db, owner: TimeOwner, input: TimeEntryData): Promise<number> {
  const end = input.end_time;
  if (end === null) throw fieldError('end_time', 'time.end_required');
  assertStartNotInFuture(input.start_time);
  return db.transaction(async (tx) => {
    const day = dayOf(input.start_time);
    const tracked = await trackedOnDay(tx, owner, day);
    assertDayFits(tracked + secondsBetween(input.start_time, end), input.confirm_long_day);
    return insertEntry(tx, owner, input, new Date(input.start_time), new Date(end));
  });
}

/**
 * PUT time-entry/{id}/: the running task stays running with `end_time` null (or stops at the end given); a finished
 * one keeps an end.
 */
export async function updateEntry(db: Db, owner: TimeOwner, id: number, input: TimeEntryData): Promise<number> {
  assertStartNotInFuture(input.start_time);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        end_time: timeEntries.end_time,
        project_id: timeEntries.project_id,
        start_time: timeEntries.start_time,
      })
      .from(timeEntries)
      .where(and(ownedBy(owner), eq(timeEntries.id, id)))
      .for('update');
    if (!current) throw notFound();
    if (current.end_time !== null && input.end_time === null) throw fieldError('end_time', 'time.end_required');
    // The running task's start moved back: the stopwatch would stop on a task of more than a day (the stored start of
    // a stopwatch left running over a weekend is the user's, and stays).
    const moved = Date.parse(input.start_time) !== current.start_time.getTime();
    if (input.end_time === null && moved && now().getTime() - Date.parse(input.start_time) > TASK_MAX_SECONDS * 1000) {
      throw fieldError('start_time', 'time.task_too_long');
    }
    await assertPickable(tx, owner, input.project, current.project_id);
    const day = dayOf(input.start_time);
    const duration = input.end_time === null ? null : secondsBetween(input.start_time, input.end_time);
    if (duration !== null) {
      assertDayFits((await trackedOnDay(tx, owner, day, id)) + duration, input.confirm_long_day);
    }
    await tx
      .update(timeEntries)
      .set({
        description: input.description,
        project_id: input.project,
        start_time: new Date(input.start_time),
        end_time: input.end_time === null ? null : new Date(input.end_time),
        duration,
        day,
        modified: sql`now()`,
      })
      .where(and(ownedBy(owner), eq(timeEntries.id, id)));
    await setEntryTags(tx, owner.companyId, id, input.tags);
    return id;
  });
}

/** DELETE time-entry/{id}/: the running one too (the stopwatch is then clear). */
export async function deleteEntry(db: Db, owner: TimeOwner, id: number): Promise<void> {
  const gone = await db
    .delete(timeEntries)
    .where(and(ownedBy(owner), eq(timeEntries.id, id)))
    .returning({ id: timeEntries.id });
  if (gone.length === 0) throw notFound();
}

/**
 * POST timer/: a task started now. At most one runs per user: the partial unique index `time_entries_running_key`
 * says so atomically, and its violation (a task runs, or a parallel start won) is the 409.
 */
export async function startTimer(db: Db, owner: TimeOwner, input: Required<TimerStartInput>): Promise<number> {
  try {
    return await db.transaction((tx) => insertEntry(tx, owner, input, now(), null));
  } catch (error) {
    if (violatedConstraint(error, 'unique') === 'time_entries_running_key') {
      throw conflict('time.task_in_progress', undefined, 'task_in_progress');
    }
    throw error;
  }
}

/** POST timer/stop/: the running task ends now (never before its start); 409 when none runs. */
export async function stopTimer(db: Db, owner: TimeOwner): Promise<number> {
  const end = sql`greatest(${timeEntries.start_time}, ${now().toISOString()}::timestamptz)`;
  const [row] = await db
    .update(timeEntries)
    .set({
      end_time: end as SQL<Date>,
      duration: sql`round(extract(epoch FROM ${end} - ${timeEntries.start_time}))::int`,
      modified: sql`now()`,
    })
    .where(and(ownedBy(owner), isNull(timeEntries.end_time)))
    .returning({ id: timeEntries.id });
  if (!row) throw conflict('time.no_task_running', undefined, 'no_task_running');
  return row.id;
}
