import { describe, expect, it } from 'vitest';
import { dayHeading, shiftWeek, weekRange } from './week';

describe('weeks', () => {
  it('asks for Monday to the next Monday, excluded (the contract’s date_max)', () => {
    expect(weekRange('2026-11-23')).toEqual({ date_min: '2026-11-23', date_max: '2026-11-30' });
    expect(shiftWeek('2026-11-23', -1)).toBe('2026-11-16');
  });

  it('heads a day with a capital only at its start (French months are lower case)', () => {
    expect(dayHeading('2026-11-23', 'fr')).toBe('Lundi 23 novembre');
    expect(dayHeading('2026-11-23', 'en')).toBe('Monday, November 23');
  });
});
