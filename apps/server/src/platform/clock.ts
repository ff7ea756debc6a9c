/** "Today" in Europe/Paris as YYYY-MM-DD: the product's day changes at Paris midnight, not UTC's. */
export function todayInParis(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

/** The instant a Paris day begins (00:00 Europe/Paris), whatever the season's offset. */
export function parisMidnight(isoDate: string): Date {
  const utcMidnight = new Date(`${isoDate}T00:00:00Z`);
  const parisHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }).format(
      utcMidnight,
    ),
  );
  // At 00:00 UTC it is 01:00 (winter) or 02:00 (summer) in Paris: the day began that many hours earlier.
  return new Date(utcMidnight.getTime() - parisHour * 3_600_000);
}
