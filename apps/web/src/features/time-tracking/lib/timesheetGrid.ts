import { formatHours, parseDurationText } from '@staff/shared';
import type { TimesheetWeek } from '../api/types';

/** One row of the grid: a project (null: time without project) and its seconds on each of the 7 days. */
export type GridRow = { project: TimesheetWeek['rows'][number]['project']; cells: number[] };

/** What the user typed in cells not saved yet, by cell key. */
export type Drafts = Readonly<Record<string, string>>;

export const DAYS_IN_WEEK = 7;

export const cellKey = (projectId: number | null, day: number) => `${projectId ?? 'none'}:${day}`;

/** A cell's text: the draft being typed, else the saved time as h:mm (empty for none). */
export function cellText(row: GridRow, day: number, drafts: Drafts): string {
  const draft = drafts[cellKey(row.project?.id ?? null, day)];
  if (draft !== undefined) return draft;
  const seconds = row.cells[day] ?? 0;
  return seconds ? formatHours(seconds) : '';
}

/** A cell's seconds as the totals count them: a valid draft, else the saved value (a wrong text changes nothing yet). */
function cellSeconds(row: GridRow, day: number, drafts: Drafts): number {
  const draft = drafts[cellKey(row.project?.id ?? null, day)];
  const saved = row.cells[day] ?? 0;
  if (draft === undefined) return saved;
  const parsed = parseDurationText(draft);
  return parsed === 'invalid' ? saved : (parsed ?? 0);
}

/** The totals per row, per day and of the week, drafts included: the user sees the sums move as they type. */
export function gridTotals(rows: readonly GridRow[], drafts: Drafts) {
  const days = Array.from({ length: DAYS_IN_WEEK }, (_, day) =>
    rows.reduce((sum, row) => sum + cellSeconds(row, day, drafts), 0),
  );
  const byRow = rows.map((row) =>
    Array.from({ length: DAYS_IN_WEEK }, (_, day) => cellSeconds(row, day, drafts)).reduce((a, b) => a + b, 0),
  );
  return { days, rows: byRow, total: days.reduce((a, b) => a + b, 0) };
}

/**
 * The drafts as the PUT's cells: only those whose value differs from the saved one (an empty cell is 0: its time
 * removed), and the keys of those that cannot be read (`2x`, more than 24 h), which are not sent.
 */
export function changedCells(rows: readonly GridRow[], days: readonly string[], drafts: Drafts) {
  const cells: { project: number | null; day: string; seconds: number }[] = [];
  const invalid: string[] = [];
  for (const row of rows) {
    const project = row.project?.id ?? null;
    row.cells.forEach((saved, day) => {
      const key = cellKey(project, day);
      const draft = drafts[key];
      if (draft === undefined) return;
      const parsed = parseDurationText(draft);
      if (parsed === 'invalid') invalid.push(key);
      else if ((parsed ?? 0) !== saved) cells.push({ project, day: days[day] as string, seconds: parsed ?? 0 });
    });
  }
  return { cells, invalid };
}

export type CellPosition = { row: number; day: number };

/**
 * Where an arrow key takes the focus from a cell: up and down always; left and right only when the caret is at the
 * text's edge (inside the text they move the caret, as in any input). Null: stay.
 */
export function moveFocus(
  from: CellPosition,
  key: string,
  size: { rows: number },
  caret: { atStart: boolean; atEnd: boolean },
): CellPosition | null {
  const target =
    key === 'ArrowUp'
      ? { row: from.row - 1, day: from.day }
      : key === 'ArrowDown'
        ? { row: from.row + 1, day: from.day }
        : key === 'ArrowLeft' && caret.atStart
          ? { row: from.row, day: from.day - 1 }
          : key === 'ArrowRight' && caret.atEnd
            ? { row: from.row, day: from.day + 1 }
            : null;
  if (!target) return null;
  const inside = target.row >= 0 && target.row < size.rows && target.day >= 0 && target.day < DAYS_IN_WEEK;
  return inside ? target : null;
}

/** The week's rows plus the projects the user added to fill (without time yet), each project once. */
export function withAddedRows(week: TimesheetWeek, added: readonly NonNullable<GridRow['project']>[]): GridRow[] {
  const rows: GridRow[] = week.rows.map((row) => ({ project: row.project, cells: row.cells }));
  const present = new Set(rows.map((row) => row.project?.id ?? null));
  for (const project of added) {
    if (present.has(project.id)) continue;
    present.add(project.id);
    rows.push({ project, cells: Array<number>(DAYS_IN_WEEK).fill(0) });
  }
  return rows;
}
