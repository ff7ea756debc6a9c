import { addDays } from '@staff/shared';
import { and, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parisHour, todayInParis } from '../../platform/clock';
import { conflict, fieldError } from '../../platform/errors';
import { LOCK_NAMESPACE, lockKey } from '../../platform/locks';
import { ownedBy, pickableProjects, type TimeOwner } from './time-tracking.queries';
import { clearReminderNotice } from './time-tracking.reminder.queries';
import { assertDayFits } from './time-tracking.service';
import { trackedCells } from './time-tracking.statistics';
import { timeEntries } from './time-tracking.tables';

/*
 * The weekly grid's writes (PUT time-entry/week/, POST time-entry/week/copy/): a cell is the sum of one day's finished
 * entries of one project, so typing a value changes entries (docs/decisions/time-tracking.md "The weekly grid"):
 * none yet, one is made; some, the last one grows or shrinks; 0, they go. All cells in one transaction.
 */

/**
 * A transaction holding the owner's timesheet lock, taken before anything is read: the week's entries are locked row by
 * row, but an empty cell has no row, so two saves of one empty cell would both see it empty and both make an entry.
 */
async function timesheetTransaction(db: Db, owner: TimeOwner, write: (tx: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await lockKey(tx, LOCK_NAMESPACE.timesheetOwner, owner.userId);
    await write(tx);
  });
}

/** A typed cell: the seconds the day and project must add up to. */
export type CellInput = { project: number | null; day: string; seconds: number };

/** The description of an entry the grid makes without a project (French: the product's language). */
export const TIMESHEET_DESCRIPTION = 'Feuille de temps';
/** Where the grid puts an entry on a day with none before it: 09:00, Paris time. */
const DAY_START_HOUR = 9;

type Entry = { id: number; project_id: number | null; day: string; start_time: Date; end_time: Date; duration: number };
const cellKey = (project: number | null, day: string) => `${project ?? 'none'}/${day}`;

/** The week's finished entries, locked: the cells are computed from them and written in the same transaction. */
async function lockedWeek(tx: Db, owner: TimeOwner, week: string): Promise<Entry[]> {
  const rows = await tx
    .select({
      id: timeEntries.id,
      project_id: timeEntries.project_id,
      day: timeEntries.day,
      start_time: timeEntries.start_time,
      end_time: timeEntries.end_time,
      duration: timeEntries.duration,
    })
    .from(timeEntries)
    .where(
      and(
        ownedBy(owner),
        gte(timeEntries.day, week),
        lt(timeEntries.day, addDays(week, 7)),
        isNotNull(timeEntries.end_time),
      ) as SQL,
    )
    .orderBy(timeEntries.start_time, timeEntries.id)
    .for('update');
  return rows.map((r) => ({ ...r, end_time: r.end_time!, duration: r.duration ?? 0 }));
}

type Plan = {
  deleted: number[];
  resized: { id: number; end_time: Date; duration: number }[];
  created: CellInput[];
  /** Each day's total before and after. */
  before: Map<string, number>;
  after: Map<string, number>;
};

/** What the cells change, computed before anything is written. */
function planCells(entries: Entry[], cells: CellInput[]): Plan {
  const byCell = new Map<string, Entry[]>();
  const before = new Map<string, number>();
  for (const e of entries) {
    byCell.set(cellKey(e.project_id, e.day), [...(byCell.get(cellKey(e.project_id, e.day)) ?? []), e]);
    before.set(e.day, (before.get(e.day) ?? 0) + e.duration);
  }
  const plan: Plan = { deleted: [], resized: [], created: [], before, after: new Map(before) };
  for (const cell of cells) {
    const own = byCell.get(cellKey(cell.project, cell.day)) ?? [];
    const sum = own.reduce((total, e) => total + e.duration, 0);
    if (cell.seconds === sum) continue;
    plan.after.set(cell.day, (plan.after.get(cell.day) ?? 0) + cell.seconds - sum);
    const last = own.at(-1);
    if (cell.seconds === 0) plan.deleted.push(...own.map((e) => e.id));
    else if (!last) plan.created.push(cell);
    else {
      const others = sum - last.duration;
      if (others > cell.seconds) throw conflict('time.cell_below_others', undefined, 'cell_below_others');
      const duration = cell.seconds - others;
      plan.resized.push({ id: last.id, duration, end_time: new Date(last.start_time.getTime() + duration * 1000) });
    }
  }
  return plan;
}

