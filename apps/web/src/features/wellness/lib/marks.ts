/** The charts' scale: every whole mark from 0 to 5 (spec/3 §9), drawn even on an empty year. */
export const MARK_TICKS = [0, 1, 2, 3, 4, 5];

/** spec/2 §5.4: a mark of 0 is "no mark", shown blank. */
export const markText = (mark: number): string => (mark ? String(mark) : '');
