import {
  type ActivityDayInput,
  type ActivityDaysInput,
  type ActivityInput,
  type ActivityOut,
  addDays,
  daysOfReport,
  fillPlan,
  isBusinessDay,
  monthBounds,
  type PlacedSpan,
  type PlacementError,
  placeActivity,
  slotOf,
  slotsOfDays,
  spansOf,
} from '@staff/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { CompanyAuth } from '../../platform/access';
import { now } from '../../platform/clock';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { type ChosenProject, markProjectsUsed, offeredProjectIds, resolveProject } from './activities.projects';
import { activitiesByIds, presentActivity } from './activities.queries';
import { absentSlots, cutActivities, gridOf, reportSlots, spanColumns, workingSlotsOfReport } from './activities.slots';
import { activities, activityReports } from './activities.tables';
import { type ActivityReportRow, lockEditableReport } from './activity-reports.policy';
import { replaceOvertime } from './overtime.lines';

/** Who saves, and the day in Paris (a project's last use). */
export type ActivityActor = { auth: CompanyAuth; today: string };
type Placed = { count: number; results: ActivityOut[] };

/** The field each placement error belongs to in the activity modal (spec/1 §5). */
const PLACEMENT_FIELD: Record<PlacementError, string> = {
  outOfMonth: 'begin_date',
  beginAfterEnd: 'end_date',
  noWorkingDay: 'begin_date',
  absent: 'begin_date',
  slicesFull: 'begin_slice',
};

function checkSlices(input: { begin_slice: number; end_slice: number }, slices: number) {
  for (const field of ['begin_slice', 'end_slice'] as const)
    if (input[field] >= slices) throw fieldError(field, 'activity.sliceInvalid', { slices });
}

type ActivityFields = Omit<ActivityInput, 'report' | 'overtime'> & { overtime: NonNullable<ActivityInput['overtime']> };

/**
 * Inserts the pieces of one activity (its overtime on the first) and answers them as the wire gives them, built from
 * what was written: no statement to read them back.
 */
async function insertPieces(
  tx: Db,
  report: ActivityReportRow,
  project: ChosenProject,
  spans: readonly PlacedSpan[],
  input: Pick<ActivityFields, 'description' | 'overtime'>,
  reuseId?: number,
): Promise<ActivityOut[]> {
  const columns = {
    company_id: report.company_id,
    report_id: report.id,
    project_id: project.id,
    description: input.description?.trim() || null,
  };
  const ids: number[] = [];
  let pieces = spans;
  if (reuseId !== undefined && spans[0]) {
    // An edit keeps its row for the first piece, so its id (and links to it) survive the re-placement.
    await tx
      .update(activities)
      .set({ ...columns, ...spanColumns(spans[0]), modified: now() })
      .where(eq(activities.id, reuseId));
    ids.push(reuseId);
    pieces = spans.slice(1);
  }
  if (pieces.length) {
    const rows = await tx
      .insert(activities)
      .values(pieces.map((span) => ({ ...columns, ...spanColumns(span) })))
      .returning({ id: activities.id });
    ids.push(...rows.map((r) => r.id));
  }
  const overtime = await replaceOvertime(
    tx,
    { companyId: report.company_id, activityId: ids[0]!, userId: report.owner_id, fresh: reuseId === undefined },
    input.overtime,
  );
  return spans.map((span, i) =>
    presentActivity(
      {
        id: ids[i]!,
        report_id: report.id,
        project_id: project.id,
        ...spanColumns(span),
        description: columns.description,
        slices_per_day: report.slices_per_day,
        project_name: project.name,
        project_nickname: project.nickname,
        project_color: project.color,
        project_chargeable: project.chargeable,
        customer_name: project.customer_name,
        customer_nickname: project.customer_nickname,
        customer_id: project.customer_id,
      },
      i === 0 ? overtime : [],
    ),
  );
}

/** Places one activity in its locked report, around leaves and the report's other activities (but `except`). */
async function place(
  tx: Db,
  actor: ActivityActor,
  report: ActivityReportRow,
  input: ActivityFields,
  existing?: { id: number; project_id: number },
): Promise<ActivityOut[]> {
  checkSlices(input, report.slices_per_day);
  const slots = await reportSlots(tx, report, existing ? [existing.id] : []);
  const placed = placeActivity(input, gridOf(report), slots.absent, slots.taken);
  if ('error' in placed) throw fieldError(PLACEMENT_FIELD[placed.error], `activity.${placed.error}`);
  const project = await resolveProject(tx, actor.auth, input, actor.today, existing?.project_id);
  const results = await insertPieces(tx, report, project, placed.spans, input, existing?.id);
  await touchReport(tx, report);
  return results;
}

