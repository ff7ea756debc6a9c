import { describe, expect, it } from 'vitest';
import { ID_MAX, idSchema, isRecordId, queryIdSchema } from './index';

describe('record ids', () => {
  it.each([
    [1, true],
    [ID_MAX, true],
    [0, false],
    [-1, false],
    [ID_MAX + 1, false],
    [1.5, false],
    [2 ** 53, false],
    [Number.NaN, false],
  ])('%s is a record id: %s', (value, expected) => {
    expect(isRecordId(value)).toBe(expected);
    expect(idSchema.safeParse(value).success).toBe(expected);
  });

  it.each([
    ['12', 12],
    ['2147483647', ID_MAX],
    ['2147483648', null],
    ['0', null],
    ['abc', null],
    ['-3', null],
    // Issue 21: decimal digits only, no sign, no leading zero, no blank: one spelling per record.
    ['0x4', null],
    ['4e0', null],
    ['4.0', null],
    [' 4', null],
    ['4 ', null],
    ['+4', null],
    ['04', null],
    ['4_0', null],
    ['٤', null],
    ['', null],
    ['12345678901', null],
  ])('query id %j reads as %s', (text, expected) => {
    const parsed = queryIdSchema.safeParse(text);
    expect(parsed.success ? parsed.data : null).toBe(expected);
  });
});
