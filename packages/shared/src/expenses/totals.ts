import { daysInMonth } from '../calendar/dates';
import { type Cents, sumCents } from './money';
import type { TaxLineCents } from './taxes';

/**
 * A claim's figures (spec/3 §2 "invoices total, total (invoices plus transport cost when above 0)"): its lines are its
 * receipts and its travel expenses; the total is the lines plus the month's transport cost.
 */
export type ClaimLines = {
  receipts: readonly { total: Cents }[];
  travels: readonly { total: Cents }[];
  transportCost: Cents;
};

export type ClaimTotals = {
  receiptsTotal: Cents;
  travelsTotal: Cents;
  /** Receipts and travel expenses: the back office's "invoices total". */
  invoicesTotal: Cents;
  transportCost: Cents;
  total: Cents;
};

export function claimTotals(claim: ClaimLines): ClaimTotals {
  const receiptsTotal = sumCents(claim.receipts.map((r) => r.total));
  const travelsTotal = sumCents(claim.travels.map((t) => t.total));
  const invoicesTotal = receiptsTotal + travelsTotal;
  return {
    receiptsTotal,
    travelsTotal,
    invoicesTotal,
    transportCost: claim.transportCost,
    total: invoicesTotal + Math.max(0, claim.transportCost),
  };
}

/** One row of the recap by tax rate (spec/1 §2 "a recap by tax rate (excluding tax, VAT, including tax)"). */
export type TaxRecapRow = { rateBp: number; tf: Cents; vat: Cents; ttc: Cents };

/** The receipts' lines summed per rate, lowest rate first. */
export function taxRecap(lines: readonly TaxLineCents[]): TaxRecapRow[] {
  const byRate = new Map<number, TaxRecapRow>();
  for (const l of lines) {
    const row = byRate.get(l.rateBp) ?? { rateBp: l.rateBp, tf: 0, vat: 0, ttc: 0 };
    row.tf += l.tf;
    row.vat += l.vat;
    row.ttc += l.tf + l.vat;
    byRate.set(l.rateBp, row);
  }
  return [...byRate.values()].sort((a, b) => a.rateBp - b.rateBp);
}

/**
 * spec/1 §5 "number_meals must be between 0 and the number of days in the month", of a claim's month (YYYY-MM-DD),
 * less the days of the month spent on a leave whose type takes the meal away (`deprived_meal_ticket`, issue 28).
 */
export function mealsMaxOf(month: string, daysWithoutMeal = 0): number {
  const [year, m] = month.split('-').map(Number);
  return Math.max(0, daysInMonth(year ?? 1970, m ?? 1) - daysWithoutMeal);
}
