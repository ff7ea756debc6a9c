/**
 * Amounts as receipts print them and OCR reads them: "12,50", "1 234,56 €", "12.50", with the letters OCR takes for
 * digits ("1O,5O", "l2,00"). Everything here counts in cents.
 */

/** An amount found on a line: its value in cents and where it ends (what follows it may name it). */
export type AmountToken = { cents: number; start: number; end: number };

/** Letters OCR confuses with digits, inside a token that is otherwise an amount. */
const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', o: '0', D: '0', I: '1', l: '1', '|': '1', S: '5' };
const DIGITISH = '[0-9OoDIl|S]';

/*
 * An amount: digits (or look-alikes), optional thousands groups separated by a space, a no-break space or a dot, then a
 * comma or dot and exactly two decimals. Not glued to a letter or digit before it (a word, a date "12.11.2026"), and
 * not followed by another digit, separator-and-digit or a percent sign (a rate "10,00 %").
 */
const AMOUNT = new RegExp(
  `(?<![\\p{L}\\d,.\\/-])(-\\s?)?(${DIGITISH}{1,3}(?:[ \\u00a0\\u202f.]\\d{3})+|${DIGITISH}{1,7})\\s?[,.]\\s?(${DIGITISH}{2})(?![\\d]|[,.]\\d|\\s*%|\\s?[/.-]\\d)`,
  'gu',
);

const toDigits = (raw: string) =>
  [...raw]
    .map((ch) => DIGIT_LOOKALIKES[ch] ?? ch)
    .join('')
    .replace(/[^\d]/g, '');

/** The amounts of one line, left to right. A token made of look-alike letters only ("OO,SS") is no amount. */
export function amountsOf(line: string): AmountToken[] {
  const found: AmountToken[] = [];
  for (const match of line.matchAll(AMOUNT)) {
    const [whole, minus, units = '', decimals = ''] = match;
    if (!/\d/.test(units + decimals)) continue;
    const cents = Number(toDigits(units)) * 100 + Number(toDigits(decimals));
    found.push({ cents: minus ? -cents : cents, start: match.index, end: match.index + whole.length });
  }
  return found;
}

/** The rates in force in France (and its overseas departments) that a receipt may print, in percent. */
export const KNOWN_VAT_RATES = [20, 10, 8.5, 5.5, 2.1] as const;

/** A rate written "10", "10,00", "5.5", "5,50" and followed by "%", when it is one of the known rates. */
const RATE = /(?<![\d,.])(\d{1,2}(?:[,.]\d{1,2})?)\s?%/g;

/** The known VAT rates a line names ("TVA 10,00 %"), with where each ends. */
export function ratesOf(line: string): { rate: number; end: number }[] {
  const found: { rate: number; end: number }[] = [];
  for (const match of line.matchAll(RATE)) {
    const rate = Number((match[1] ?? '').replace(',', '.'));
    if ((KNOWN_VAT_RATES as readonly number[]).includes(rate)) {
      found.push({ rate, end: match.index + match[0].length });
    }
  }
  return found;
}
