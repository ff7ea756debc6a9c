import { type DeductingMode, dayOfWeek, frenchPublicHolidays, type IsoDate, type PublicHoliday } from '@staff/shared';

/** The public holiday on a date, if any (the date pickers name the days they disable). */
export function holidayOn(date: IsoDate): PublicHoliday | undefined {
  return frenchPublicHolidays(Number(date.slice(0, 4))).find((holiday) => holiday.date === date);
}

/**
 * The public holidays a leave from `begin` to `end` does not deduct although they fall on a day its mode counts
 * (a holiday on a Sunday was never counted, nor one on a Saturday in open days): what the day count leaves out.
 * Calendar days count holidays, so they skip none.
 */
export function skippedHolidays(begin: IsoDate, end: IsoDate, mode: DeductingMode = 'open_days'): PublicHoliday[] {
  if (mode === 'calendar_days' || begin > end) return [];
  const years = Array.from(
    { length: Number(end.slice(0, 4)) - Number(begin.slice(0, 4)) + 1 },
    (_, i) => Number(begin.slice(0, 4)) + i,
  );
  return years
    .flatMap(frenchPublicHolidays)
    .filter(({ date }) => date >= begin && date <= end)
    .filter(({ date }) => {
      const day = dayOfWeek(date);
      return day !== 0 && (day !== 6 || mode === 'working_days');
    });
}
