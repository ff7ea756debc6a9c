import {
  type EmployeeMonthFigures,
  employeeMonthFigures,
  type MonthlySummaryOut,
  monthBounds,
  type SynthesisColumn,
  type SynthesisRow,
} from '@staff/shared';
import type { Db } from '../../db/client';
import { mapInSlices, slicer } from '../../platform/slices';
import { reportLeavesOf } from '../activities';
import { mealLeavesOf } from '../leaves';
import {
  activitiesOfReports,
  everyPersonOfMonth,
  type LeaveTypeColumn,
  leaveTypeColumns,
  type OvertimeTypeColumn,
  overtimeOfReports,
  overtimeTypeColumns,
  peopleOfMonth,
  type SynthesisActor,
  type SynthesisPerson,
} from './synthesis.queries';

/**
 * The monthly synthesis (spec/3 §2): one row per employee of the month, their figures computed by the shared
 * employeeMonthFigures from the same activities and leaves (reportLeavesOf) as their report card. A page (the screen)
 * takes a constant number of statements (people, columns ×2, activities, overtime, leaves); the whole month (the
 * exports) reads its people in keyset pages and makes each page's figures in event-loop slices (issue 21).
 */

export type SynthesisQuery = {
  month: string;
  search?: string;
  ordering?: string;
  page: { limit: number; offset: number };
};

export type SynthesisLine = SynthesisPerson & { figures: EmployeeMonthFigures };

export type Synthesis = {
  month: string;
  count: number;
  leaveTypes: LeaveTypeColumn[];
  overtimeTypes: OvertimeTypeColumn[];
  lines: SynthesisLine[];
};

export const leaveColumnCode = (typeId: number) => `leave_${typeId}`;
export const overtimeColumnCode = (typeId: number) => `overtime_${typeId}`;

/** `2026-11` or `2026-11-01` → the month's first day and its bounds. */
function monthOf(forMonth: string) {
  const first = `${forMonth.slice(0, 7)}-01`;
  return { first, bounds: monthBounds(first) };
}

/** A page of the month's synthesis for the viewer (the screen): their people and the figures of each. */
export async function synthesisOfMonth(db: Db, actor: SynthesisActor, q: SynthesisQuery): Promise<Synthesis> {
  const { first, bounds } = monthOf(q.month);
  const { count, people } = await peopleOfMonth(db, actor, { ...bounds, ...q });
  const leaveTypes = await leaveTypeColumns(db, actor.companyId, bounds);
  const overtimeTypes = await overtimeTypeColumns(db, actor.companyId);
  const lines = await linesOf(db, actor.companyId, first, people, slicer());
  return { month: first.slice(0, 7), count, leaveTypes, overtimeTypes, lines };
}

/**
 * The month's whole synthesis for the viewer (the exports): every person in name order, read PEOPLE_PER_READ at a time
 * with their activities, overtime and leaves, the figures made in slices: 20,000 people never hold the loop.
 */
export async function wholeSynthesisOfMonth(db: Db, actor: SynthesisActor, forMonth: string): Promise<Synthesis> {
  const { first, bounds } = monthOf(forMonth);
  const leaveTypes = await leaveTypeColumns(db, actor.companyId, bounds);
  const overtimeTypes = await overtimeTypeColumns(db, actor.companyId);
  const slice = slicer();
  const lines: SynthesisLine[] = [];
  for await (const people of everyPersonOfMonth(db, actor, bounds)) {
    for (const line of await linesOf(db, actor.companyId, first, people, slice)) lines.push(line);
  }
  return { month: first.slice(0, 7), count: lines.length, leaveTypes, overtimeTypes, lines };
}

/** A person's reports of the month: their weeks (the synthesis adds them), or their month's report. */
const reportsOfPerson = (p: SynthesisPerson): number[] =>
  p.weeks.length ? p.weeks.map((w) => w.id) : p.report_id ? [p.report_id] : [];

/** The overtime minutes by type of some reports, added up (a weekly month's weeks); undefined when none has any. */
function overtimeOf(ids: number[], byReport: Map<number, Map<number, number>>): Map<number, number> | undefined {
  const maps = ids.flatMap((id) => byReport.get(id) ?? []);
  if (maps.length <= 1) return maps[0];
  const sum = new Map<number, number>();
  for (const map of maps) for (const [type, minutes] of map) sum.set(type, (sum.get(type) ?? 0) + minutes);
  return sum;
}

