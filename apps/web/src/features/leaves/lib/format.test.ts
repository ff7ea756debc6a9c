import { describe, expect, it } from 'vitest';
import { shortDates } from './format';

describe('shortDates', () => {
  it.each([
    ['2026-12-21', '2026-12-28', '2026-11-22', ['21/12', '28/12']],
    ['2026-03-02', '2026-03-02', '2026-11-22', ['02/03', '02/03']],
    // Another year, or across two: the years are said.
    ['2025-12-22', '2025-12-24', '2026-11-22', ['22/12/2025', '24/12/2025']],
    ['2026-12-28', '2027-01-04', '2026-11-22', ['28/12/2026', '04/01/2027']],
  ])('%s → %s (today %s)', (begin_date, end_date, today, expected) => {
    expect(shortDates({ begin_date, end_date }, today)).toEqual(expected);
  });
});
