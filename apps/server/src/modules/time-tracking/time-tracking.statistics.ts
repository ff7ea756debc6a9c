import {
  addDays,
  type TimeStatisticsOut,
  type TimeStatisticsQuery,
  type TimesheetWeekOut,
  weekDays,
} from '@staff/shared';
import { and, asc, count, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, projects } from '../projects/projects.tables';
import { presentProject } from './time-tracking.present';
import { customerOfProject, ownedBy, projectOfEntry, type TimeOwner } from './time-tracking.queries';
import { timeEntries } from './time-tracking.tables';

/*
 * The statistics and the weekly grid: the finished entries of a range summed per day and project in one grouping
 * statement (the running task is left out: it has no duration yet), shaped here.
 */

/** The seconds and entries of each (day, project) of a range, with the project's name and colour. */
export function trackedCells(db: Db, owner: TimeOwner, from: string, to: string) {
  return db
    .select({
      day: timeEntries.day,
      project_id: timeEntries.project_id,
      project_name: projects.name,
      project_color: projects.color,
      customer_name: customers.name,
      seconds: sql<number>`sum(${timeEntries.duration})::int`,
      entries: count(),
    })
    .from(timeEntries)
    .leftJoin(projects, projectOfEntry)
    .leftJoin(customers, customerOfProject)
    .where(
      and(ownedBy(owner), gte(timeEntries.day, from), lt(timeEntries.day, to), isNotNull(timeEntries.end_time)) as SQL,
    )
    .groupBy(timeEntries.day, timeEntries.project_id, projects.name, projects.color, customers.name)
    .orderBy(asc(timeEntries.day), asc(projects.name));
}
type Cell = Awaited<ReturnType<typeof trackedCells>>[number];

const most = <T extends { seconds: number }>(items: T[]): T | undefined =>
  items.reduce<T | undefined>(
    (best, item) => (best === undefined || item.seconds > best.seconds ? item : best),
    undefined,
  );

/** GET time-entry/statistics/. */
export async function statistics(db: Db, owner: TimeOwner, q: TimeStatisticsQuery): Promise<TimeStatisticsOut> {
  const cells = await trackedCells(db, owner, q.date_min, q.date_max);
  const byProject = new Map<number | null, TimeStatisticsOut['by_project'][number]>();
  const byDay = new Map<string, TimeStatisticsOut['by_day'][number]>();
  for (const cell of cells) {
    const project = byProject.get(cell.project_id) ?? {
      project_id: cell.project_id,
      name: cell.project_name,
      color: cell.project_color,
      seconds: 0,
    };
    project.seconds += cell.seconds;
    byProject.set(cell.project_id, project);
    const day = byDay.get(cell.day) ?? { day: cell.day, seconds: 0, by_project: [] };
    day.seconds += cell.seconds;
    day.by_project.push({ project_id: cell.project_id, seconds: cell.seconds });
    byDay.set(cell.day, day);
  }
  const projectsByTime = [...byProject.values()].sort((a, b) => b.seconds - a.seconds);
  const days = [...byDay.values()];
  const topProject = projectsByTime[0];
  const topDay = most(days);
  return {
    total: days.reduce((sum, d) => sum + d.seconds, 0),
    by_project: projectsByTime,
    by_day: days,
    top_project: topProject
      ? { project_id: topProject.project_id, name: topProject.name, seconds: topProject.seconds }
      : null,
    top_day: topDay ? { day: topDay.day, seconds: topDay.seconds } : null,
  };
}

/** The grid of a week from its cells: one row per project (by name, the tasks without one last). */
export function weekOf(week: string, cells: Cell[]): TimesheetWeekOut {
  const days = weekDays(week);
  const rows = new Map<number | null, TimesheetWeekOut['rows'][number]>();
  for (const cell of cells) {
    const row = rows.get(cell.project_id) ?? {
      project: presentProject(cell),
      cells: days.map(() => 0),
      entry_counts: days.map(() => 0),
    };
    const i = days.indexOf(cell.day);
    row.cells[i] = cell.seconds;
    row.entry_counts[i] = cell.entries;
    rows.set(cell.project_id, row);
  }
  const ordered = [...rows.values()].sort(
    (a, b) =>
      Number(a.project === null) - Number(b.project === null) ||
      (a.project?.name ?? '').localeCompare(b.project?.name ?? ''),
  );
  const dayTotals = days.map((_, i) => ordered.reduce((sum, row) => sum + (row.cells[i] ?? 0), 0));
  return { week, days, rows: ordered, day_totals: dayTotals, total: dayTotals.reduce((a, b) => a + b, 0) };
}

/** GET time-entry/week/. */
export async function readWeek(db: Db, owner: TimeOwner, week: string): Promise<TimesheetWeekOut> {
  return weekOf(week, await trackedCells(db, owner, week, addDays(week, 7)));
}
