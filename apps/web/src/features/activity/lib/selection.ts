import type { IsoDate } from '@staff/shared';

/**
 * The days selected on the month grid (issue 25), to give them one project in one step. A click (or Enter, Space on
 * a day's head) toggles a day and makes it the anchor; shift-click, or a drag from one day to another, selects the
 * working days from the anchor to there. Only working days are selectable: weekends and public holidays in a range
 * are passed over, as the server would refuse them.
 */
export type DaySelection = { days: ReadonlySet<IsoDate>; anchor: IsoDate | null };

export const NO_SELECTION: DaySelection = { days: new Set(), anchor: null };

/** The working days between two days (in either order), both included. `working` is the month's, in order. */
export function daysBetween(working: readonly IsoDate[], a: IsoDate, b: IsoDate): IsoDate[] {
  const [from, to] = a <= b ? [a, b] : [b, a];
  return working.filter((day) => day >= from && day <= to);
}

/** A plain click: the day in or out, and the anchor of the next shift-click. */
export function toggleDay(selection: DaySelection, working: readonly IsoDate[], day: IsoDate): DaySelection {
  if (!working.includes(day)) return selection;
  const days = new Set(selection.days);
  if (days.has(day)) days.delete(day);
  else days.add(day);
  return { days, anchor: day };
}

/** A shift-click: the working days from the anchor to `day` added (no anchor yet: the day alone, toggled). */
export function extendTo(selection: DaySelection, working: readonly IsoDate[], day: IsoDate): DaySelection {
  if (!selection.anchor) return toggleDay(selection, working, day);
  return {
    days: new Set([...selection.days, ...daysBetween(working, selection.anchor, day)]),
    anchor: selection.anchor,
  };
}

/**
 * A drag from `start` over to `over`: the selection made before the drag, plus the working days between. Dragging back
 * shrinks it again, since each step starts from `before`.
 */
export function dragOver(
  before: DaySelection,
  working: readonly IsoDate[],
  start: IsoDate,
  over: IsoDate,
): DaySelection {
  return { days: new Set([...before.days, ...daysBetween(working, start, over)]), anchor: start };
}

/** The selection as the server wants it: the dates in order. */
export const selectedDates = (selection: DaySelection): IsoDate[] => [...selection.days].sort();

/** The slices a selection gives on each day: the whole day, or one half (a report's grid has an even count). */
export type DayPart = 'day' | 'morning' | 'afternoon';
export function partSlices(part: DayPart, slicesPerDay: number): { begin_slice: number; end_slice: number } {
  const half = slicesPerDay / 2;
  if (part === 'morning') return { begin_slice: 0, end_slice: half - 1 };
  if (part === 'afternoon') return { begin_slice: half, end_slice: slicesPerDay - 1 };
  return { begin_slice: 0, end_slice: slicesPerDay - 1 };
}

/**
 * How many of the chosen days the answer's activities fill: a day wholly on leave is skipped by the server, so that
 * "4 days given" would tell one too many (the pieces span runs of days, weekends inside).
 */
export const daysGiven = (dates: readonly IsoDate[], pieces: readonly { begin_date: string; end_date: string }[]) =>
  dates.filter((date) => pieces.some((piece) => piece.begin_date <= date && date <= piece.end_date)).length;
