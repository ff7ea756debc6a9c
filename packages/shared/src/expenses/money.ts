/**
 * Money (issue 12: "kept in cents and shown in euros with 2 decimals"). The database and every computation hold whole
 * cents, so that sums are exact; the wire carries euros with at most 2 decimals, as the reference types carry the
 * vehicle rate, and the server converts at its edge with these two.
 */
export type Cents = number;

/** Euros of the wire (validated to 2 decimals) to cents. `Math.round` absorbs binary noise: 0.29 × 100 = 28.999…. */
export const toCents = (euros: number): Cents => Math.round(euros * 100);

/** Cents to euros for the wire: exact to 2 decimals as a JavaScript number can hold them. */
export const toEuros = (cents: Cents): number => cents / 100;

/** Sum of cents. */
export const sumCents = (values: Iterable<Cents>): Cents => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};

/** A rate in percent (5.5) as whole basis points (550): rates multiply cents without floating error. */
export const toBasisPoints = (percent: number): number => Math.round(percent * 100);
