import { describe, expect, it } from 'vitest';
import {
  countIn,
  decimalIn,
  frenchAmount,
  frenchDecimal,
  frenchEuros,
  frenchNumber,
  frenchPercent,
  hoursMinutes,
} from './french';

describe("the files' and mails' French figures (plain spaces)", () => {
  it.each([
    [123456, true, '1 234,56'],
    [123456, false, '1234,56'],
    [5, true, '0,05'],
    [-1250, true, '-12,50'],
    [100000000, true, '1 000 000,00'],
    [0, true, '0,00'],
  ])('%i cents (grouped %s) is %s', (cents, grouped, expected) => {
    expect(frenchAmount(cents, { grouped })).toBe(expected);
  });

  it.each([
    [123456, '1 234,56 €'],
    [1250, '12,50 €'],
  ])('%i cents is %s', (cents, expected) => {
    expect(frenchEuros(cents)).toBe(expected);
  });

  it.each([
    [2.5, 2, '2,50'],
    [0, 2, '0,00'],
    [0.636, 3, '0,636'],
    [1234.5, 2, '1234,50'],
  ])('%d with %i decimals is %s', (value, decimals, expected) => {
    expect(frenchDecimal(value, decimals)).toBe(expected);
  });

  it.each([
    [1.5, '1,5'],
    [20, '20'],
    [0.5, '0,5'],
  ])('%d is %s', (value, expected) => {
    expect(frenchNumber(value)).toBe(expected);
  });

  it.each([
    [550, '5,5 %'],
    [2000, '20 %'],
    [0, '0 %'],
  ])('%i basis points is %s', (bp, expected) => {
    expect(frenchPercent(bp)).toBe(expected);
  });

  it.each([
    [12.5, 'fr', '12,50'],
    [12.5, 'en', '12.50'],
    [20, 'fr', '20,00'],
  ] as const)('%d in a %s mail is %s', (value, language, expected) => {
    expect(decimalIn(value, language)).toBe(expected);
  });

  it.each([
    [65, '1 h 05'],
    [0, '0 h 00'],
    [600, '10 h 00'],
  ])('%i minutes is %s', (minutes, expected) => {
    expect(hoursMinutes(minutes)).toBe(expected);
  });
});

describe('countIn: a count and its noun in the plural its language gives it (issue 25: no "(s)")', () => {
  const day = { one: 'jour', other: 'jours' };
  const dayEn = { one: 'day', other: 'days' };
  it.each([
    [1, 'fr', day, 2, '1,00 jour'],
    [1.5, 'fr', day, 2, '1,50 jour'],
    [2, 'fr', day, 2, '2,00 jours'],
    [0, 'fr', day, 2, '0,00 jour'],
    [1, 'en', dayEn, 2, '1.00 days'],
    [1, 'en', dayEn, 0, '1 day'],
    [4, 'en', { one: 'meal', other: 'meals' }, 0, '4 meals'],
  ] as const)('%d in %s with %i decimals', (value, language, noun, decimals, expected) => {
    expect(countIn(value, language, noun, decimals)).toBe(expected);
  });
});
