import { describe, expect, it } from 'vitest';
import { formatEuros } from './numbers';

// Intl separates the French amount from its sign and its thousands with a narrow no-break space: compared on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the amounts of expense claims (spec/1 §9 "the euro, rounded to 2 decimals")', () => {
  it.each([
    [1234.5, 'fr', '1 234,50 €'],
    [1234.5, 'en', '€1,234.50'],
    [0, 'fr', '0,00 €'],
    [0.1 + 0.2, 'fr', '0,30 €'],
    [19.999, 'en', '€20.00'],
    [12.3, 'fr', '12,30 €'],
  ])('%d in %s is %s', (value, language, expected) => {
    expect(plain(formatEuros(value, language))).toBe(expected);
  });
});