/**
 * Some people's lines: their activities, overtime, leaves and leaves without a meal in four statements, the figures in
 * slices.
 */
async function linesOf(
  db: Db,
  companyId: number,
  month: string,
  people: SynthesisPerson[],
  slice: () => Promise<void>,
): Promise<SynthesisLine[]> {
  const bounds = monthBounds(month);
  const reportIds = people.flatMap(reportsOfPerson);
  const activities = await activitiesOfReports(db, companyId, reportIds);
  const overtime = await overtimeOfReports(db, companyId, reportIds);
  const leaves = await reportLeavesOf(
    db,
    companyId,
    people.map((p) => p.user_id),
    { from: bounds.first, to: bounds.last },
  );
  const mealLeaves = await mealLeavesOf(
    db,
    companyId,
    people.map((p) => p.user_id),
    { from: bounds.first, to: bounds.last },
  );
  const leavesByOwner = new Map<number, typeof leaves>();
  for (const leave of leaves) {
    const list = leavesByOwner.get(leave.owner_id);
    if (list) list.push(leave);
    else leavesByOwner.set(leave.owner_id, [leave]);
  }
  return mapInSlices(
    people,
    (person) => ({
      ...person,
      figures: employeeMonthFigures({
        month,
        slices: person.slices_per_day,
        activities: reportsOfPerson(person).flatMap((id) => activities.get(id) ?? []),
        leaves: leavesByOwner.get(person.user_id) ?? [],
        cap: {
          max_worked_days_per_month: person.max_worked_days,
          can_overflow_max_worked_days: person.can_overflow_max_worked_days,
        },
        overtimeMinutes: overtimeOf(reportsOfPerson(person), overtime),
        mealLeaves: mealLeaves.get(person.user_id),
      }),
    }),
    slice,
  );
}

/** The extra columns: the types of leave (days), then the types of overtime (hours). */
export function synthesisColumns(synthesis: Pick<Synthesis, 'leaveTypes' | 'overtimeTypes'>): SynthesisColumn[] {
  return [
    ...synthesis.leaveTypes.map((t) => ({
      code: leaveColumnCode(t.id),
      label: t.name,
      kind: 'leave' as const,
      unit: 'days' as const,
      type_id: t.id,
      short_name: null,
      rate: null,
      pay_export: t.pay_export,
    })),
    ...synthesis.overtimeTypes.map((t) => ({
      code: overtimeColumnCode(t.id),
      label: t.name,
      kind: 'overtime' as const,
      unit: 'hours' as const,
      type_id: t.id,
      short_name: t.short_name,
      rate: t.rate,
      pay_export: null,
    })),
  ];
}

/** One line as the synthesis table shows it. */
export function presentLine(line: SynthesisLine): SynthesisRow {
  const { figures } = line;
  const values: Record<string, number> = {};
  for (const [type, days] of figures.leave_days_by_type) values[leaveColumnCode(type)] = days;
  for (const [type, hours] of figures.overtime_hours_by_type) values[overtimeColumnCode(type)] = hours;
  return {
    user_id: line.user_id,
    employee_number: line.employee_number,
    first_name: line.first_name,
    last_name: line.last_name,
    email: line.email,
    report: line.report_id && line.report_status ? { id: line.report_id, status: line.report_status } : null,
    weeks: line.weeks,
    charged: figures.charged,
    worked: figures.worked,
    not_charged: figures.not_charged,
    leave_days: figures.leave_days,
    not_validated_leave_days: figures.not_validated_leave_days,
    empty_days: figures.empty_days,
    expected_days: figures.expected_days,
    meals: figures.meals,
    has_overtime: figures.overtime_hours_by_type.size > 0,
    values,
  };
}

export function presentSynthesis(synthesis: Synthesis): MonthlySummaryOut {
  return {
    for_month: synthesis.month,
    count: synthesis.count,
    columns: synthesisColumns(synthesis),
    results: synthesis.lines.map(presentLine),
  };
}
