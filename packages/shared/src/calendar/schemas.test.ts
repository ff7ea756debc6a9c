import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES, isoDateSchema, isoMonthSchema, isoYearSchema } from './schemas';

type Schema = { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };
/** The messages of a refused value, or [] when accepted. */
const messages = (schema: Schema, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('isoDateSchema', () => {
  it.each(['1900-01-01', '2099-12-31', '2024-02-29', '2000-02-29', '2026-11-23'])('accepts %s', (value) => {
    expect(messages(isoDateSchema, value)).toEqual([]);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '1899-12-31',
    '2100-01-01',
    '0001-01-01',
    '0999-12-31',
    '9999-12-31',
    '2024-1-1',
    '01/01/2024',
    '2024-01-01T00:00:00Z',
    '2024-01-01\u0000',
    '',
    'x'.repeat(100_000),
    20240101,
    null,
  ])('refuses %j with one message naming the range', (value) => {
    expect(messages(isoDateSchema, value)).toEqual([DATE_MESSAGES.date]);
  });
});

describe('isoMonthSchema', () => {
  it.each(['1900-01', '2024-12', '2099-12'])('accepts %s', (value) => {
    expect(messages(isoMonthSchema, value)).toEqual([]);
  });

  it.each(['2024-13', '2024-00', '0999-01', '1899-12', '2100-01', '2024-1', '2024-01-01', '', 202401])(
    'refuses %j',
    (value) => {
      expect(messages(isoMonthSchema, value)).toEqual([DATE_MESSAGES.month]);
    },
  );
});

describe('isoYearSchema', () => {
  it.each([
    ['1900', 1900],
    ['2099', 2099],
    [2024, 2024],
  ])('accepts %j', (value, expected) => {
    expect(isoYearSchema.parse(value)).toBe(expected);
  });

  it.each(['999', '1899', '2100', '9999', '2024.5', 'abc', '', '1e10'])('refuses %j', (value) => {
    expect(messages(isoYearSchema, value)).toEqual([DATE_MESSAGES.year]);
  });
});
