import type { IsoDate } from '@staff/shared';
import { type MouseEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { ActivityReportDetail } from '../api/types';
import { businessDaysOf, daysOf } from '../lib/period';
import { type DaySelection, dragOver, extendTo, NO_SELECTION, toggleDay } from '../lib/selection';

/**
 * The month grid's selection of days (issue 25, rules in lib/selection.ts): a click on a day's head (or Enter, Space)
 * toggles it, shift-click anywhere on a day adds the days from the last one toggled, and a mouse drag from one day to
 * another selects the working days between. A drag ends with no click, so that no activity modal opens under it.
 * On a touch screen the drag starts on a day's number only (`touch-action: none` there), so that a swipe elsewhere
 * still scrolls the page. Nothing is selectable in a report that is not the viewer's draft.
 */
export function useDaySelection(report: ActivityReportDetail) {
  const working = useMemo(() => (report.editable ? businessDaysOf(daysOf(report)) : []), [report]);
  const [selection, setSelection] = useState<DaySelection>(NO_SELECTION);
  const drag = useRef<{ start: IsoDate; before: DaySelection; moved: boolean } | null>(null);
  const swallowClick = useRef(false);

  useEffect(() => {
    const end = () => {
      if (drag.current?.moved) {
        // The click that follows this pointerup is the drag's end, not a pick.
        swallowClick.current = true;
        setTimeout(() => {
          swallowClick.current = false;
        }, 0);
      }
      drag.current = null;
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, []);

  /** The handlers of one day's cell. */
  const dayProps = (date: IsoDate) => ({
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || event.shiftKey || !working.includes(date)) return;
      if (event.pointerType !== 'mouse') {
        const onNumber = event.target instanceof Element && event.target.closest('button[aria-pressed]');
        if (!onNumber) return;
        // A finger is captured by the element it touched: released, the days it passes over get their pointerenter.
        if (onNumber.hasPointerCapture?.(event.pointerId)) onNumber.releasePointerCapture(event.pointerId);
      }
      drag.current = { start: date, before: selection, moved: false };
    },
    onPointerEnter: () => {
      const current = drag.current;
      if (!current || (date === current.start && !current.moved)) return;
      current.moved = true;
      setSelection(dragOver(current.before, working, current.start, date));
    },
    onClickCapture: (event: MouseEvent) => {
      const extend = event.shiftKey && working.includes(date);
      if (!extend && !swallowClick.current) return;
      event.preventDefault();
      event.stopPropagation();
      if (extend) setSelection((current) => extendTo(current, working, date));
    },
  });

  return {
    selection,
    selectable: (date: IsoDate) => working.includes(date),
    toggle: (date: IsoDate) => setSelection((current) => toggleDay(current, working, date)),
    clear: () => setSelection(NO_SELECTION),
    dayProps,
  };
}

export type DaySelectionState = ReturnType<typeof useDaySelection>;
