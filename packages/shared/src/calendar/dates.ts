/** Plain `YYYY-MM-DD` dates, computed in UTC so that no time zone or DST can shift a day. */
export type IsoDate = string;

export const toUtcDate = (date: IsoDate): Date => new Date(`${date}T00:00:00Z`);
export const toIsoDate = (date: Date): IsoDate => date.toISOString().slice(0, 10);

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = toUtcDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return toIsoDate(d);
}

/** 0 Sunday … 6 Saturday. */
export const dayOfWeek = (date: IsoDate): number => toUtcDate(date).getUTCDay();

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number =>
  Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000);

/** Every date from `begin` to `end`, both included. */
export function eachDay(begin: IsoDate, end: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let d = begin; d <= end; d = addDays(d, 1)) days.push(d);
  return days;
}

/** First and last day of the month of `date`. */
export function monthBounds(date: IsoDate): { first: IsoDate; last: IsoDate } {
  const first = `${date.slice(0, 7)}-01`;
  const next = toUtcDate(first);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { first, last: addDays(toIsoDate(next), -1) };
}

/** `YYYY-MM-DD` → `dd/MM/yyyy`, the product's display format (spec/1 §9). */
export const toFrenchDate = (date: IsoDate): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
