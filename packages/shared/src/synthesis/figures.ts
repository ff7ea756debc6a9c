import {
  type HalfDaySpan,
  leaveSlotRange,
  type SliceSpan,
  slotSet,
  slotsToDays,
  spanSlots,
  workingSlotsOfMonth,
} from '../activities/slices';
import { type MonthCap, type ReportLeave, reportTotals } from '../activities/totals';
import { type IsoDate, monthBounds } from '../calendar/dates';
import { wholeDaysOffOf } from '../leaves/rules';

/**
 * One employee's month as the monthly synthesis and the payroll exports give it (spec/3 §2): the report card's own
 * figures (reportTotals: worked, leave, empty days), split into charged and not charged days, with the accepted
 * leave days per type of leave and the overtime hours per type of overtime. Server list, exports and tests all call
 * this one function, so the screen, the files and the report card cannot disagree.
 */

/** An activity's extent and whether its project is charged to a customer (projects.chargeable). */
export type SynthesisActivity = SliceSpan & { chargeable: boolean };
/** A leave as reportLeavesOf reads it, with its type. */
export type SynthesisLeave = ReportLeave & { type_of_leave_id: number };

export type EmployeeMonthFigures = {
  /** HC: worked days on chargeable projects. */
  charged: number;
  /** W: the report card's worked days (activities, and accepted leaves of a type that counts as worked). */
  worked: number;
  /** IC: worked days not charged (W − HC). */
  not_charged: number;
  /** The report card's accepted leave days (types that count as worked excluded: they are worked days). */
  leave_days: number;
  not_validated_leave_days: number;
  empty_days: number;
  expected_days: number;
  /** Accepted leave days by type of leave id (types that count as worked included), half days to 2 decimals. */
  leave_days_by_type: Map<number, number>;
  /** Overtime hours by type of overtime id, to 2 decimals. */
  overtime_hours_by_type: Map<number, number>;
  /** The meals of the month: the days worked, even half, less those spent whole on a deprived_meal_ticket leave. */
  meals: number;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

export function employeeMonthFigures(input: {
  month: IsoDate;
  slices: number;
  activities: readonly SynthesisActivity[];
  leaves: readonly SynthesisLeave[];
  cap: MonthCap;
  /** Overtime minutes by type of overtime id. */
  overtimeMinutes?: ReadonlyMap<number, number>;
  /** The month's accepted and submitted leaves whose type takes the meal away (deprived_meal_ticket), any type. */
  mealLeaves?: readonly HalfDaySpan[];
}): EmployeeMonthFigures {
  const { month, slices } = input;
  const totals = reportTotals(input);
  const working = workingSlotsOfMonth(month, slices);
  const chargedSlots = slotSet(
    input.activities.filter((a) => a.chargeable).map((a) => spanSlots(a, slices)),
    working,
  );
  const charged = Math.min(slotsToDays(chargedSlots.size, slices), totals.workingDays);
  // Each slot of accepted leave counts once, for the leave that begins first (leaves of one person do not overlap).
  const leaveSlotsByType = new Map<number, number>();
  const seen = new Set<number>();
  const accepted = input.leaves
    .filter((l) => l.status === 'accepted')
    .sort((a, b) => a.begin_date.localeCompare(b.begin_date));
  for (const leave of accepted) {
    let slots = 0;
    for (const slot of slotSet([leaveSlotRange(leave, slices)], working)) {
      if (seen.has(slot)) continue;
      seen.add(slot);
      slots++;
    }
    const type = leave.type_of_leave_id;
    if (slots > 0) leaveSlotsByType.set(type, (leaveSlotsByType.get(type) ?? 0) + slots);
  }
  const leaveDaysByType = new Map([...leaveSlotsByType].map(([type, slots]) => [type, slotsToDays(slots, slices)]));
  const overtimeHoursByType = new Map<number, number>();
  for (const [type, minutes] of input.overtimeMinutes ?? [])
    if (minutes > 0) overtimeHoursByType.set(type, round2(minutes / 60));
  return {
    charged,
    worked: totals.workingDays,
    not_charged: round2(totals.workingDays - charged),
    leave_days: totals.leaveDays,
    not_validated_leave_days: totals.notValidatedLeaveDays,
    empty_days: totals.emptyDays,
    expected_days: totals.expectedDays,
    leave_days_by_type: leaveDaysByType,
    overtime_hours_by_type: overtimeHoursByType,
    meals: mealsOf(input, working),
  };
}

/**
 * One meal a day worked (an activity or a leave that counts as worked, on a business day), a half day included: it
 * holds the lunch. A day spent whole on a deprived_meal_ticket leave has none, by the rule the expense claim's
 * maximum follows (wholeDaysOffOf), so a training counted as worked but without a meal gives none.
 */
function mealsOf(
  input: Pick<Parameters<typeof employeeMonthFigures>[0], 'month' | 'slices' | 'activities' | 'leaves' | 'mealLeaves'>,
  working: readonly number[],
): number {
  const { slices } = input;
  const workedAway = input.leaves.filter((l) => l.status === 'accepted' && l.count_as_worked);
  const workedSlots = slotSet(
    [...input.activities.map((a) => spanSlots(a, slices)), ...workedAway.map((l) => leaveSlotRange(l, slices))],
    working,
  );
  const { first, last } = monthBounds(input.month);
  const withoutMeal = wholeDaysOffOf(input.mealLeaves ?? [], first, last);
  const mealDays = new Set([...workedSlots].map((slot) => Math.floor(slot / slices)));
  for (const day of withoutMeal) mealDays.delete(day);
  return mealDays.size;
}
