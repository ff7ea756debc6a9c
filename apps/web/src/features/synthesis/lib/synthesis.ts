import { dayOfWeek, frenchPublicHolidays, type PublicHoliday } from '@staff/shared';
import dayjs from '../../../lib/dayjs';
import { monthPickerBounds } from '../../../lib/monthPicker';

/**
 * The monthly synthesis's pure pieces: the month picker's shortcuts, the leaves table's paging around the public
 * holidays, and the export's fallback file name.
 */

/** The shortcuts of the month picker (spec/3 §2): around the chosen month and around today. */
export type MonthShortcut = 'previous' | 'last' | 'this' | 'next' | 'thisYear';
export const MONTH_SHORTCUTS: readonly MonthShortcut[] = ['previous', 'last', 'this', 'next', 'thisYear'];

/**
 * Where each shortcut leads from `selected` (YYYY-MM) on `today` (YYYY-MM-DD): the month before the chosen one, the
 * month before today's, today's, the one after, and the chosen month's number in the current year (back to this year
 * after browsing others). Null when it leaves the picker's range (plus or minus 5 years, spec/3 §9).
 */
export function monthShortcut(shortcut: MonthShortcut, selected: string, today: string): string | null {
  const now = dayjs(today).startOf('month');
  const target = {
    previous: dayjs(`${selected}-01`).subtract(1, 'month'),
    last: now.subtract(1, 'month'),
    this: now,
    next: now.add(1, 'month'),
    thisYear: now.month(Number(selected.slice(5, 7)) - 1),
  }[shortcut];
  const { min, max } = monthPickerBounds(today);
  const day = target.format('YYYY-MM-DD');
  return day < min || day > max ? null : target.format('YYYY-MM');
}

/** The month's public holidays on weekdays: the ones the server lists with the leaves (a weekend one takes no day). */
export function weekdayHolidays(month: string): PublicHoliday[] {
  return frenchPublicHolidays(Number(month.slice(0, 4))).filter(
    (h) => h.date.startsWith(`${month}-`) && dayOfWeek(h.date) % 6 !== 0,
  );
}

/**
 * The leaves table shows the month's holidays as rows of their own, first, then the leaves the server pages. A page of
 * `pageSize` rows therefore holds `holidays` holiday rows on page 1 and fewer leaves; later pages start that much
 * earlier in the server's list. Returns the leaves to ask for and the holiday rows the page shows.
 */
export function leavesPageWindow(page: number, pageSize: number, holidays: number) {
  const start = (page - 1) * pageSize;
  const holidaysShown = Math.max(0, Math.min(holidays - start, pageSize));
  return {
    holidayFrom: Math.min(start, holidays),
    holidayTo: Math.min(start, holidays) + holidaysShown,
    offset: Math.max(0, start - holidays),
    limit: pageSize - holidaysShown,
  };
}

/** spec/3 §7: without a Content-Disposition, the file is named after the month, the module and the format. */
export function exportFallbackName(month: string, module: string, format: string): string {
  return `${month}_${module}.${format.toLowerCase()}`;
}