/** The report's `modified` follows its activities (lists sort on it). */
const touchReport = (tx: Db, report: ActivityReportRow) =>
  tx.update(activityReports).set({ modified: sql`now()` }).where(eq(activityReports.id, report.id));

const placedAnswer = (results: ActivityOut[]): Placed => ({ count: results.length, results });

async function answer(tx: Db, companyId: number, ids: readonly number[]): Promise<Placed> {
  return placedAnswer(await activitiesByIds(tx, companyId, ids));
}

/** POST activity/: 201 with the pieces placed. */
export function createActivity(db: Database, actor: ActivityActor, input: ActivityInput): Promise<Placed> {
  return db.transaction(async (tx) => {
    const report = await lockEditableReport(tx, actor.auth, input.report);
    return placedAnswer(await place(tx, actor, report, { ...input, overtime: input.overtime ?? [] }));
  });
}

/** The report an activity of the company belongs to (404 when none): its writers lock that report first. */
async function reportOfActivity(tx: Db, companyId: number, id: number): Promise<number> {
  const [row] = await tx
    .select({ report_id: activities.report_id })
    .from(activities)
    .where(inCompany(activities, companyId, [eq(activities.id, id)]));
  if (!row) throw notFound();
  return row.report_id;
}

/** The activity under its report's lock (a racing delete or move makes it gone: 404). */
async function lockedActivity(tx: Db, auth: CompanyAuth, id: number) {
  const report = await lockEditableReport(tx, auth, await reportOfActivity(tx, auth.companyId, id));
  const [row] = await tx
    .select({ id: activities.id, project_id: activities.project_id })
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.report_id, report.id)));
  if (!row) throw notFound();
  return { report, activity: row };
}

/**
 * PUT activity/{id}/: re-placed as if new, its own slots free for itself. The activity stays in its report: the body's
 * `report` is not read (an activity never moves to another month).
 */
export function updateActivity(db: Database, actor: ActivityActor, id: number, input: ActivityInput): Promise<Placed> {
  return db.transaction(async (tx) => {
    const { report, activity } = await lockedActivity(tx, actor.auth, id);
    return placedAnswer(await place(tx, actor, report, { ...input, overtime: input.overtime ?? [] }, activity));
  });
}

export function deleteActivity(db: Database, auth: CompanyAuth, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const { report, activity } = await lockedActivity(tx, auth, id);
    await tx.delete(activities).where(eq(activities.id, activity.id));
    await touchReport(tx, report);
  });
}

/**
 * POST activity-report/{id}/day/ (the day view): the day's activities replaced at once. Every slice of the day that is
 * not on leave must be given exactly once (activity.dayIncomplete); more activities than slices is slicesFull. The
 * activities that ran over other days keep those days (cut around this one).
 */
export function saveDay(db: Database, actor: ActivityActor, reportId: number, input: ActivityDayInput) {
  return db.transaction(async (tx) => {
    const report = await lockEditableReport(tx, actor.auth, reportId);
    const slices = report.slices_per_day;
    const { first, last } = daysOfReport(report);
    if (input.date < first || input.date > last) throw fieldError('date', 'activity.outOfMonth');
    if (!isBusinessDay(input.date)) throw fieldError('date', 'activity.noWorkingDay');
    if (input.activities.length > slices) throw fieldError('activities', 'activity.slicesFull');
    const day = Array.from({ length: slices }, (_, i) => slotOf(input.date, i, slices));
    // The day's other activities are replaced: only the leaves matter here.
    const working = workingSlotsOfReport(report);
    const absent = await absentSlots(tx, report, working);
    const given = new Map<number, number>();
    for (const a of input.activities) {
      checkSlices(a, slices);
      if (a.begin_slice > a.end_slice) throw fieldError('activities', 'activity.beginAfterEnd');
      for (let s = a.begin_slice; s <= a.end_slice; s++) {
        const slot = slotOf(input.date, s, slices);
        if (absent.has(slot)) throw fieldError('activities', 'activity.absent');
        given.set(slot, (given.get(slot) ?? 0) + 1);
      }
    }
    const complete = day.every((slot) => (absent.has(slot) ? !given.has(slot) : given.get(slot) === 1));
    if (!complete) throw fieldError('activities', 'activity.dayIncomplete');
    await cutActivities(tx, report, new Set(day));
    const results: ActivityOut[] = [];
    for (const a of input.activities) {
      const project = await resolveProject(tx, actor.auth, a, actor.today);
      const span = spansOf(new Set(day.slice(a.begin_slice, a.end_slice + 1)), working, slices);
      results.push(...(await insertPieces(tx, report, project, span, { ...a, overtime: a.overtime ?? [] })));
    }
    await touchReport(tx, report);
    return placedAnswer(results.sort((x, y) => x.begin_slice - y.begin_slice));
  });
}

