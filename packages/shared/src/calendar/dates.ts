/**
 * Plain `YYYY-MM-DD` dates. Arithmetic works on day numbers (whole days since 1970-01-01), never on strings: a
 * string walk compared `'9999-12-31' < '10000-01-01'` wrongly and never ended (issue 6), and years below 1000
 * break string order too. Everything is UTC, so no time zone or DST can shift a day.
 */
export type IsoDate = string;

/**
 * The dates the product accepts, everywhere (bodies, queries, paths): 1900-01-01 to 2099-12-31. Wide enough for
 * birth and hiring dates and for plans decades ahead; narrow enough that every computation stays small, and the
 * French holiday rules used here hold across it.
 */
export const DATE_MIN: IsoDate = '1900-01-01';
export const DATE_MAX: IsoDate = '2099-12-31';
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2099;

const MS_PER_DAY = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a `YYYY-MM-DD` string when it is a real calendar date (any year 0000–9999), else null. */
export function parseIsoDate(date: string): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar date inside DATE_MIN … DATE_MAX. */
export const isDateInRange = (date: string): boolean =>
  parseIsoDate(date) !== null && date >= DATE_MIN && date <= DATE_MAX;

function utcMs(year: number, month: number, day: number): number {
  if (year >= 100) return Date.UTC(year, month - 1, day);
  // Date.UTC reads years 0–99 as 1900–1999; setUTCFullYear takes the year as it is.
  return new Date(0).setUTCFullYear(year, month - 1, day);
}

/** Days since 1970-01-01 (negative before it). Throws a RangeError for anything but a real `YYYY-MM-DD` date. */
export function dayNumber(date: IsoDate): number {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${JSON.stringify(date.slice(0, 20))}`);
  return Math.round(utcMs(parts.year, parts.month, parts.day) / MS_PER_DAY);
}

/** The date of a day number (inverse of dayNumber). Throws outside years 0000–9999, which no ISO string spells. */
export function fromDayNumber(n: number): IsoDate {
  const d = new Date(n * MS_PER_DAY);
  const year = d.getUTCFullYear();
  if (!Number.isInteger(n) || Number.isNaN(year) || year < 0 || year > 9999) {
    throw new RangeError(`Day number out of range: ${n}`);
  }
  const pad = (v: number, width = 2) => String(v).padStart(width, '0');
  return `${pad(year, 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export const toUtcDate = (date: IsoDate): Date => new Date(dayNumber(date) * MS_PER_DAY);
export const toIsoDate = (date: Date): IsoDate => fromDayNumber(Math.floor(date.getTime() / MS_PER_DAY));

export const addDays = (date: IsoDate, days: number): IsoDate => fromDayNumber(dayNumber(date) + days);

/** 0 Sunday … 6 Saturday, of a day number (1970-01-01 was a Thursday). */
export const dayOfWeekOf = (n: number): number => (((n + 4) % 7) + 7) % 7;

/** 0 Sunday … 6 Saturday. */
export const dayOfWeek = (date: IsoDate): number => dayOfWeekOf(dayNumber(date));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
/** The Monday of a date's week (weeks start on Monday, spec/1 §9, spec/2 §9). */
export const mondayOf = (date: IsoDate): IsoDate => addDays(date, -((dayOfWeek(date) + 6) % 7));

export const daysBetween = (from: IsoDate, to: IsoDate): number => dayNumber(to) - dayNumber(from);

/**
 * The longest list eachDay builds: the whole supported range (1900–2099, 73,049 days). A longer walk means a date
 * escaped validation; it is refused rather than left to eat the memory of the process.
 */
export const EACH_DAY_MAX = dayNumber(DATE_MAX) - dayNumber(DATE_MIN) + 1;

/** Every date from `begin` to `end`, both included; [] when `end` is earlier. Throws beyond EACH_DAY_MAX days. */
export function eachDay(begin: IsoDate, end: IsoDate): IsoDate[] {
  const first = dayNumber(begin);
  const count = dayNumber(end) - first + 1;
  if (count > EACH_DAY_MAX) throw new RangeError(`eachDay: ${count} days is more than ${EACH_DAY_MAX}`);
  return Array.from({ length: Math.max(0, count) }, (_, i) => fromDayNumber(first + i));
}

/** First and last day of the month of `date` (`YYYY-MM-DD`, or a month `YYYY-MM`). */
export function monthBounds(date: IsoDate): { first: IsoDate; last: IsoDate } {
  const month = date.slice(0, 7);
  const first = `${month}-01`;
  const { year, month: m } = parseIsoDate(first) ?? {};
  if (year === undefined || m === undefined) throw new RangeError(`Not a month: ${JSON.stringify(month)}`);
  return { first, last: `${month}-${String(daysInMonth(year, m)).padStart(2, '0')}` };
}

/** `YYYY-MM-DD` → `dd/MM/yyyy`, the product's display format (spec/1 §9). */
export const toFrenchDate = (date: IsoDate): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
