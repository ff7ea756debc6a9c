import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issueMessage } from '../errors/catalogue';
import {
  hasAtMostDecimals,
  typeOfExpenseInputSchema,
  typeOfLeaveInputSchema,
  typeOfVehicleInputSchema,
} from './schemas';

describe('hasAtMostDecimals', () => {
  it.each([
    [0.01, 2, true],
    [0.1 + 0.2, 2, true],
    [4.25, 2, true],
    [0.005, 2, false],
    [0.636, 3, true],
    [0.0005, 3, false],
    [25, 0, true],
  ])('%d with %i decimals: %s', (value, decimals, expected) => {
    expect(hasAtMostDecimals(value, decimals)).toBe(expected);
  });

  it('holds for every number of hundredths, as typed in a form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36_600 }), (n) => hasAtMostDecimals(Number((n / 100).toFixed(2)), 2)),
    );
  });
});

describe('reference bodies', () => {
  it('a type of leave needs its name only; the rest takes the defaults', () => {
    const parsed = typeOfLeaveInputSchema.parse({ name: '  Formation  ' });
    expect(parsed).toMatchObject({ name: 'Formation', deducting_mode: 'open_days', annual_quota: 0, pay_export: null });
  });

  it('an empty name says the field is required, by a catalogue code', () => {
    const result = typeOfLeaveInputSchema.safeParse({ name: '' });
    expect(result.success).toBe(false);
    expect(issueMessage(result.error!.issues[0]!)).toEqual({ code: 'field_required' });
  });

  it('a quota of 0.005 says two decimals, a negative rate says 0 or more', () => {
    const quota = typeOfLeaveInputSchema.safeParse({ name: 'x', annual_quota: 0.005 });
    expect(issueMessage(quota.error!.issues[0]!)).toEqual({ code: 'reference.twoDecimals' });
    const rate = typeOfVehicleInputSchema.safeParse({ name: 'x', short_name: 'V', rate: -0.001, rank: 0 });
    expect(issueMessage(rate.error!.issues[0]!)).toEqual({ code: 'reference.notNegative' });
  });

  it('a type of expense without accounting number gets 999999', () => {
    expect(typeOfExpenseInputSchema.parse({ label: 'Divers' }).accounting_number).toBe('999999');
    expect(typeOfExpenseInputSchema.parse({ label: 'Divers', accounting_number: '' }).accounting_number).toBe('999999');
  });
});