/** 409 `time.long_day` for the first day the cells raise past 12 hours, unless confirmed. */
function assertLongDaysConfirmed(plan: Plan, confirmed: boolean) {
  for (const [day, total] of [...plan.after].sort()) {
    if (total > (plan.before.get(day) ?? 0)) assertDayFits(total, confirmed);
  }
}

/** The new entries, each after the day's latest end (or at 09:00 Paris), one after the other. */
function placeNew(entries: Entry[], plan: Plan, names: Map<number, string>, owner: TimeOwner) {
  const ends = new Map<string, number>();
  const resized = new Map(plan.resized.map((r) => [r.id, r.end_time.getTime()]));
  const deleted = new Set(plan.deleted);
  for (const e of entries) {
    if (deleted.has(e.id)) continue;
    const end = resized.get(e.id) ?? e.end_time.getTime();
    ends.set(e.day, Math.max(ends.get(e.day) ?? 0, end));
  }
  return plan.created.map((cell) => {
    const start = Math.max(ends.get(cell.day) ?? 0, parisHour(cell.day, DAY_START_HOUR).getTime());
    const end = start + cell.seconds * 1000;
    ends.set(cell.day, end);
    return {
      company_id: owner.companyId,
      owner_id: owner.userId,
      description: cell.project === null ? TIMESHEET_DESCRIPTION : (names.get(cell.project) ?? TIMESHEET_DESCRIPTION),
      project_id: cell.project,
      start_time: new Date(start),
      end_time: new Date(end),
      duration: cell.seconds,
      day: cell.day,
    };
  });
}

/** Applies the cells in the caller's transaction. */
async function applyCells(tx: Db, owner: TimeOwner, week: string, cells: CellInput[], confirmed: boolean) {
  const entries = await lockedWeek(tx, owner, week);
  const plan = planCells(entries, cells);
  assertLongDaysConfirmed(plan, confirmed);
  const wanted = [...new Set(plan.created.map((c) => c.project).filter((p): p is number => p !== null))];
  const names = await pickableProjects(tx, owner, wanted, todayInParis());
  const refused = plan.created.findIndex((c) => c.project !== null && !names.has(c.project));
  if (refused >= 0) throw fieldError(`cells.${cells.indexOf(plan.created[refused]!)}.project`, 'time.unknown_project');
  if (plan.deleted.length > 0) {
    await tx.delete(timeEntries).where(and(ownedBy(owner), inArray(timeEntries.id, plan.deleted)));
  }
  if (plan.resized.length > 0) {
    // One statement for every resized cell (a week holds up to 70).
    const resized = sql.join(
      plan.resized.map((r) => sql`(${r.id}::int, ${r.end_time.toISOString()}::timestamptz, ${r.duration}::int)`),
      sql`, `,
    );
    await tx.execute(sql`UPDATE ${timeEntries} SET end_time = v.end_time, duration = v.duration, modified = now()
      FROM (VALUES ${resized}) AS v(id, end_time, duration)
      WHERE ${timeEntries.id} = v.id AND ${ownedBy(owner)}`);
  }
  const created = placeNew(entries, plan, names, owner);
  if (created.length > 0) {
    await tx.insert(timeEntries).values(created);
    await clearReminderNotice(tx, owner);
  }
}

/** PUT time-entry/week/. */
export function saveWeek(
  db: Db,
  owner: TimeOwner,
  input: { week: string; cells: CellInput[]; confirm_long_day: boolean },
) {
  return timesheetTransaction(db, owner, (tx) =>
    applyCells(tx, owner, input.week, input.cells, input.confirm_long_day),
  );
}

/**
 * POST time-entry/week/copy/: last week's cells into this week's empty ones (never over a value), one entry each, for
 * the projects the user may still pick. A copy asks no confirmation: it only fills days that had nothing.
 */
export function copyLastWeek(db: Db, owner: TimeOwner, week: string) {
  return timesheetTransaction(db, owner, async (tx) => {
    const previous = await trackedCells(tx, owner, addDays(week, -7), week);
    const filled = new Set(
      (await trackedCells(tx, owner, week, addDays(week, 7))).map((c) => cellKey(c.project_id, c.day)),
    );
    const wanted = [...new Set(previous.map((c) => c.project_id).filter((p): p is number => p !== null))];
    const pickable = await pickableProjects(tx, owner, wanted, todayInParis());
    const cells = previous
      .map((c) => ({ project: c.project_id, day: addDays(c.day, 7), seconds: c.seconds }))
      .filter((c) => !filled.has(cellKey(c.project, c.day)) && (c.project === null || pickable.has(c.project)));
    await applyCells(tx, owner, week, cells, true);
  });
}
