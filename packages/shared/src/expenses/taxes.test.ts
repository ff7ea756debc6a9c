import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBasisPoints, toCents } from './money';
import { expectedVat, isVatLineRight, resolveTaxLines, splitSingleTax, taxLinesSum } from './taxes';

/** The VAT of a receipt (spec/1 §5 "Invoice"): whatever the lines, HT + VAT = TTC to the cent. */

/** A total in cents as a receipt gives it: 1 cent to 1,000,000 €. */
const totals = fc.integer({ min: 1, max: 100_000_000 });
/** The French rates and any other rate of up to 2 decimals below 100 %. */
const rates = fc.oneof(fc.constantFrom(0, 210, 550, 1000, 2000), fc.integer({ min: 0, max: 9999 }));

describe('splitSingleTax', () => {
  it('gives HT + VAT = TTC for every total and rate', () => {
    fc.assert(
      fc.property(totals, rates, (total, rateBp) => {
        const { tf, vat } = splitSingleTax(total, rateBp);
        expect(tf + vat).toBe(total);
        expect(Number.isInteger(tf) && Number.isInteger(vat)).toBe(true);
        expect(tf).toBeGreaterThanOrEqual(0);
        expect(vat).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('gives a VAT that is the rate applied to the HT, give or take a cent (the line is right)', () => {
    fc.assert(
      fc.property(totals, rates, (total, rateBp) => {
        const { tf, vat } = splitSingleTax(total, rateBp);
        expect(Math.abs(vat - expectedVat(tf, rateBp))).toBeLessThanOrEqual(1);
        expect(isVatLineRight({ rateBp, tf, vat })).toBe(true);
      }),
    );
  });

  it('splits the receipts of the spec’s examples', () => {
    expect(splitSingleTax(toCents(110), toBasisPoints(10))).toEqual({ tf: 10_000, vat: 1_000 });
    expect(splitSingleTax(toCents(120), toBasisPoints(20))).toEqual({ tf: 10_000, vat: 2_000 });
    expect(splitSingleTax(toCents(10.55), toBasisPoints(5.5))).toEqual({ tf: 1_000, vat: 55 });
    expect(splitSingleTax(toCents(0.01), toBasisPoints(20))).toEqual({ tf: 1, vat: 0 });
  });
});

describe('resolveTaxLines', () => {
  /** Complete lines: HT and VAT in cents. */
  const lines = fc.array(
    fc.record({ rateBp: rates, tf: fc.integer({ min: 0, max: 1_000_000 }), vat: fc.integer({ min: 0, max: 200_000 }) }),
    {
      minLength: 2,
      maxLength: 10,
    },
  );

  it('saves every resolved set of lines with HT + VAT = TTC', () => {
    fc.assert(
      fc.property(totals, fc.option(rates, { nil: undefined }), (total, rateBp) => {
        const given = rateBp === undefined ? [] : [{ rateBp }];
        const resolved = resolveTaxLines(total, given);
        expect(resolved.ok).toBe(true);
        if (resolved.ok) expect(taxLinesSum(resolved.lines)).toBe(total);
      }),
    );
  });

  it('keeps lines that make the total as given, and refuses them otherwise', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: -5, max: 5 }), (given, offset) => {
        const sum = taxLinesSum(given);
        const total = sum + offset;
        const resolved = resolveTaxLines(total, given);
        if (offset === 0) {
          expect(resolved).toEqual({ ok: true, lines: given.map((l) => ({ ...l, zeroRate: false })) });
        } else {
          expect(resolved).toEqual({ ok: false, error: 'taxSumMismatch' });
        }
      }),
    );
  });

  it('adds one zero-rate line to a receipt without tax', () => {
    expect(resolveTaxLines(4250, [])).toEqual({ ok: true, lines: [{ rateBp: 0, tf: 4250, vat: 0, zeroRate: true }] });
  });

  it('asks for the amounts of every one of several lines', () => {
    expect(resolveTaxLines(1000, [{ rateBp: 2000, tf: 500, vat: 100 }, { rateBp: 1000 }])).toEqual({
      ok: false,
      error: 'taxLineIncomplete',
    });
  });

  it('marks a line whose VAT is not its rate applied to its HT as wrong', () => {
    expect(isVatLineRight({ rateBp: 550, tf: 2000, vat: 110 })).toBe(true);
    expect(isVatLineRight({ rateBp: 550, tf: 2000, vat: 111 })).toBe(true);
    expect(isVatLineRight({ rateBp: 550, tf: 2000, vat: 170 })).toBe(false);
  });
});
