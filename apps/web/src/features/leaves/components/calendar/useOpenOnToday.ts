import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';
import { type CalendarMonth, openingDay } from '../../lib/calendar';

/**
 * Scrolls the calendar so that it opens on today's week (issue 25: "opens on today, not on the 1st"), right of the
 * sticky names column; again each time "Today" is pressed. Months without today are left at their first day.
 * Returns what "Today" calls.
 */
export function useOpenOnToday(scroller: RefObject<HTMLElement | null>, months: CalendarMonth[], today: string) {
  const [asked, setAsked] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` is the "Today" press that positions again.
  useLayoutEffect(() => {
    const box = scroller.current;
    const day = openingDay(months, today);
    const head = day ? box?.querySelector<HTMLElement>(`th[data-day="${day}"]`) : null;
    const table = box?.querySelector('table');
    const names = box?.querySelector<HTMLElement>('thead th');
    if (!box || !table) return;
    if (!head || !names) {
      box.scrollLeft = 0;
      return;
    }
    const offset = head.getBoundingClientRect().left - table.getBoundingClientRect().left;
    box.scrollLeft = Math.max(0, offset - names.offsetWidth);
  }, [scroller, months, today, asked]);
  return useCallback(() => setAsked((n) => n + 1), []);
}
