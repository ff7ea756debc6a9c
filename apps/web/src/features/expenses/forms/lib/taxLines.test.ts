import { describe, expect, it } from 'vitest';
import { linesOfInvoice, linesOfProposal, offeredTaxes, taxIdOfRate, taxLinesBody, viewTaxLines } from './taxLines';

const TAXES = [
  { id: 1, value: 20 },
  { id: 2, value: 10 },
  { id: 3, value: 5.5 },
];

describe('viewTaxLines', () => {
  it('splits the total of a single line by its rate, read-only and right', () => {
    const view = viewTaxLines('24,50', [{ key: 'a', tax: 1, TF: '', VAT: '' }], TAXES);
    expect(view.lines).toEqual([{ key: 'a', rateBp: 2000, tf: 2042, vat: 408, computed: true, right: true }]);
    expect(view.sumMatches).toBe(true);
  });

  it('cannot split a single line before its rate or the total is known', () => {
    expect(viewTaxLines('', [{ key: 'a', tax: 1, TF: '', VAT: '' }], TAXES).sumMatches).toBeNull();
    expect(viewTaxLines(10, [{ key: 'a', tax: null, TF: '', VAT: '' }], TAXES).lines[0]?.tf).toBeNull();
  });

  it('compares two rates with the total, to the cent', () => {
    // A restaurant: food at 10 %, wine at 20 %.
    const lines = [
      { key: 'a', tax: 2, TF: 40, VAT: 4 },
      { key: 'b', tax: 1, TF: '12,50', VAT: 2.5 },
    ];
    expect(viewTaxLines(59, lines, TAXES)).toMatchObject({ sum: 5900, total: 5900, sumMatches: true });
    expect(viewTaxLines(60, lines, TAXES)).toMatchObject({ sum: 5900, total: 6000, sumMatches: false });
  });

  it('marks each line right or wrong, a cent of rounding allowed', () => {
    const view = viewTaxLines(
      100,
      [
        { key: 'a', tax: 1, TF: 10, VAT: 2.01 },
        { key: 'b', tax: 2, TF: 10, VAT: 2 },
        { key: 'c', tax: null, TF: 10, VAT: 1 },
      ],
      TAXES,
    );
    expect(view.lines.map((line) => line.right)).toEqual([true, false, null]);
  });

  it('cannot tell the sum while an amount is missing', () => {
    const lines = [
      { key: 'a', tax: 2, TF: 40, VAT: '' },
      { key: 'b', tax: 1, TF: 10, VAT: 2 },
    ];
    expect(viewTaxLines(56, lines, TAXES)).toMatchObject({ sum: null, sumMatches: null });
  });

  it('takes no line as the zero-rate line the server adds', () => {
    expect(viewTaxLines(12, [], TAXES).sumMatches).toBe(true);
  });
});

describe('taxLinesBody', () => {
  it('sends the rate alone for a single line, the amounts in euros for several', () => {
    expect(taxLinesBody([{ key: 'a', tax: 1, TF: 3, VAT: 1 }])).toEqual([{ tax: 1 }]);
    expect(
      taxLinesBody([
        { key: 'a', tax: 2, TF: '40,10', VAT: 4.01 },
        { key: 'b', tax: 1, TF: '', VAT: 2 },
      ]),
    ).toEqual([
      { tax: 2, TF: 40.1, VAT: 4.01 },
      { tax: 1, TF: null, VAT: 2 },
    ]);
  });
});

describe('linesOfInvoice', () => {
  it('reopens the zero-rate line of a receipt saved without tax as no line', () => {
    expect(linesOfInvoice([{ tax: null, TF: 12, VAT: 0 }])).toEqual([]);
    expect(linesOfInvoice([{ tax: 3, TF: 10, VAT: 0.55 }])).toMatchObject([{ tax: 3, TF: 10, VAT: 0.55 }]);
  });
});

describe('the rates read on a receipt', () => {
  it('are the company taxes of the same value', () => {
    expect(taxIdOfRate(TAXES, 5.5)).toBe(3);
    expect(taxIdOfRate(TAXES, 20.0)).toBe(1);
    expect(taxIdOfRate(TAXES, 7)).toBeNull();
  });

  it('become lines, the unknown rates said apart', () => {
    const { lines, unknownRates } = linesOfProposal(
      [
        { rate: 10, tf: 40, vat: 4 },
        { rate: 2.1, tf: 9.79, vat: 0.21 },
      ],
      TAXES,
    );
    expect(lines).toMatchObject([
      { tax: 2, TF: 40, VAT: 4 },
      { tax: null, TF: 9.79, VAT: 0.21 },
    ]);
    expect(unknownRates).toEqual([2.1]);
  });
});

describe('offeredTaxes', () => {
  const RATES = [
    { id: 1, value: 20, active: true },
    { id: 4, value: 19.6, active: false },
    { id: 3, value: 5.5, active: true },
  ];

  it('offers the active rates to a new receipt, never a deactivated one', () => {
    expect(offeredTaxes(RATES).map((tax) => tax.id)).toEqual([1, 3]);
  });

  it("keeps a deactivated rate a receipt's line names, in the list's order", () => {
    expect(offeredTaxes(RATES, [{ tax: 3 }, { tax: 4 }, { tax: null }]).map((tax) => tax.id)).toEqual([1, 4, 3]);
  });
});
