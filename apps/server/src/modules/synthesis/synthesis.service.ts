import {
  type EmployeeMonthFigures,
  employeeMonthFigures,
  type MonthlySummaryOut,
  monthBounds,
  type SynthesisColumn,
  type SynthesisRow,
} from '@staff/shared';
import type { Db } from '../../db/client';
import { reportLeavesOf } from '../activities';
import {
  activitiesOfReports,
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
 * employeeMonthFigures from the same activities and leaves (reportLeavesOf) as their report card, in a constant number
 * of statements (people, columns ×2, activities, overtime, leaves) whatever the number of employees.
 */

export type SynthesisQuery = {
  month: string;
  search?: string;
  ordering?: string;
  /** Without it, every employee of the month (the exports). */
  page?: { limit: number; offset: number };
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

/** The month's synthesis for the viewer: their people and the figures of each. */
export async function synthesisOfMonth(db: Db, actor: SynthesisActor, q: SynthesisQuery): Promise<Synthesis> {
  const month = `${q.month.slice(0, 7)}-01`;
  const bounds = monthBounds(month);
  const { count, people } = await peopleOfMonth(db, actor, { ...bounds, ...q });
  const leaveTypes = await leaveTypeColumns(db, actor.companyId, bounds);
  const overtimeTypes = await overtimeTypeColumns(db, actor.companyId);
  const reportIds = people.flatMap((p) => (p.report_id ? [p.report_id] : []));
  const activities = await activitiesOfReports(db, actor.companyId, reportIds);
  const overtime = await overtimeOfReports(db, actor.companyId, reportIds);
  const leaves = await reportLeavesOf(
    db,
    actor.companyId,
    people.map((p) => p.user_id),
    { from: bounds.first, to: bounds.last },
  );
  const leavesByOwner = new Map<number, typeof leaves>();
  for (const leave of leaves) {
    const list = leavesByOwner.get(leave.owner_id);
    if (list) list.push(leave);
    else leavesByOwner.set(leave.owner_id, [leave]);
  }
  const lines = people.map((person) => ({
    ...person,
    figures: employeeMonthFigures({
      month,
      slices: person.slices_per_day,
      activities: (person.report_id && activities.get(person.report_id)) || [],
      leaves: leavesByOwner.get(person.user_id) ?? [],
      cap: {
        max_worked_days_per_month: person.max_worked_days,
        can_overflow_max_worked_days: person.can_overflow_max_worked_days,
      },
      overtimeMinutes: person.report_id ? overtime.get(person.report_id) : undefined,
    }),
  }));
  return { month: month.slice(0, 7), count, leaveTypes, overtimeTypes, lines };
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
    charged: figures.charged,
    worked: figures.worked,
    not_charged: figures.not_charged,
    leave_days: figures.leave_days,
    not_validated_leave_days: figures.not_validated_leave_days,
    empty_days: figures.empty_days,
    expected_days: figures.expected_days,
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
