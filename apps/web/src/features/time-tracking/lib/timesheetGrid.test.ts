import { describe, expect, it } from 'vitest';
import type { TimesheetWeek } from '../api/types';
import { cellKey, cellText, changedCells, gridTotals, moveFocus, withAddedRows } from './timesheetGrid';

const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const ACME = { id: 4, name: 'Acme', color: '#ed7f10', customer_name: null };
const rows = [
  { project: ACME, cells: [3600, 0, 0, 0, 0, 0, 0] },
  { project: null, cells: [0, 1800, 0, 0, 0, 0, 0] },
];

describe('the weekly grid', () => {
  it('shows a draft as typed, else the saved time as h:mm, empty for none', () => {
    expect(cellText(rows[0]!, 0, {})).toBe('1:00');
    expect(cellText(rows[0]!, 1, {})).toBe('');
    expect(cellText(rows[0]!, 0, { [cellKey(4, 0)]: '1,5' })).toBe('1,5');
  });

  it('counts the valid drafts in the totals, and a wrong text as the saved value', () => {
    const totals = gridTotals(rows, { [cellKey(4, 0)]: '1,5', [cellKey(4, 2)]: '90m', [cellKey(null, 1)]: '2x' });
    expect(totals.days).toEqual([5400, 1800, 5400, 0, 0, 0, 0]);
    expect(totals.rows).toEqual([10800, 1800]);
    expect(totals.total).toBe(12600);
  });

  it('sends only the cells that change (an emptied cell is 0) and keeps the unreadable ones back', () => {
    const drafts = {
      [cellKey(4, 0)]: '1:00', // unchanged
      [cellKey(4, 1)]: '1:30',
      [cellKey(null, 1)]: '',
      [cellKey(4, 3)]: '25h',
    };
    expect(changedCells(rows, DAYS, drafts)).toEqual({
      cells: [
        { project: 4, day: '2026-11-24', seconds: 5400 },
        { project: null, day: '2026-11-24', seconds: 0 },
      ],
      invalid: [cellKey(4, 3)],
    });
  });

  it.each([
    ['ArrowDown', { atStart: false, atEnd: false }, { row: 1, day: 3 }],
    ['ArrowUp', { atStart: false, atEnd: false }, { row: -1, day: 3 }],
    ['ArrowRight', { atStart: false, atEnd: true }, { row: 0, day: 4 }],
    ['ArrowRight', { atStart: true, atEnd: false }, null],
    ['ArrowLeft', { atStart: true, atEnd: false }, { row: 0, day: 2 }],
    ['Tab', { atStart: true, atEnd: true }, null],
  ])('moves %s (caret %o) to %o, never out of the grid', (key, caret, target) => {
    const expected = target && target.row >= 0 ? target : null;
    expect(moveFocus({ row: 0, day: 3 }, key, { rows: 2 }, caret)).toEqual(expected);
  });

  it('adds the chosen projects as empty rows, each once', () => {
    const week = { week: DAYS[0], days: DAYS, rows, day_totals: [], total: 0 } as unknown as TimesheetWeek;
    const other = { id: 9, name: 'Beta', color: '#449dd1', customer_name: 'Beta SA' };
    const all = withAddedRows(week, [ACME, other, other]);
    expect(all.map((row) => row.project?.id ?? null)).toEqual([4, null, 9]);
    expect(all[2]?.cells).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
