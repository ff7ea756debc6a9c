import {
  type ActivityDayInput,
  type ActivityReportDetailOut,
  addDays,
  isBusinessDay,
  leaveSlotRange,
  monthBounds,
  type OvertimeInput,
  slotOf,
} from '@staff/shared';

/**
 * The day view's rules (spec/1 §2, §5, §9), kept apart from the page so that they are tested without a browser: the
 * day's slices, which of them leaves take, the rows the user edits, what is saved, and the days one may go to.
 */

/** One row of the day view: a project (picked, or a new name) and the slices of the day it takes. */
export type DayRow = {
  key: string;
  project: number | null;
  /** What the project field shows: the picked project's label or the new project's name. */
  projectLabel: string;
  /** A new project's name, once the user said to create it (issue 25); what the field shows is not enough. */
  newProject?: string | null;
  slices: number[];
  description: string | null;
  /**
   * The overtime of an activity held within this day, kept when the day is saved again (the day view does not edit
   * it: the report's activity modal does). An activity over several days keeps its own, outside this day.
   */
  overtime: OvertimeInput[];
};

type Detail = Pick<ActivityReportDetailOut, 'slices_per_day' | 'activities' | 'leaves'>;

/** The slices of `date` that the owner's leaves (accepted or submitted) take: nobody works while absent. */
export function leaveSlicesOfDay(detail: Detail, date: string): Set<number> {
  const slices = detail.slices_per_day;
  const first = slotOf(date, 0, slices);
  const taken = new Set<number>();
  for (const leave of detail.leaves) {
    const [from, to] = leaveSlotRange(leave, slices);
    for (let slice = 0; slice < slices; slice++) if (first + slice >= from && first + slice <= to) taken.add(slice);
  }
  return taken;
}

