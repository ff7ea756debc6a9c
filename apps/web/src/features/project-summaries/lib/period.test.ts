import { describe, expect, it } from 'vitest';
import { isValidPeriod, presetOf, presetPeriod, readPeriod } from './period';

describe('summary periods', () => {
  it('names this month, last month, last quarter and this year from today', () => {
    const today = '2026-11-23';
    expect(presetPeriod('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetPeriod('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('lastQuarter', today)).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(presetPeriod('thisYear', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('crosses the year back in January', () => {
    expect(presetPeriod('lastMonth', '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetPeriod('lastQuarter', '2027-02-28')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(presetPeriod('lastQuarter', '2028-03-31')).toEqual({ from: '2027-10-01', to: '2027-12-31' });
  });

  it('tells which preset a period is', () => {
    expect(presetOf({ from: '2026-07-01', to: '2026-09-30' }, '2026-11-23')).toBe('lastQuarter');
    expect(presetOf({ from: '2026-07-02', to: '2026-09-30' }, '2026-11-23')).toBeNull();
  });

  it('takes from the address or the cookies only a real period of a year at most', () => {
    const from = (values: Record<string, string>) => readPeriod((name) => values[name] ?? null);
    expect(from({ dateStart: '2026-08-01', dateEnd: '2026-10-31' })).toEqual({ from: '2026-08-01', to: '2026-10-31' });
    expect(from({ dateStart: '2026-08-01' })).toBeNull();
    expect(from({ dateStart: '2026-10-31', dateEnd: '2026-08-01' })).toBeNull();
    expect(from({ dateStart: '2026-02-30', dateEnd: '2026-03-31' })).toBeNull();
    expect(from({ dateStart: '01/08/2026', dateEnd: '2026-10-31' })).toBeNull();
    expect(isValidPeriod('2024-01-01', '2024-12-31')).toBe(true);
    expect(isValidPeriod('2025-01-01', '2026-01-01')).toBe(true);
    expect(isValidPeriod('2025-01-01', '2026-01-02')).toBe(false);
  });
});
