import type { Period } from '../calendar/business-days';
import { isBusinessDay } from '../calendar/business-days';
import { dayNumber, eachDay, fromDayNumber, type IsoDate, monthBounds } from '../calendar/dates';
import type { ReportDays } from './period';

/**
 * The report's grid (spec/1 §3, §9): each business day of the month is cut into `slices` slices (2, 4, 8, 16 or 32:
 * 4 h down to 15 min); slice 0 starts the morning, slice slices/2 starts the afternoon. A *slot* numbers one slice of
 * one day across days (day number × slices + slice), so that slots compare, sort and count as plain integers.
 */

/** One activity's extent: from a slice of a day to a slice of a day, both included. */
export type SliceSpan = { begin_date: IsoDate; begin_slice: number; end_date: IsoDate; end_slice: number };

/** A span as stored: its extent and the number of worked slices in it (weekends and holidays inside do not count). */
export type PlacedSpan = SliceSpan & { nb_slices: number };

export const slotOf = (date: IsoDate, slice: number, slices: number): number => dayNumber(date) * slices + slice;
export const slotDate = (slot: number, slices: number): IsoDate => fromDayNumber(Math.floor(slot / slices));
export const slotSlice = (slot: number, slices: number): number => ((slot % slices) + slices) % slices;

/** The first and last slot of a span. */
export const spanSlots = (span: SliceSpan, slices: number): [number, number] => [
  slotOf(span.begin_date, span.begin_slice, slices),
  slotOf(span.end_date, span.end_slice, slices),
];

/**
 * A month's days and slots never change: they are computed once per month (and grid) and copied out, since the
 * monthly synthesis and its exports ask for the same month thousands of times in one request (issue 13). Bounded, so
 * that a long-running server does not keep every month it was ever asked.
 */
const MONTHS_KEPT = 512;
const businessDaysCache = new Map<string, readonly IsoDate[]>();
const workingSlotsCache = new Map<string, readonly number[]>();
function remembered<T>(cache: Map<string, readonly T[]>, key: string, compute: () => T[]): T[] {
  let value = cache.get(key);
  if (!value) {
    if (cache.size >= MONTHS_KEPT) cache.clear();
    value = compute();
    cache.set(key, value);
  }
  return [...value];
}

/** The business days of the month of `date` (weekends and French public holidays excluded). */
export const businessDaysOfMonth = (date: IsoDate): IsoDate[] => {
  const { first, last } = monthBounds(date);
  return remembered(businessDaysCache, first, () => eachDay(first, last).filter(isBusinessDay));
};

/** Every working slot of the month, in order. */
export function workingSlotsOfMonth(date: IsoDate, slices: number): number[] {
  return remembered(workingSlotsCache, `${date.slice(0, 7)}:${slices}`, () =>
    businessDaysOfMonth(date).flatMap((day) => {
      const first = slotOf(day, 0, slices);
      return Array.from({ length: slices }, (_, i) => first + i);
    }),
  );
}

/** Every working slot of a report's days (a month, or a week's part of one), in order. */
export function workingSlotsOfDays(days: ReportDays, slices: number): number[] {
  const working = workingSlotsOfMonth(days.first, slices);
  return slotsWithin(working, slotOf(days.first, 0, slices), slotOf(days.last, slices - 1, slices));
}

/** A leave's half days as slots: AM is the first half of a day's slices, PM the second (spec/2 §9 "AM and PM"). */
export type HalfDaySpan = { begin_date: IsoDate; begin_period: Period; end_date: IsoDate; end_period: Period };

export const leaveSlotRange = (leave: HalfDaySpan, slices: number): [number, number] => [
  slotOf(leave.begin_date, leave.begin_period === 'AM' ? 0 : slices / 2, slices),
  slotOf(leave.end_date, leave.end_period === 'AM' ? slices / 2 - 1 : slices - 1, slices),
];

/** The slots of `working` (sorted) that lie in [from, to]. */
export function slotsWithin(working: readonly number[], from: number, to: number): number[] {
  return working.filter((slot) => slot >= from && slot <= to);
}

/**
 * Cuts chosen slots into spans: a span runs while the chosen slots follow each other in the working grid (so a
 * Friday-to-Monday activity is one span, weekend skipped), and a slot not chosen in between starts a new one.
 */
export function spansOf(chosen: ReadonlySet<number>, working: readonly number[], slices: number): PlacedSpan[] {
  const spans: PlacedSpan[] = [];
  let run: number[] = [];
  const close = () => {
    const first = run[0];
    const last = run[run.length - 1];
    if (first === undefined || last === undefined) return;
    spans.push({
      begin_date: slotDate(first, slices),
      begin_slice: slotSlice(first, slices),
      end_date: slotDate(last, slices),
      end_slice: slotSlice(last, slices),
      nb_slices: run.length,
    });
    run = [];
  };
  for (const slot of working) {
    if (chosen.has(slot)) run.push(slot);
    else close();
  }
  close();
  return spans;
}

export type PlacementError = 'beginAfterEnd' | 'outOfMonth' | 'noWorkingDay' | 'absent' | 'slicesFull';

/** Where a report lies: its month, its grid, and its days when it is a week's part of the month. */
export type ReportGrid = { month: IsoDate; slices: number; days?: ReportDays };

/**
 * Where an activity goes in a report (spec/1 §5): inside the report's days (its month, or its week's part of it), begin before end, on working slots only, around
 * the slots of leaves (`absent`) and of the report's other activities (`taken`): "activities overlapping a leave are
 * split around it". Nothing left to work: absent when leaves took it all, else the slices are all used.
 */
export function placeActivity(
  span: SliceSpan,
  report: ReportGrid,
  absent: ReadonlySet<number>,
  taken: ReadonlySet<number>,
): { spans: PlacedSpan[] } | { error: PlacementError } {
  const { slices } = report;
  const days = report.days ?? monthBounds(report.month);
  const { first, last } = days;
  if (span.begin_date < first || span.end_date > last || span.begin_date > last || span.end_date < first) {
    return { error: 'outOfMonth' };
  }
  const [from, to] = spanSlots(span, slices);
  if (from > to) return { error: 'beginAfterEnd' };
  const working = workingSlotsOfDays(days, slices);
  const inSpan = slotsWithin(working, from, to);
  if (inSpan.length === 0) return { error: 'noWorkingDay' };
  const notAbsent = inSpan.filter((slot) => !absent.has(slot));
  if (notAbsent.length === 0) return { error: 'absent' };
  const free = notAbsent.filter((slot) => !taken.has(slot));
  if (free.length === 0) return { error: 'slicesFull' };
  return { spans: spansOf(new Set(free), working, slices) };
}

/** The set of slots of several spans (activities or leaves given as slot ranges). */
export function slotSet(ranges: Iterable<[number, number]>, working: readonly number[]): Set<number> {
  const set = new Set<number>();
  for (const [from, to] of ranges) for (const slot of slotsWithin(working, from, to)) set.add(slot);
  return set;
}

/** Days with 2 decimals, as the cards and tables show them (a slot of 32 is 0.03125 day). */
export const slotsToDays = (count: number, slices: number): number => Math.round((count / slices) * 100) / 100;
