import { describe, expect, it } from 'vitest';
import { decimalSeparatorOf, toNumber } from './numberField';

describe('toNumber', () => {
  it.each([
    [null, null],
    ['', null],
    [12, 12],
    ['0,636', 0.636],
    ['0.5', 0.5],
    ['1 000,5', 1000.5],
  ] as const)('%j is %j', (typed, expected) => {
    expect(toNumber(typed)).toBe(expected);
  });

  it('a text that is no number stays NaN, for the schema to refuse', () => {
    expect(toNumber('abc')).toBeNaN();
  });

  it('reads French with a comma', () => {
    expect(decimalSeparatorOf('fr')).toBe(',');
    expect(decimalSeparatorOf('en')).toBe('.');
  });
});
