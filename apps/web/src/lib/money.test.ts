import { describe, expect, it } from 'vitest';
import { formatEuros, formatPercent } from './money';

// Intl separates the French amount from its sign (and thousands) with a narrow no-break space: compared on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money formats', () => {
  it.each([
    [0.636, 'fr', 3, '0,636 €'],
    [0.6, 'fr', 3, '0,600 €'],
    [0.636, 'en', 3, '€0.636'],
    [12, 'fr', 2, '12,00 €'],
  ])('%d in %s with %i decimals is %s', (value, language, decimals, expected) => {
    expect(plain(formatEuros(value, language, decimals))).toBe(expected);
  });

  it.each([
    [1234.5, 'fr', '1 234,50 €'],
    [1234.5, 'en', '€1,234.50'],
    [0, 'fr', '0,00 €'],
    [0.1 + 0.2, 'fr', '0,30 €'],
    [19.999, 'en', '€20.00'],
  ])('an amount of a claim, %d in %s, has 2 decimals: %s', (value, language, expected) => {
    expect(plain(formatEuros(value, language))).toBe(expected);
  });

  it.each([
    [25, 'fr', '25 %'],
    [12.5, 'fr', '12,5 %'],
    [5.5, 'fr', '5,5 %'],
    [25, 'en', '25%'],
  ])('%d %% in %s is %s', (value, language, expected) => {
    expect(plain(formatPercent(value, language))).toBe(expected);
  });
});
