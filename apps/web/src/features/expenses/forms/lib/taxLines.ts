import {
  type Cents,
  type InvoiceTaxInput,
  isVatLineRight,
  splitSingleTax,
  type Tax,
  taxLinesSum,
  toBasisPoints,
  toCents,
  toEuros,
} from '@staff/shared';
import { type TypedNumber, toNumber } from '../../../../lib/numberField';

/**
 * The VAT lines of the receipt form (spec/1 §5 "Invoice"), computed in cents with the shared helpers (taxes.ts), the
 * same the server saves with: the form shows what the server will do, and blocks what it would refuse.
 */

/** A rate a line may pick: its id and its value in percent. */
export type TaxRate = Pick<Tax, 'id' | 'value'>;

/**
 * The rates the form offers: the active ones, and the inactive ones the receipt's lines name already (a deactivated
 * rate is no longer offered, but a receipt that has it keeps it when edited, as the server accepts).
 */
export function offeredTaxes<T extends Pick<Tax, 'id' | 'active'>>(
  taxes: readonly T[],
  lines: readonly { tax: number | null }[] = [],
): T[] {
  const named = new Set(lines.map((line) => line.tax));
  return taxes.filter((tax) => tax.active || named.has(tax.id));
}

/** One line as the form holds it: the company's rate picked, HT and VAT as typed. `key` identifies it in the list. */
export type TaxLineValues = { key: string; tax: number | null; TF: TypedNumber; VAT: TypedNumber };

/** What the form draws of a line. */
export type TaxLineView = {
  key: string;
  /** The rate in basis points (550 for 5.5 %), null while no rate is picked. */
  rateBp: number | null;
  tf: Cents | null;
  vat: Cents | null;
  /** A single line: HT and VAT are the total split by the rate, shown read-only. */
  computed: boolean;
  /** Whether the VAT is the rate applied to HT (give or take a cent); null while the line cannot tell. */
  right: boolean | null;
};

export type TaxLinesView = {
  lines: TaxLineView[];
  /** HT + VAT of the lines, once every line has both. */
  sum: Cents | null;
  total: Cents | null;
  /** The sum rule: HT + VAT of the lines make the total. Null while it cannot be told (a missing amount). */
  sumMatches: boolean | null;
};

/** A typed amount in cents, or null when empty or not a number. */
export function centsOf(value: TypedNumber): Cents | null {
  const euros = toNumber(value);
  return euros === null || Number.isNaN(euros) ? null : toCents(euros);
}

const rateOf = (taxes: readonly TaxRate[], taxId: number | null): number | null => {
  const tax = taxes.find((candidate) => candidate.id === taxId);
  return tax ? toBasisPoints(tax.value) : null;
};

/**
 * The lines as the form shows them: with one line, HT and VAT come from the total ("With a single tax, the
 * excluding-tax and VAT amounts are computed from the total"); with several, as typed, each marked right or wrong,
 * and the sum compared with the total ("otherwise saving is blocked").
 */
export function viewTaxLines(
  total: TypedNumber,
  lines: readonly TaxLineValues[],
  taxes: readonly TaxRate[],
): TaxLinesView {
  const totalCents = centsOf(total);
  const [only] = lines;
  if (lines.length === 1 && only) {
    const rateBp = rateOf(taxes, only.tax);
    const split = rateBp !== null && totalCents !== null ? splitSingleTax(totalCents, rateBp) : null;
    const line = { key: only.key, rateBp, tf: split?.tf ?? null, vat: split?.vat ?? null, computed: true };
    return {
      lines: [{ ...line, right: split ? true : null }],
      sum: split ? split.tf + split.vat : null,
      total: totalCents,
      sumMatches: split ? true : null,
    };
  }
  const views = lines.map((line): TaxLineView => {
    const rateBp = rateOf(taxes, line.tax);
    const tf = centsOf(line.TF);
    const vat = centsOf(line.VAT);
    const right = rateBp !== null && tf !== null && vat !== null ? isVatLineRight({ rateBp, tf, vat }) : null;
    return { key: line.key, rateBp, tf, vat, computed: false, right };
  });
  const complete = views.every((line) => line.tf !== null && line.vat !== null);
  const sum = complete ? taxLinesSum(views as { tf: Cents; vat: Cents }[]) : null;
  // No line: the server adds a zero-rate line of the whole total, which always matches.
  const sumMatches = lines.length === 0 ? true : sum !== null && totalCents !== null ? sum === totalCents : null;
  return { lines: views, sum, total: totalCents, sumMatches };
}

/**
 * The `invoicetax_set` sent: a single line names its rate only (the server splits the total the same way), several
 * carry their amounts in euros. A line without a rate is sent as it is, for the schema to name the missing field.
 */
export function taxLinesBody(lines: readonly TaxLineValues[]): InvoiceTaxInput[] {
  if (lines.length === 1) return lines.map((line) => ({ tax: line.tax as number }));
  return lines.map((line) => ({ tax: line.tax as number, TF: toNumber(line.TF), VAT: toNumber(line.VAT) }));
}

let lastKey = 0;
/** A key for a new line of the list (React keys; never sent). */
export const newLineKey = () => `line-${++lastKey}`;

/** The lines of a saved receipt, to edit: a single line keeps its amounts, recomputed from the total on display. */
export function linesOfInvoice(lines: readonly { tax: number | null; TF: number; VAT: number }[]): TaxLineValues[] {
  // The zero-rate line the server added to a receipt saved without tax names no rate: it reopens as no line.
  return lines
    .filter((line) => line.tax !== null)
    .map((line) => ({ key: newLineKey(), tax: line.tax, TF: line.TF, VAT: line.VAT }));
}

/**
 * The rate proposed by a receipt's reading, as one of the company's rates: the one of the same value (5.5 % is 5.5),
 * null when the company has no such rate.
 */
export const taxIdOfRate = (taxes: readonly TaxRate[], ratePercent: number): number | null =>
  taxes.find((tax) => toBasisPoints(tax.value) === toBasisPoints(ratePercent))?.id ?? null;

/**
 * The VAT lines read on a receipt as the form's lines, each rate mapped to the company's tax of that value; the rates
 * the company does not have are given back apart, for the form to say so (their line keeps its amounts, no rate).
 */
export function linesOfProposal(
  proposed: readonly { rate: number; tf: number; vat: number }[],
  taxes: readonly TaxRate[],
): { lines: TaxLineValues[]; unknownRates: number[] } {
  const lines = proposed.map((line) => ({
    key: newLineKey(),
    tax: taxIdOfRate(taxes, line.rate),
    TF: toEuros(toCents(line.tf)),
    VAT: toEuros(toCents(line.vat)),
  }));
  const unknownRates = proposed.filter((line) => taxIdOfRate(taxes, line.rate) === null).map((line) => line.rate);
  return { lines, unknownRates };
}
