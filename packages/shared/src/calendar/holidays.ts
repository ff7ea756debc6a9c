import { addDays, type IsoDate } from './dates';

/** Easter Sunday of a Gregorian year (Meeus/Jones/Butcher algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type PublicHoliday = { date: IsoDate; key: string };

/**
 * The eleven French public holidays of a year (spec/2 §9): 1 Jan, Easter Monday, 1 May, 8 May,
 * Ascension (Easter + 39), Whit Monday (Easter + 50), 14 Jul, 15 Aug, 1 Nov, 11 Nov, 25 Dec. Sorted by date.
 * `key` names the holiday for translation.
 */
export function frenchPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const fixed = (mmdd: string, key: string) => ({ date: `${String(year).padStart(4, '0')}-${mmdd}`, key });
  return [
    fixed('01-01', 'new_year'),
    { date: addDays(easter, 1), key: 'easter_monday' },
    fixed('05-01', 'labour_day'),
    fixed('05-08', 'victory_1945'),
    { date: addDays(easter, 39), key: 'ascension' },
    { date: addDays(easter, 50), key: 'whit_monday' },
    fixed('07-14', 'bastille_day'),
    fixed('08-15', 'assumption'),
    fixed('11-01', 'all_saints'),
    fixed('11-11', 'armistice_1918'),
    fixed('12-25', 'christmas'),
  ].sort((x, y) => x.date.localeCompare(y.date));
}

const cache = new Map<number, Set<IsoDate>>();

/** True on a French public holiday. */
export function isPublicHoliday(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  let set = cache.get(year);
  if (!set) {
    set = new Set(frenchPublicHolidays(year).map((h) => h.date));
    cache.set(year, set);
  }
  return set.has(date);
}
