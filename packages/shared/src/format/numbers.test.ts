import { describe, expect, it } from 'vitest';
import { formatDays, formatEuros, formatNumber, formatPercent } from './numbers';

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

  it('keeps the narrow no-break space Intl writes in French (the screens show it)', () => {
    expect(formatEuros(1234.5, 'fr')).toBe('1\u202f234,50\u00a0€');
  });
});

describe('numbers', () => {
  it.each([
    [1.5, 'fr', 2, '1,5'],
    [1.5, 'en', 2, '1.5'],
    [2, 'fr', 2, '2'],
    [1.234, 'fr', 2, '1,23'],
    [1.25, 'fr', 1, '1,3'],
  ])('%d in %s (%i decimals at most) is %s', (value, language, decimals, expected) => {
    expect(formatNumber(value, language, decimals)).toBe(expected);
  });
});

describe('days (issue 25: two decimals everywhere)', () => {
  it.each([
    [20.5, 'fr', '20,50'],
    [20.5, 'en', '20.50'],
    [3, 'fr', '3,00'],
    [0.25, 'en', '0.25'],
  ])('%d in %s is %s', (value, language, expected) => {
    expect(formatDays(value, language)).toBe(expected);
  });
});
