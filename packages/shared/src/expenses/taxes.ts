import { type Cents, sumCents } from './money';

/**
 * The VAT of a receipt (spec/1 §5 "Invoice"). A line is a rate (basis points: 550 for 5.5 %), an amount excluding tax
 * (HT, the spec's TF) and a VAT amount, all in cents. Whatever the lines, their HT + VAT must make the receipt's total.
 */
export type TaxLineCents = { rateBp: number; tf: Cents; vat: Cents };

/**
 * HT and VAT of a total under one rate: HT = TTC ÷ (1 + rate), rounded to the cent, and VAT the rest, so that
 * HT + VAT = TTC to the cent whatever the rounding (spec/1 §5 "With a single tax, the excluding-tax and VAT amounts
 * are computed from the total").
 */
export function splitSingleTax(total: Cents, rateBp: number): { tf: Cents; vat: Cents } {
  const tf = Math.round((total * 10_000) / (10_000 + rateBp));
  return { tf, vat: total - tf };
}

/** The VAT the rate gives on an HT amount, to the cent. */
export const expectedVat = (tf: Cents, rateBp: number): Cents => Math.round((tf * rateBp) / 10_000);

/**
 * Whether a line's VAT is its rate applied to its HT (spec/1 §5 "each VAT line is marked right or wrong"), give or
 * take a cent: a receipt rounds its lines its own way.
 */
export const isVatLineRight = (line: TaxLineCents): boolean =>
  Math.abs(line.vat - expectedVat(line.tf, line.rateBp)) <= 1;

/** HT + VAT of all the lines. */
export const taxLinesSum = (lines: readonly Pick<TaxLineCents, 'tf' | 'vat'>[]): Cents =>
  sumCents(lines.map((l) => l.tf + l.vat));

/** Whether the lines make the total exactly (the rule that blocks saving). */
export const taxLinesMatchTotal = (total: Cents, lines: readonly Pick<TaxLineCents, 'tf' | 'vat'>[]): boolean =>
  taxLinesSum(lines) === total;

/** A line as a form or a request gives it: the amounts may be missing on a single line (they are computed then). */
export type TaxLineDraft = { rateBp: number; tf?: Cents | null; vat?: Cents | null };

/**
 * The lines a receipt is saved with (spec/1 §5):
 * - no line: one line at rate 0, HT = total (`zeroRate: true`: it names no tax of the company's list);
 * - one line without its amounts: HT and VAT computed from the total;
 * - otherwise the lines as given, which must all have their amounts (`taxLineIncomplete`) and make the total
 *   (`taxSumMismatch`).
 */
export function resolveTaxLines(
  total: Cents,
  lines: readonly TaxLineDraft[],
):
  | { ok: true; lines: (TaxLineCents & { zeroRate: boolean })[] }
  | { ok: false; error: 'taxLineIncomplete' | 'taxSumMismatch' } {
  if (lines.length === 0) return { ok: true, lines: [{ rateBp: 0, tf: total, vat: 0, zeroRate: true }] };
  const [only] = lines;
  if (lines.length === 1 && only && (only.tf == null || only.vat == null)) {
    return { ok: true, lines: [{ rateBp: only.rateBp, ...splitSingleTax(total, only.rateBp), zeroRate: false }] };
  }
  const complete: (TaxLineCents & { zeroRate: boolean })[] = [];
  for (const l of lines) {
    if (l.tf == null || l.vat == null) return { ok: false, error: 'taxLineIncomplete' };
    complete.push({ rateBp: l.rateBp, tf: l.tf, vat: l.vat, zeroRate: false });
  }
  if (!taxLinesMatchTotal(total, complete)) return { ok: false, error: 'taxSumMismatch' };
  return { ok: true, lines: complete };
}
