/**
 * Figures as the product's files and mails write them, French style (docs/decisions/formatting-and-mails.md): a
 * comma before the decimals and, where grouped, a plain space between thousands: the PDF's built-in Helvetica, every
 * CSV reader and every mail client take it, where Intl's narrow no-break space is not in Helvetica's encoding.
 */

/** A fixed number of decimals after a comma, no grouping: 2.5 → "2,50" (days, hours of a CSV). */
export const frenchDecimal = (value: number, decimals = 2): string => value.toFixed(decimals).replace('.', ',');

/** A number as it is, its decimal point a comma: 1.5 → "1,5", 20 → "20" (days of a leave, overtime rates). */
export const frenchNumber = (value: number): string => String(value).replace('.', ',');

/** Two decimals in a mail's language: "12,50" in French, "12.50" in English. */
export const decimalIn = (value: number, language: 'fr' | 'en'): string =>
  language === 'fr' ? frenchDecimal(value) : value.toFixed(2);

/**
 * A count with its noun in the plural the language gives it (issue 25: no "(s)"): French is singular below 2
 * ("1,50 jour"), English only for exactly one ("1.00 day" is "other": "1.00 days"). A whole count, or days with their two decimals.
 */
export function countIn(
  value: number,
  language: 'fr' | 'en',
  noun: { one: string; other: string },
  decimals: 0 | 2 = 0,
): string {
  const rule = new Intl.PluralRules(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const figure = decimals ? decimalIn(value, language) : String(value);
  return `${figure} ${rule.select(value) === 'one' ? noun.one : noun.other}`;
}

/** Cents as "1 234,56" (or "1234,56" with `grouped: false`), exact: no floating point on the way. */
export function frenchAmount(cents: number, options: { grouped?: boolean } = {}): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = String(Math.floor(abs / 100));
  const grouped = options.grouped === false ? units : units.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${grouped},${String(abs % 100).padStart(2, '0')}`;
}

/** Cents as "1 234,56 €". */
export const frenchEuros = (cents: number): string => `${frenchAmount(cents)} €`;

/** A rate in basis points: "5,5 %", "20 %". */
export const frenchPercent = (basisPoints: number): string => `${frenchNumber(basisPoints / 100)} %`;

/** Minutes as "1 h 05". */
export const hoursMinutes = (minutes: number): string =>
  `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
