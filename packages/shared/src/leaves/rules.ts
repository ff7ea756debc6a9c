import type { Period } from '../calendar/business-days';
import { addDays, dayNumber } from '../calendar/dates';

/** Leave limits (spec/2 §9). */
export const LEAVE_MIN_DAYS = 0.5;
/** How far back the overlap check looks (spec/2 §5.1), unless a longer leave could still be running. */
export const LEAVE_OVERLAP_LOOKBACK_MONTHS = 12;
/**
 * The longest leave, in calendar days, both ends included: three years (1096 days spans any three calendar years,
 * leap day included). A long sabbatical or a three-year parental leave (congé parental d'éducation) must fit; a
 * bound keeps every per-day computation small (a 9,000-year leave once took the server down, issue 6).
 */
export const LEAVE_MAX_SPAN_DAYS = 1096;
/** Maximum lengths of the free texts. */
export const LEAVE_PRECISION_MAX = 255;
export const LEAVE_COMMENT_MAX = 2000;

export const LEAVE_MESSAGES = {
  minHalfDay: 'Vous devez prendre au moins une demi journée de congé',
  beginAfterEnd: 'The begin date must be before the end date.',
  precisionRequired: 'Précision invalide',
  typeRequired: 'Please choose a type of leave.',
  overlap: "You've already taken leaves for this period: from {begin} to {end} and its status is {status}.",
  attachmentRequired: 'This type of leave needs an attachment before it is submitted.',
  priorNotice: 'This type of leave must be requested {days} days in advance.',
  serviceEmpty: 'This service is empty',
  notEditable: 'This leave can no longer be modified.',
  onlyDraftDeleted: 'Only a draft leave can be deleted.',
  /** Nobody decides on their own leave (issue 6): a delegation never names its author. */
  selfDelegation: 'You cannot create a leave for yourself by delegation: request it from your leaves.',
  /** A leave made for someone obeys the rules of their own request: only those who request leaves take one. */
  ownerTakesNoLeaves: 'This employee does not take leaves.',
  spanTooLong: 'A leave cannot last more than 1096 days (3 years).',
  /** A reason explains a refusal only: sent with another status it would be stored nowhere. */
  reasonOnlyWhenRefusing: 'A reason is given only when refusing a leave.',
  /** spec/3 §5: the span deducts no day (a public holiday or a day off chosen) and counting one was not confirmed. */
  zeroDays:
    'These dates count no day of leave (a public holiday or a day off): confirm to count one day, or choose another date.',
} as const;

/** The leave messages only the server says (workflow, concurrency, delegation), by code `leave.<name>`. */
export const LEAVE_SERVER_MESSAGES = {
  unknownEmployee: 'Unknown employee.',
  serviceOrEmployees: 'Choose a service or employees.',
  attachmentsLocked: 'The attachments of a decided leave can no longer change.',
  stale: 'This leave was changed by someone else. Reload it and try again.',
  changedMeanwhile: 'This leave was changed meanwhile. Reload it and try again.',
  typeInactive: 'This type of leave is no longer active.',
  transition: 'A {from} leave cannot become {to}.',
  /** The cancellation workflow (issue 28): a second request, or a decision on a request someone decided first. */
  cancellationPending: 'A cancellation of this leave is already requested: it waits for a decision.',
  cancellationDecided: 'This cancellation request has already been decided.',
  /** The approval circuit (issue 28): a decision by someone not of the step the leave waits at, or on a step decided first. */
  notYourStep: 'This leave waits for step {step} of {steps} of its approval circuit: that decision is not yours.',
  stepDecided: 'This step of the approval circuit has already been decided.',
} as const;

type HalfDaySpan = { begin_date: string; begin_period: Period; end_date: string; end_period: Period };

/**
 * A leave as a range of half-days [start, end): the morning of a day is 2·n, its afternoon 2·n + 1
 * ("PM counts as plus 12 hours", spec/2 §5.1).
 */
export function halfDayRange(leave: HalfDaySpan): [number, number] {
  const index = (date: string) => dayNumber(date) * 2;
  const start = index(leave.begin_date) + (leave.begin_period === 'PM' ? 1 : 0);
  const end = index(leave.end_date) + (leave.end_period === 'AM' ? 1 : 2);
  return [start, end];
}

/**
 * The days from `first` to `last` (a month) that the leaves take whole, morning and afternoon, whatever the deducting
 * mode, as day numbers: the days without a meal of `deprived_meal_ticket` types (the claim's maximum and the
 * synthesis's meals). A half day off leaves the lunch; two leaves may make a whole day between them.
 */
