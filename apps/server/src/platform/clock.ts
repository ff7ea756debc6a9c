// The product's clock: "today" and the instants of business facts (a leave's sending, a report's validation) come
// from here, never from `new Date()` elsewhere, so that tests and demos can set the day (issue 20). Expiries that
// protect something (sessions, tokens, sign-in throttles, the mail sender) keep the real time on purpose: a pinned
// day must not make a token live longer or a throttle forget sooner. Timestamps written by the database (`now()`,
// column defaults such as a history's `action_time`) are real time too.

// Built once: constructing an Intl.DateTimeFormat loads time-zone data and cost ~6% of a list request's CPU when
// todayInParis() made one per call. Formatters are immutable, so sharing them is safe.
const PARIS_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
const PARIS_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' });

/** The hour of the pinned day the clock starts at (Paris time): mid-morning, far from either midnight. */
export const PINNED_START_HOUR = 10;

/** How far the product's clock is ahead of (or behind) the machine's; 0 unless a day is pinned. */
let offsetMs = 0;
let pinnedDay: string | undefined;

/**
 * Sets the product's "today" (`APP_TODAY`, never in production: config.ts refuses it): the clock reads
 * `isoDate` at 10:00 Paris time now, and runs on from there at the real pace. `undefined` gives the real clock back.
 * Pinning the day it already holds keeps the running clock (main.ts pins before the seed, buildApp again).
 */
export function pinToday(isoDate: string | undefined, realNow: number = Date.now()): void {
  if (isoDate === pinnedDay) return;
  pinnedDay = isoDate;
  offsetMs = isoDate === undefined ? 0 : pinnedStart(isoDate).getTime() - realNow;
}

/** The instant a pinned day's clock starts at: `isoDate` at 10:00 in Paris. */
export const pinnedStart = (isoDate: string): Date => parisHour(isoDate, PINNED_START_HOUR);

/** The instant a Paris day reaches `hour` o'clock (from 4 to 23: summer time has begun by then on the night it starts). */
export function parisHour(isoDate: string, hour: number): Date {
  const utc = new Date(`${isoDate}T${String(hour).padStart(2, '0')}:00:00Z`);
  // Paris is 1 or 2 hours ahead of UTC at that hour.
  const parisOffsetHours = (Number(PARIS_HOUR.format(utc)) - hour + 24) % 24;
  return new Date(utc.getTime() - parisOffsetHours * 3_600_000);
}

/** The product's current instant (the real one unless a day is pinned). */
export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** "Today" in Europe/Paris as YYYY-MM-DD: the product's day changes at Paris midnight, not UTC's. */
export function todayInParis(at: Date = now()): string {
  return PARIS_DATE.format(at);
}

/** The hour (0-23) it is in Europe/Paris at an instant. */
export function hourInParis(at: Date = now()): number {
  return Number(PARIS_HOUR.format(at));
}

/** The instant a Paris day begins (00:00 Europe/Paris), whatever the season's offset. */
export function parisMidnight(isoDate: string): Date {
  const utcMidnight = new Date(`${isoDate}T00:00:00Z`);
  const parisHour = Number(PARIS_HOUR.format(utcMidnight));
  // At 00:00 UTC it is 01:00 (winter) or 02:00 (summer) in Paris: the day began that many hours earlier.
  return new Date(utcMidnight.getTime() - parisHour * 3_600_000);
}