/**
 * POST activity-report/{id}/days/ (the month grid's selection): the same slices of the chosen days given to one
 * project, in one transaction under the report's lock. What those slices held is cut away (activities running over
 * other days keep them); the slices on leave are skipped. The rules of one activity: the report's month, working
 * days only, something left to work (shared `slotsOfDays`).
 */
export function giveDays(db: Database, actor: ActivityActor, reportId: number, input: ActivityDaysInput) {
  return db.transaction(async (tx) => {
    const report = await lockEditableReport(tx, actor.auth, reportId);
    const slices = report.slices_per_day;
    checkSlices(input, slices);
    const working = workingSlotsOfReport(report);
    const chosen = slotsOfDays(input, gridOf(report), await absentSlots(tx, report, working));
    if ('error' in chosen) throw fieldError('dates', `activity.${chosen.error}`);
    const project = await resolveProject(tx, actor.auth, input, actor.today);
    await cutActivities(tx, report, chosen.slots);
    const spans = spansOf(chosen.slots, working, slices);
    const results = await insertPieces(tx, report, project, spans, { description: input.description, overtime: [] });
    await touchReport(tx, report);
    return placedAnswer(results);
  });
}

/** The projects of the owner's previous month, by slices worked there, in the order they were first worked. */
async function previousMonthSources(tx: Db, report: ActivityReportRow) {
  const month = monthBounds(addDays(monthBounds(report.month).first, -1)).first;
  const rows = await tx
    .select({ project: activities.project_id, slices: activities.nb_slices })
    .from(activities)
    .innerJoin(activityReports, eq(activityReports.id, activities.report_id))
    .where(
      inCompany(activityReports, report.company_id, [
        eq(activityReports.owner_id, report.owner_id),
        eq(activityReports.month, month),
      ]),
    )
    .orderBy(asc(activities.begin_date), asc(activities.begin_slice), asc(activities.id));
  const bySource = new Map<number, number>();
  for (const row of rows) bySource.set(row.project, (bySource.get(row.project) ?? 0) + row.slices);
  return [...bySource].map(([project, slices]) => ({ project, slices }));
}

/**
 * POST activity-report/{id}/fill/: the month's free working slots (no leave, no activity, no weekend or holiday)
 * given to the projects of the previous month's report, in proportion (shared `fillPlan`). A project the picker no
 * longer offers the owner is left out. 409 nothingToFill when no slot is free, noPreviousProjects when there is no
 * project to give them to.
 */
export function fillReport(db: Database, actor: ActivityActor, reportId: number): Promise<Placed> {
  return db.transaction(async (tx) => {
    const report = await lockEditableReport(tx, actor.auth, reportId);
    const { working, absent, taken } = await reportSlots(tx, report);
    const free = working.filter((slot) => !absent.has(slot) && !taken.has(slot));
    if (free.length === 0) throw conflict('activity.nothingToFill', undefined, 'nothing_to_fill');
    const sources = await previousMonthSources(tx, report);
    const offered = await offeredProjectIds(
      tx,
      actor.auth,
      sources.map((s) => s.project),
      actor.today,
    );
    const plan = fillPlan(
      free,
      report.slices_per_day,
      sources.filter((s) => offered.has(s.project)),
    );
    if (plan.length === 0) throw conflict('activity.noPreviousProjects', undefined, 'no_previous_projects');
    const values = plan.flatMap(({ project, slots }) =>
      spansOf(new Set(slots), working, report.slices_per_day).map((span) => ({
        company_id: report.company_id,
        report_id: report.id,
        project_id: project,
        ...spanColumns(span),
      })),
    );
    return insertFilled(tx, actor, report, values);
  });
}

type FilledRow = typeof activities.$inferInsert & { project_id: number };

/**
 * The activities a fill made (from last month, from tracked time), inserted at once, their projects marked used
 * today, the report touched; answers them as the wire gives them.
 */
export async function insertFilled(
  tx: Db,
  actor: ActivityActor,
  report: ActivityReportRow,
  values: FilledRow[],
): Promise<Placed> {
  const rows = await tx.insert(activities).values(values).returning({ id: activities.id });
  await markProjectsUsed(
    tx,
    report.company_id,
    values.map((v) => v.project_id),
    actor.today,
  );
  await touchReport(tx, report);
  return answer(
    tx,
    report.company_id,
    rows.map((r) => r.id),
  );
}
