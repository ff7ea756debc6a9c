import { expectedVat, splitSingleTax, toBasisPoints } from '@staff/shared';
import { type AmountToken, amountsOf, ratesOf } from './receipt-amounts';

/** The VAT in cents of an amount excluding tax, at a rate in percent (the shared rule, in basis points). */
const vatOn = (tf: number, rate: number) => expectedVat(tf, toBasisPoints(rate));
/** The VAT in cents included in an amount including tax, as the shared single-tax split computes it. */
const vatIncludedIn = (ttc: number, rate: number) => splitSingleTax(ttc, toBasisPoints(rate)).vat;

/** A VAT line as read on a receipt, in cents; what could not be read is null. */
export type ReadTaxLine = { rate: number; tf: number | null; vat: number | null; ttc: number | null };
/** A VAT line proposed, in cents. */
export type ProposedTaxLine = { rate: number; tf: number; vat: number };

/** Receipts round each VAT line to the cent; OCR'd amounts that agree within a cent agree. */
const close = (a: number, b: number) => Math.abs(a - b) <= 1;

const NAMES_VAT = /\bT\.?\s?V\.?\s?A\b|\bTAUX\b/i;

/**
 * The VAT lines of a receipt's text: a line naming a known rate ("TVA 10,00 % 75,00 7,50 82,50", "dont TVA 5,5 %
 * 0,55", "A 20% 23,75 4,75") under or beside the word TVA; the amounts after the rate are told apart by their sums.
 */
export function readTaxLines(lines: string[]): ReadTaxLine[] {
  const byRate = new Map<number, ReadTaxLine>();
  let vatTableAbove = false;
  for (const line of lines) {
    const names = NAMES_VAT.test(line);
    const [rate] = ratesOf(line);
    if (rate && (names || vatTableAbove)) {
      const read = interpret(
        rate.rate,
        amountsOf(line).filter((a: AmountToken) => a.start >= rate.end && a.cents > 0),
      );
      const known = byRate.get(rate.rate);
      // The same rate twice (a summary under a detail): the line that says more wins.
      if (!known || completeness(read) > completeness(known)) byRate.set(rate.rate, read);
    }
    if (names && !rate) vatTableAbove = true;
  }
  return [...byRate.values()];
}

const completeness = (line: ReadTaxLine) => [line.tf, line.vat, line.ttc].filter((v) => v !== null).length;

/** Which of the amounts after a rate are the HT, the VAT and the TTC, from how they add up. */
function interpret(rate: number, amounts: AmountToken[]): ReadTaxLine {
  const [a, b, c] = amounts.map((x) => x.cents);
  const none: ReadTaxLine = { rate, tf: null, vat: null, ttc: null };
  if (a === undefined) return none;
  if (b === undefined) return { ...none, vat: a };
  if (c !== undefined) {
    if (close(a + b, c)) return { rate, tf: a, vat: b, ttc: c };
    if (close(vatIncludedIn(c, rate), b)) return { rate, tf: c - b, vat: b, ttc: c };
    if (close(a + vatOn(a, rate), c)) return { rate, tf: a, vat: c - a, ttc: c };
  }
  if (close(vatOn(a, rate), b)) return { ...none, tf: a, vat: b };
  if (close(vatOn(b, rate), a)) return { ...none, tf: b, vat: a };
  if (close(vatIncludedIn(b, rate), a)) return { ...none, vat: a, ttc: b };
  if (close(vatIncludedIn(a, rate), b)) return { ...none, vat: b, ttc: a };
  return none;
}

/** The amount including tax a read line stands for, when something of it was read. */
function estimateTtc(line: ReadTaxLine): number | null {
  if (line.ttc !== null) return line.ttc;
  if (line.tf !== null) return line.tf + (line.vat ?? vatOn(line.tf, line.rate));
  if (line.vat !== null) return line.vat + Math.round((line.vat * 100) / line.rate);
  return null;
}

/** HT and VAT of an amount including tax at one rate: the shared single-tax split (spec/1 §5). */
export const splitIncludingTax = (ttc: number, rate: number): ProposedTaxLine => ({
  rate,
  ...splitSingleTax(ttc, toBasisPoints(rate)),
});

/**
 * `total` shared into whole cents in proportion to `weights` (largest remainders), every share ≥ 0 and their sum
 * exactly `total`; equal shares when no weight is positive.
 */
export function shareOut(total: number, weights: number[]): number[] {
  const positive = weights.map((w) => Math.max(0, w));
  const sum = positive.reduce((s, w) => s + w, 0);
  const base = sum > 0 ? positive : positive.map(() => 1);
  const baseSum = sum > 0 ? sum : base.length;
  const exact = base.map((w) => (total * w) / baseSum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((s, v) => s + v, 0);
  const order = exact.map((v, i) => ({ i, frac: v - Math.floor(v) })).sort((x, y) => y.frac - x.frac);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The VAT lines to propose, in cents. With a total (> 0), their HT + VAT add up to it exactly: no rate read gives one
 * line at 0 %; one rate splits the total (a misread VAT amount cannot spoil it); several rates keep what was read
 * when it adds up, and otherwise share the total in proportion to what was read, each line split at its rate. Without
 * a total, the lines read whole are proposed as read.
 */
export function proposeTaxLines(read: ReadTaxLine[], total: number | null): ProposedTaxLine[] {
  if (total === null || total <= 0) {
    return read.flatMap((line) => {
      const ttc = estimateTtc(line);
      if (ttc === null) return [];
      if (line.tf !== null && line.vat !== null) return [{ rate: line.rate, tf: line.tf, vat: line.vat }];
      return [splitIncludingTax(ttc, line.rate)];
    });
  }
  if (read.length === 0) return [{ rate: 0, tf: total, vat: 0 }];
  if (read.length === 1) return [splitIncludingTax(total, read[0]!.rate)];

  const estimates = read.map(estimateTtc);
  const ttcs = allocate(total, estimates);
  return read.map((line, i) => {
    const ttc = ttcs[i]!;
    // The amounts printed win over a recomputation when they add up (a receipt may round its VAT its own way).
    if (line.tf !== null && line.vat !== null && line.tf + line.vat === ttc && line.tf >= 0 && line.vat >= 0) {
      return { rate: line.rate, tf: line.tf, vat: line.vat };
    }
    return splitIncludingTax(ttc, line.rate);
  });
}

/** Each line's amount including tax, adding up to `total`: what was read when it fits, else a fair share. */
function allocate(total: number, estimates: (number | null)[]): number[] {
  const known = estimates.reduce<number>((s, e) => s + (e ?? 0), 0);
  const unknown = estimates.filter((e) => e === null).length;
  if (unknown === 0 && known === total) return estimates as number[];
  if (unknown === 1 && known < total) return estimates.map((e) => e ?? total - known);
  if (unknown === 0) {
    // One misread line: the largest absorbs the difference when it stays positive.
    const largest = estimates.indexOf(Math.max(...(estimates as number[])));
    const fixed = (estimates as number[]).map((e, i) => (i === largest ? e + total - known : e));
    if (fixed[largest]! > 0) return fixed;
  }
  return shareOut(
    total,
    estimates.map((e) => e ?? 0),
  );
}
