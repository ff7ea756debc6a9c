// Built once: constructing an Intl.DateTimeFormat loads time-zone data and cost ~6% of a list request's CPU when
// todayInParis() made one per call. Formatters are immutable, so sharing them is safe.
const PARIS_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
const PARIS_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' });

/** "Today" in Europe/Paris as YYYY-MM-DD: the product's day changes at Paris midnight, not UTC's. */
export function todayInParis(now: Date = new Date()): string {
  return PARIS_DATE.format(now);
}

/** The instant a Paris day begins (00:00 Europe/Paris), whatever the season's offset. */
export function parisMidnight(isoDate: string): Date {
  const utcMidnight = new Date(`${isoDate}T00:00:00Z`);
  const parisHour = Number(PARIS_HOUR.format(utcMidnight));
  // At 00:00 UTC it is 01:00 (winter) or 02:00 (summer) in Paris: the day began that many hours earlier.
  return new Date(utcMidnight.getTime() - parisHour * 3_600_000);
}
