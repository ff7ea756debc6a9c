import { describe, expect, it } from 'vitest';
import { formatEuros, formatPercent } from './numbers';

// Intl separates the French amount from its sign with a narrow no-break space: compared on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('euros and percents', () => {
  it.each([
    [0.636, 'fr', 3, '0,636 €'],
    [0.6, 'fr', 3, '0,600 €'],
    [0.636, 'en', 3, '€0.636'],
    [12, 'fr', 2, '12,00 €'],
  ])('%d in %s with %i decimals is %s', (value, language, decimals, expected) => {
    expect(plain(formatEuros(value, language, decimals))).toBe(expected);
  });

  it.each([
    [25, 'fr', '25 %'],
    [12.5, 'fr', '12,5 %'],
    [25, 'en', '25%'],
  ])('%d %% in %s is %s', (value, language, expected) => {
    expect(plain(formatPercent(value, language))).toBe(expected);
  });
});
