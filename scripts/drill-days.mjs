// The days the database-loss drill (outage-drill.mjs) writes its leaves on; apps/server/test/drill-days.test.ts.

/** The first day the drill writes leaves on, on its own database: the demo data there lies around today. */
const FIRST_DRILL_DAY = Date.UTC(2028, 0, 1);
/** The last day a leave may have (DATE_MAX in packages/shared/src/calendar/dates.ts). */
const LAST_DAY = Date.UTC(2099, 11, 31);

/**
 * One-day leaves far in the future, each on its own Tuesday, Wednesday or Friday that is no fixed public holiday (the
 * moveable ones fall on Mondays and Thursdays): about 11,000 days from 2028 to 2099, ten times what the fastest run
 * wrote. It ends at DATE_MAX rather than walking past it (a run that wrote 1,084 leaves from 2090 on got 64
 * `400 date.date`, issue 20): the writers then stop, and the report says so.
 */
export function* leaveDays(from = FIRST_DRILL_DAY) {
  const FIXED_HOLIDAYS = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'];
  for (let time = from; time <= LAST_DAY; time += 86_400_000) {
    const day = new Date(time);
    const iso = day.toISOString().slice(0, 10);
    if ([2, 3, 5].includes(day.getUTCDay()) && !FIXED_HOLIDAYS.includes(iso.slice(5))) yield iso;
  }
}
