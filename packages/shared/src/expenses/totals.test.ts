import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumCents } from './money';
import { resolveTaxLines } from './taxes';
import { claimTotals, mealsMaxOf, taxRecap } from './totals';
import { travelTotalCents } from './travel';

/** A claim's figures (spec/3 §2): its total is its lines plus its transport cost, to the cent. */

const cents = (max: number) => fc.integer({ min: 0, max });
const claims = fc.record({
  receipts: fc.array(fc.record({ total: cents(10_000_000) }), { maxLength: 50 }),
  travels: fc.array(
    fc.record({ mileage: cents(10_000_000), rate: fc.integer({ min: 0, max: 2000 }) }).map((t) => ({
      total: travelTotalCents(t.mileage, t.rate),
    })),
    { maxLength: 50 },
  ),
  transportCost: cents(100_000_000),
});

describe('claimTotals', () => {
  it('is the sum of the receipts and travel expenses plus the transport cost, to the cent', () => {
    fc.assert(
      fc.property(claims, (claim) => {
        const totals = claimTotals(claim);
        const lines = sumCents(claim.receipts.map((r) => r.total)) + sumCents(claim.travels.map((t) => t.total));
        expect(totals.invoicesTotal).toBe(lines);
        expect(totals.receiptsTotal + totals.travelsTotal).toBe(totals.invoicesTotal);
        expect(totals.total).toBe(lines + claim.transportCost);
        expect(Number.isInteger(totals.total)).toBe(true);
      }),
    );
  });

  it('adds nothing for a claim without lines nor transport cost', () => {
    expect(claimTotals({ receipts: [], travels: [], transportCost: 0 }).total).toBe(0);
  });
});

describe('taxRecap', () => {
  it('sums per rate to the receipts’ totals: HT + VAT = TTC on every row and over all of them', () => {
    const receipt = fc.record({
      total: fc.integer({ min: 1, max: 10_000_000 }),
      rateBp: fc.constantFrom(0, 210, 550, 1000, 2000),
    });
    fc.assert(
      fc.property(fc.array(receipt, { maxLength: 40 }), (receipts) => {
        const lines = receipts.flatMap((r) => {
          const resolved = resolveTaxLines(r.total, [{ rateBp: r.rateBp }]);
          return resolved.ok ? resolved.lines : [];
        });
        const recap = taxRecap(lines);
        for (const row of recap) expect(row.tf + row.vat).toBe(row.ttc);
        expect(sumCents(recap.map((r) => r.ttc))).toBe(sumCents(receipts.map((r) => r.total)));
        expect(recap.map((r) => r.rateBp)).toEqual([...new Set(lines.map((l) => l.rateBp))].sort((a, b) => a - b));
      }),
    );
  });
});

describe('travelTotalCents', () => {
  it('is km × rate rounded once to the cent (123.45 km at 0.636 €/km = 78.51 €)', () => {
    expect(travelTotalCents(12_345, 636)).toBe(7851);
    expect(travelTotalCents(100, 395)).toBe(40);
  });
});

describe('mealsMaxOf', () => {
  it('is the days of the month', () => {
    expect(mealsMaxOf('2024-02-01')).toBe(29);
    expect(mealsMaxOf('2023-02-01')).toBe(28);
    expect(mealsMaxOf('2024-03-01')).toBe(31);
    // Less the days of leaves without meals, never below 0.
    expect(mealsMaxOf('2024-03-01', 5)).toBe(26);
    expect(mealsMaxOf('2023-02-01', 40)).toBe(0);
  });
});