export function wholeDaysOffOf(leaves: readonly HalfDaySpan[], first: string, last: string): Set<number> {
  const [from, to] = [dayNumber(first) * 2, dayNumber(last) * 2 + 2];
  const off = new Set<number>();
  for (const leave of leaves) {
    const [start, end] = halfDayRange(leave);
    for (let half = Math.max(start, from); half < Math.min(end, to); half++) off.add(half);
  }
  const days = new Set<number>();
  for (let half = from; half < to; half += 2) if (off.has(half) && off.has(half + 1)) days.add(half / 2);
  return days;
}

/** How many days from `first` to `last` the leaves take whole (wholeDaysOffOf). */
export const wholeDaysOff = (leaves: readonly HalfDaySpan[], first: string, last: string): number =>
  wholeDaysOffOf(leaves, first, last).size;

/**
 * The days a leave counts (spec/3 §5): the deducted days of its span; when the span deducts none although it holds
 * time (a public holiday or a day off chosen), one day once the requester confirms it (`countOneDay`), half a day
 * for a half-day span. `null`: the span deducts none and nobody confirmed, so the requester must confirm or choose
 * another date. An empty span (the same day, afternoon to morning) counts 0, below the half-day minimum.
 */
export function countedLeaveDays(span: HalfDaySpan, deducted: number, countOneDay: boolean): number | null {
  if (deducted > 0) return deducted;
  const [start, end] = halfDayRange(span);
  if (end <= start) return 0;
  if (!countOneDay) return null;
  return Math.min(1, (end - start) / 2);
}

/** True when two leaves share at least one half-day. */
export function leavesOverlap(a: HalfDaySpan, b: HalfDaySpan): boolean {
  const [aStart, aEnd] = halfDayRange(a);
  const [bStart, bEnd] = halfDayRange(b);
  return aStart < bEnd && bStart < aEnd;
}

/** True when a span from `begin` to `end` (both included) is at most LEAVE_MAX_SPAN_DAYS long. */
export const leaveSpanFits = (begin: string, end: string): boolean =>
  dayNumber(end) - dayNumber(begin) + 1 <= LEAVE_MAX_SPAN_DAYS;

/**
 * The first begin date the overlap check considers for a leave beginning on `beginDate`. The spec looks back 12
 * months (spec/2 §5.1), but a leave may last LEAVE_MAX_SPAN_DAYS: one begun that long ago may still be running.
 */
export const overlapLookbackStart = (beginDate: string): string =>
  addDays(beginDate, -Math.max(LEAVE_MAX_SPAN_DAYS - 1, LEAVE_OVERLAP_LOOKBACK_MONTHS * 31));

/**
 * The precision rule (spec/2 §3, §5.1), for the form, the delegation form and the server alike: a type that asks
 * for a precision needs a non-blank one; a type that does not keeps none (changing the type resets it).
 * `missing` says the precision is required and blank; otherwise `value` is what to store.
 */
export function leavePrecision(
  type: { requires_precision: boolean } | undefined,
  precision: string | null | undefined,
): { missing: true } | { missing: false; value: string | null } {
  if (!type?.requires_precision) return { missing: false, value: null };
  const value = precision?.trim() ?? '';
  return value ? { missing: false, value } : { missing: true };
}

/** Fills a message's {placeholders}. */
export const formatMessage = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

/**
 * The reference period of a type with period management: it ends on period_last_day/period_last_month
 * (e.g. 31 May for paid leave), shifted by period_year_offset years. Without period management, the civil year.
 */
export function referencePeriod(
  type: { period_management: boolean; period_last_day: number; period_last_month: number; period_year_offset: number },
  date: string,
): { start: string; end: string } {
  const year = Number(date.slice(0, 4));
  if (!type.period_management) return { start: `${year}-01-01`, end: `${year}-12-31` };
  const lastOfMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
  const endIn = (y: number) => {
    const day = Math.min(type.period_last_day, lastOfMonth(y, type.period_last_month));
    return `${y}-${String(type.period_last_month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };
  const endYear = date > endIn(year) ? year + 1 : year;
  // The offset moves the period by whole years, the end day clamped in the year it lands in: a period ending on
  // 29 February ends on the 28th in a common year, never on a day that does not exist.
  const offset = type.period_year_offset;
  return { start: addDays(endIn(endYear - 1 + offset), 1), end: endIn(endYear + offset) };
}
