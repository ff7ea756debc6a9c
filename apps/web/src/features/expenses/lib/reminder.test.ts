import { describe, expect, it } from 'vitest';
import { remindExpenseClaim } from './reminder';

describe('the expense claim reminder (spec/1 §9)', () => {
  it.each([
    // 30 November: 1 day left; 26 November: 5 left (today included); 25 November: 6 left.
    ['2026-11-30', 'draft', true],
    ['2026-11-26', 'draft', true],
    ['2026-11-25', 'draft', false],
    ['2026-11-01', 'draft', false],
    // February 2028 has 29 days: the 25th leaves 5.
    ['2028-02-25', 'draft', true],
    ['2028-02-24', 'draft', false],
  ] as const)('on %s a %s claim is reminded: %s', (today, status, expected) => {
    expect(remindExpenseClaim(today, status)).toBe(expected);
  });

  it.each(['submitted', 'accepted', 'refused', 'payed', 'suspended'] as const)(
    'a %s claim is not reminded, even on the last day',
    (status) => {
      expect(remindExpenseClaim('2026-11-30', status)).toBe(false);
    },
  );

  it('a month without a claim is not reminded', () => {
    expect(remindExpenseClaim('2026-11-30', null)).toBe(false);
  });
});
