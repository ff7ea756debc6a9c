import { describe, expect, it } from 'vitest';
import { billedMonths, SERIES_COLORS, stackedMonths } from './chart';

const month = (m: string, days: number, non_billed_days: number) => ({ month: m, days, non_billed_days });

describe('the summary charts', () => {
  it('stacks one key per series, month by month, the unnamed series named by the screen', () => {
    const chart = stackedMonths(
      ['2026-09', '2026-10'],
      [
        { id: 1, name: 'Banque', months: [month('2026-09', 3, 0), month('2026-10', 1.5, 0.5)] },
        { id: null, name: null, months: [month('2026-09', 0, 0), month('2026-10', 2, 2)] },
      ],
      (m) => m.slice(5),
      'Sans client',
    );
    expect(chart.data).toEqual([
      { month: '09', s0: 3, s1: 0 },
      { month: '10', s0: 1.5, s1: 2 },
    ]);
    expect(chart.series).toEqual([
      { name: 's0', label: 'Banque', color: SERIES_COLORS[0] },
      { name: 's1', label: 'Sans client', color: SERIES_COLORS[1] },
    ]);
  });

  it('puts the billed days above zero and the non-billed ones below it', () => {
    expect(billedMonths([month('2026-10', 12.5, 2.25), month('2026-11', 0, 0)], (m) => m)).toEqual([
      { month: '2026-10', billed: 10.25, nonBilled: -2.25 },
      { month: '2026-11', billed: 0, nonBilled: 0 },
    ]);
  });
});
