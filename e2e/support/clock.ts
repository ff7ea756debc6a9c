// The day a journey runs on (issue 20: "a clock the tests own"). Every e2e run pins one day, for the server (its
// APP_TODAY, which also anchors the demo data) and for every browser context (page.clock), so that every date a
// journey picks is known in advance and a journey passes whatever day the machine thinks it is.
//
//   E2E_TODAY=2028-02-29 npx playwright test -c e2e/playwright.config.ts     one run on another day
//
// The default is a plain working day in the middle of a month; `npm test`'s calendar sweep (scripts/test.mjs) runs the
// leaves, activity and expense journeys again on the awkward days of SWEEP_DAYS. The clock starts at 10:00 Paris time
// on that day when the run starts, and runs on at the real pace, in the server and in the browsers alike.
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

/** The day every run pins unless E2E_TODAY says otherwise: a Monday, mid-month, the suite's last green real day. */
export const DEFAULT_TODAY = '2026-11-23';

/**
 * The awkward days of the calendar sweep: a year's last day, a leap day, the day before Easter Monday (Easter Sunday
 * 2027, also the night summer time begins), and a month's last working day (a Friday).
 */
export const SWEEP_DAYS = ['2026-12-31', '2028-02-29', '2027-03-28', '2027-04-30'] as const;

const value = process.env.E2E_TODAY ?? DEFAULT_TODAY;
if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
  throw new Error(`E2E_TODAY must be a date written YYYY-MM-DD; got "${value}"`);
}
/** This run's day, YYYY-MM-DD. */
export const TODAY: string = value;

// When the run's clock started: set once by the runner, inherited by the workers, so all agree.
process.env.E2E_CLOCK_ORIGIN ??= String(Date.now());
const ORIGIN = Number(process.env.E2E_CLOCK_ORIGIN);

/** 10:00 Paris time on `isoDate` (09:00 UTC in winter, 08:00 in summer), as the server's clock starts. */
function tenInParis(isoDate: string): number {
  const utc = Date.parse(`${isoDate}T10:00:00Z`);
  const parisHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }).format(utc),
  );
  return utc - (parisHour - 10) * 3_600_000;
}

/** The run's current instant: TODAY at 10:00 Paris time plus the time since the run started. */
export function clockNow(): Date {
  return new Date(tenInParis(TODAY) + (Date.now() - ORIGIN));
}

/** Pins a browser context's clock to the run's (page.clock: Date and timers, time running on at the real pace). */
export async function pinClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: clockNow() });
}

/** `browser.newContext()` with the run's clock: for a test that needs a second person in its own browser. */
export async function newPinnedContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await pinClock(context);
  return context;
}
