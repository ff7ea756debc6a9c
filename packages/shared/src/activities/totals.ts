import type { IsoDate } from '../calendar/dates';
import type { ReportDays } from './period';
import {
  type HalfDaySpan,
  leaveSlotRange,
  type SliceSpan,
  slotSet,
  slotsToDays,
  spanSlots,
  workingSlotsOfDays,
  workingSlotsOfMonth,
} from './slices';

/**
 * The month's figures (spec/1 §2 cards, §3 `total`, spec/2 §4.4 send modal), computed from the activities and the
 * leaves of the owner, the same way on the server (lists, PDF, sending) and in the browser (the calendar as it is
 * edited). Days are slots ÷ slices, to 2 decimals.
 */

/** The contract's say on the month (spec/1 §9): max_worked_days_per_month null → the business days; 0 → no cap. */
export type MonthCap = { max_worked_days_per_month: number | null; can_overflow_max_worked_days: boolean };

/**
 * A leave as the report reads it: accepted ones are leave days, submitted ones "not validated" leave days; an
 * accepted leave of a type that counts as worked (a training, types_of_leave.count_as_worked) makes worked days.
 * Either way the person is away: no activity goes on its slots.
 */
export type ReportLeave = HalfDaySpan & { status: 'accepted' | 'submitted'; count_as_worked?: boolean };

export type ReportTotals = {
  workingDays: number;
  leaveDays: number;
  emptyDays: number;
  notValidatedLeaveDays: number;
};

/** The days to fill: the business days, capped by the contract's maximum when it has one above 0. */
export function expectedWorkingDays(month: IsoDate, slices: number, cap: MonthCap): number {
  const businessDays = workingSlotsOfMonth(month, slices).length / slices;
  const max = cap.max_worked_days_per_month;
  return max === null || max === 0 ? businessDays : Math.min(businessDays, max);
}

/**
 * A report's figures. `days` makes it a week's part of the month: its own business days are the days to fill, and
 * the contract's cap, a month's rule, is not cut into weeks (the send checks it on the owner's month).
 */
export function reportTotals(input: {
  month: IsoDate;
  days?: ReportDays;
  slices: number;
  activities: readonly SliceSpan[];
  leaves: readonly ReportLeave[];
  cap: MonthCap;
}): ReportTotals & { expectedDays: number; excessDays: number; overlapDays: number } {
  const { month, slices, days } = input;
  const working = days ? workingSlotsOfDays(days, slices) : workingSlotsOfMonth(month, slices);
  const worked = slotSet(
    input.activities.map((a) => spanSlots(a, slices)),
    working,
  );
  const accepted = slotSet(
    input.leaves.filter((l) => l.status === 'accepted' && !l.count_as_worked).map((l) => leaveSlotRange(l, slices)),
    working,
  );
  const workedAway = slotSet(
    input.leaves.filter((l) => l.status === 'accepted' && l.count_as_worked).map((l) => leaveSlotRange(l, slices)),
    working,
  );
  const submitted = slotSet(
    input.leaves.filter((l) => l.status === 'submitted').map((l) => leaveSlotRange(l, slices)),
    working,
  );
  for (const slot of accepted) submitted.delete(slot);
  for (const slot of workedAway) {
    accepted.delete(slot);
    submitted.delete(slot);
  }
  const absent = new Set([...accepted, ...submitted, ...workedAway]);
  const overlap = [...worked].filter((slot) => absent.has(slot)).length;
  for (const slot of workedAway) worked.add(slot);
  // A slot both worked and on leave (a leave accepted after a report was sent) counts once, as worked.
  const covered = new Set([...worked, ...absent]).size;
  const expectedDays = days ? working.length / slices : expectedWorkingDays(month, slices, input.cap);
  const expectedSlots = expectedDays * slices;
  const max = input.cap.max_worked_days_per_month;
  const excessSlots =
    max && !days && !input.cap.can_overflow_max_worked_days ? Math.max(0, worked.size - max * slices) : 0;
  return {
    workingDays: slotsToDays(worked.size, slices),
    leaveDays: slotsToDays(accepted.size, slices),
    notValidatedLeaveDays: slotsToDays(submitted.size, slices),
    emptyDays: slotsToDays(Math.max(0, expectedSlots - covered), slices),
    expectedDays,
    excessDays: slotsToDays(excessSlots, slices),
    overlapDays: slotsToDays(overlap, slices),
  };
}

/** Overtime minutes go up to the next quarter hour; above 45 they make one more hour (spec/1 §5). */
export function roundOvertime(hours: number, minutes: number): { hours: number; minutes: number } {
  const quarters = Math.ceil(minutes / 15) * 15;
  return quarters > 45 ? { hours: hours + 1, minutes: 0 } : { hours, minutes: quarters };
}
