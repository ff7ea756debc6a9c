import type { SynthesisColumn } from '@staff/shared';
import type { SynthesisLine } from '../synthesis.service';

/** The extra columns of a payroll test: one type of leave (id 1, in days) and one of overtime (id 2, 25 %, in hours). */
export const payrollColumns = (names: {
  leave: string;
  payExport: string | null;
  overtime: string;
  shortName: string;
}): SynthesisColumn[] => [
  {
    code: 'leave_1',
    label: names.leave,
    kind: 'leave',
    unit: 'days',
    type_id: 1,
    short_name: null,
    rate: null,
    pay_export: names.payExport,
  },
  {
    code: 'overtime_2',
    label: names.overtime,
    kind: 'overtime',
    unit: 'hours',
    type_id: 2,
    short_name: names.shortName,
    rate: 25,
    pay_export: null,
  },
];

type Person = Pick<SynthesisLine, 'user_id' | 'employee_number' | 'first_name' | 'last_name' | 'email'>;

/**
 * One employee's month without a report, on a grid of two slices and 21 expected days: `charged` of `worked` days
 * charged, `leave` days of the leave type 1, 1.75 hours of the overtime type 2.
 */
export const payrollLine = (
  person: Person,
  days: { charged: number; worked: number; leave: number },
): SynthesisLine => ({
  ...person,
  report_id: null,
  report_status: null,
  weeks: [],
  slices_per_day: 2,
  max_worked_days: null,
  can_overflow_max_worked_days: false,
  figures: {
    charged: days.charged,
    worked: days.worked,
    not_charged: days.worked - days.charged,
    leave_days: days.leave,
    not_validated_leave_days: 0,
    empty_days: 0,
    expected_days: 21,
    leave_days_by_type: new Map([[1, days.leave]]),
    overtime_hours_by_type: new Map([[2, 1.75]]),
    meals: Math.floor(days.worked),
  },
});