/** The slices of the day an activity covers (an activity may run over several days). */
export function activitySlicesOfDay(
  activity: Pick<
    ActivityReportDetailOut['activities'][number],
    'begin_date' | 'begin_slice' | 'end_date' | 'end_slice'
  >,
  date: string,
  slices: number,
): number[] {
  if (activity.begin_date > date || activity.end_date < date) return [];
  const from = activity.begin_date === date ? activity.begin_slice : 0;
  const to = activity.end_date === date ? activity.end_slice : slices - 1;
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/** The day's activities as rows, one per activity, in the order of their first slice. */
export function rowsOfDay(detail: Detail, date: string, projectLabel: (a: Detail['activities'][number]) => string) {
  return detail.activities
    .map((activity) => ({ activity, slices: activitySlicesOfDay(activity, date, detail.slices_per_day) }))
    .filter(({ slices }) => slices.length > 0)
    .sort((a, b) => (a.slices[0] ?? 0) - (b.slices[0] ?? 0))
    .map<DayRow>(({ activity, slices }) => ({
      key: `activity-${activity.id}`,
      project: activity.project,
      projectLabel: projectLabel(activity),
      slices,
      description: activity.description,
      overtime:
        activity.begin_date === date && activity.end_date === date
          ? activity.overtime.map(({ type_of_overtime, hours_overtime, minutes_overtime }) => ({
              type_of_overtime,
              hours_overtime,
              minutes_overtime,
            }))
          : [],
    }));
}

/** The slices of the day left to give: not on leave, not in any row. */
export function freeSlices(slices: number, onLeave: ReadonlySet<number>, rows: readonly DayRow[]): number[] {
  const used = new Set(rows.flatMap((row) => row.slices));
  return Array.from({ length: slices }, (_, i) => i).filter((slice) => !onLeave.has(slice) && !used.has(slice));
}

/**
 * "There cannot be more activities than slices" (spec/1 §5): a row may be added while there are fewer rows than
 * slices to work. It takes the free slices, if any; otherwise the user moves some to it from the other rows.
 */
export const canAddRow = (slices: number, onLeave: ReadonlySet<number>, rows: readonly DayRow[]): boolean =>
  rows.length < slices - onLeave.size;

/** Gives `slice` to the row `key` (taking it from any other row), or takes it back when the row had it. */
export function toggleSlice(rows: readonly DayRow[], key: string, slice: number): DayRow[] {
  return rows.map((row) => {
    const has = row.slices.includes(slice);
    if (row.key === key) {
      return {
        ...row,
        slices: has ? row.slices.filter((s) => s !== slice) : [...row.slices, slice].sort((a, b) => a - b),
      };
    }
    return has ? { ...row, slices: row.slices.filter((s) => s !== slice) } : row;
  });
}

/**
 * Why the day cannot be saved, if it cannot: every slice not on leave given to a row, every row with a project and
 * a slice (spec/1 §5 "every slice of the day must be assigned").
 */
export function dayError(
  slices: number,
  onLeave: ReadonlySet<number>,
  rows: readonly DayRow[],
): 'dayIncomplete' | null {
  if (freeSlices(slices, onLeave, rows).length > 0) return 'dayIncomplete';
  if (rows.some((row) => row.slices.length === 0 || (!row.project && !row.newProject?.trim()))) return 'dayIncomplete';
  return null;
}

/** The body of POST activity-report/{id}/day/: a row whose slices do not follow each other makes one activity per run. */
export function dayPayload(date: string, rows: readonly DayRow[]): ActivityDayInput {
  const activities: ActivityDayInput['activities'] = [];
  for (const row of rows) {
    const project = row.project ? { project: row.project } : { project_name: row.newProject?.trim() ?? '' };
    runs(row.slices).forEach(([begin, end], index) => {
      // The row's overtime goes with its first piece only: it is counted once.
      const overtime = index === 0 ? row.overtime : [];
      activities.push({
        ...project,
        begin_slice: begin,
        end_slice: end,
        description: row.description || null,
        overtime,
      });
    });
  }
  return { date, activities };
}

/** [1, 2, 3, 6, 7] → [[1, 3], [6, 7]]. */
export function runs(slices: readonly number[]): [number, number][] {
  const sorted = [...slices].sort((a, b) => a - b);
  const result: [number, number][] = [];
  for (const slice of sorted) {
    const last = result[result.length - 1];
    if (last && last[1] === slice - 1) last[1] = slice;
    else result.push([slice, slice]);
  }
  return result;
}

/** spec/1 §9: the day view goes from the start of the current year to the end of the current month. */
export function dayBounds(today: string): { min: string; max: string } {
  return { min: `${today.slice(0, 4)}-01-01`, max: monthBounds(today).last };
}

/** The working day before or after `date` (weekends and public holidays skipped), or null past the bounds. */
export function stepWorkingDay(date: string, direction: 1 | -1, bounds: { min: string; max: string }): string | null {
  let day = addDays(date, direction);
  while (day >= bounds.min && day <= bounds.max) {
    if (isBusinessDay(day)) return day;
    day = addDays(day, direction);
  }
  return null;
}

/**
 * The day the view opens: the one asked for when it is a working day within the bounds, else the nearest working
 * day inside them (today when nothing valid was asked), in the asked day's month first: a Sunday the 1st opens on
 * Monday the 2nd, not on the Friday of the month before (issue 25: never another month's report unannounced).
 */
export function dayToShow(asked: string | null, today: string): string {
  const bounds = dayBounds(today);
  const valid = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : today;
  let day = valid;
  if (day < bounds.min) day = bounds.min;
  if (day > bounds.max) day = bounds.max;
  if (isBusinessDay(day)) return day;
  const { first, last } = monthBounds(day);
  // The day's month within the bounds (ISO dates sort as strings): the later start, the earlier end.
  const month = { min: [first, bounds.min].sort()[1]!, max: [last, bounds.max].sort()[0]! };
  return (
    stepWorkingDay(day, -1, month) ??
    stepWorkingDay(day, 1, month) ??
    stepWorkingDay(day, -1, bounds) ??
    stepWorkingDay(day, 1, bounds) ??
    day
  );
}

/** The month a step of the day view leaves, when the step leaves it (the page then says which report it opened). */
export const monthLeft = (from: string, to: string): string | null =>
  from.slice(0, 7) === to.slice(0, 7) ? null : from.slice(0, 7);
