import { isBusinessDay } from '../calendar/business-days';
import { type IsoDate, monthBounds } from '../calendar/dates';
import { type PlacementError, type ReportGrid, slotOf } from './slices';

/** Why days selected on the month grid cannot be given to a project. */
export type DaysError = Extract<PlacementError, 'outOfMonth' | 'noWorkingDay' | 'absent'>;

/**
 * The slots that days selected on the month grid give to one project (POST activity-report/{id}/days/): the same
 * slices of each day, the slots on leave skipped ("you can't work if you are absent"). The rules of one activity hold
 * for each day: inside the report's days, a working day (the grid offers no other); and something left to work.
 * What the slots held before is not a refusal: the selection replaces it.
 */
export function slotsOfDays(
  input: { dates: readonly IsoDate[]; begin_slice: number; end_slice: number },
  report: ReportGrid,
  absent: ReadonlySet<number>,
): { slots: Set<number> } | { error: DaysError } {
  const { first, last } = report.days ?? monthBounds(report.month);
  if (input.dates.some((date) => date < first || date > last)) return { error: 'outOfMonth' };
  if (!input.dates.every(isBusinessDay)) return { error: 'noWorkingDay' };
  const slots = new Set<number>();
  for (const date of input.dates) {
    for (let slice = input.begin_slice; slice <= input.end_slice; slice++) {
      const slot = slotOf(date, slice, report.slices);
      if (!absent.has(slot)) slots.add(slot);
    }
  }
  return slots.size ? { slots } : { error: 'absent' };
}
