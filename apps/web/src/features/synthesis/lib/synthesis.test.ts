import { describe, expect, it } from 'vitest';
import { exportFallbackName, leavesPageWindow, monthShortcut, weekdayHolidays } from './synthesis';

describe('the monthly synthesis', () => {
  it('leads each month shortcut around the chosen month and today, within five years', () => {
    const today = '2026-11-23';
    expect(monthShortcut('previous', '2026-03', today)).toBe('2026-02');
    expect(monthShortcut('last', '2026-03', today)).toBe('2026-10');
    expect(monthShortcut('this', '2026-03', today)).toBe('2026-11');
    expect(monthShortcut('next', '2026-03', today)).toBe('2026-12');
    expect(monthShortcut('thisYear', '2023-03', today)).toBe('2026-03');
    expect(monthShortcut('previous', '2021-11', today)).toBeNull();
  });

  it('lists the public holidays that fall on a weekday only', () => {
    // 2026: 1 November is a Sunday, 11 November a Wednesday.
    expect(weekdayHolidays('2026-11')).toEqual([{ date: '2026-11-11', key: 'armistice_1918' }]);
    expect(weekdayHolidays('2026-05').map((h) => h.key)).toEqual([
      'labour_day',
      'victory_1945',
      'ascension',
      'whit_monday',
    ]);
    expect(weekdayHolidays('2026-02')).toEqual([]);
  });

  it('pages the leaves after the holiday rows, without losing or repeating a leave', () => {
    expect(leavesPageWindow(1, 10, 2)).toEqual({ holidayFrom: 0, holidayTo: 2, offset: 0, limit: 8 });
    expect(leavesPageWindow(2, 10, 2)).toEqual({ holidayFrom: 2, holidayTo: 2, offset: 8, limit: 10 });
    expect(leavesPageWindow(3, 10, 0)).toEqual({ holidayFrom: 0, holidayTo: 0, offset: 20, limit: 10 });
  });

  it('names an export after the month, the module and the format when the server gives no name', () => {
    expect(exportFallbackName('2026-10', 'payroll', 'XLSX')).toBe('2026-10_payroll.xlsx');
  });
});
