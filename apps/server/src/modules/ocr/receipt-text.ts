import {
  isDateInRange,
  OCR_TEXT_MAX_CHARS,
  type ReceiptField,
  type ReceiptProposal,
  TEXT_LIMITS,
  toEuros,
} from '@staff/shared';
import { amountsOf } from './receipt-amounts';
import { proposeTaxLines, readTaxLines } from './receipt-taxes';

/*
 * A receipt's text (OCR'd or a PDF's text layer) → what the invoice form may fill: date, total, seller, VAT lines.
 * Pure functions: the reading is tested on many texts without running the OCR.
 */

/** The lines of a text, spaces collapsed, control characters and empty lines gone. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
        .replace(/[\u0000-\u001f\u007f]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line.length > 0);
}

/** Upper case without accents, for keywords ("NET À PAYER" reads as "NET A PAYER"). */
const plain = (line: string) => line.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

const MONTHS: [RegExp, number][] = [
  [/^janv?/, 1],
  [/^f[ée]v/, 2],
  [/^mars?/, 3],
  [/^avr/, 4],
  [/^mai/, 5],
  [/^juin/, 6],
  [/^juil/, 7],
  [/^ao[uû]/, 8],
  [/^sept?/, 9],
  [/^oct/, 10],
  [/^nov/, 11],
  [/^d[ée]c/, 12],
];

const NUMERIC_DATE = /(?<!\d)(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4}|\d{2})(?![\d,])/;
const ISO_DATE = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/;
const WORDED_DATE = /(?<!\d)(\d{1,2})(?:er)?\s+([a-zéû]{3,9})\.?\s+(\d{4}|\d{2})(?!\d)/i;

const pad = (n: number) => String(n).padStart(2, '0');

/** A real calendar date in the product's range, 2-digit years read as 20yy; else null. */
function isoDate(year: number, month: number, day: number): string | null {
  const full = year < 100 ? 2000 + year : year;
  const date = `${full}-${pad(month)}-${pad(day)}`;
  return isDateInRange(date) ? date : null;
}

/** The first date of the text: 12/11/2026, 12-11-26, 12.11.2026, 2026-11-12, 12 nov. 2026, 1er décembre 2026. */
export function findDate(lines: string[]): string | null {
  for (const line of lines) {
    const iso = ISO_DATE.exec(line);
    if (iso) {
      const date = isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
      if (date) return date;
    }
    const numeric = NUMERIC_DATE.exec(line);
    if (numeric) {
      const date = isoDate(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
      if (date) return date;
    }
    const worded = WORDED_DATE.exec(line);
    if (worded) {
      const word = (worded[2] ?? '').toLowerCase();
      const month = MONTHS.find(([pattern]) => pattern.test(word))?.[1];
      const date = month ? isoDate(Number(worded[3]), month, Number(worded[1])) : null;
      if (date) return date;
    }
  }
  return null;
}

/** Words that name the amount paid, strongest first; a line naming HT or VAT alone is not the total. */
const TOTAL_WORDS: RegExp[] = [
  /\bTOTAL\s*T\.?\s?T\.?\s?C\b|\bNET\s*A\s*PAYER\b|\bMONTANT\s*T\.?\s?T\.?\s?C\b|\bTOTAL\s*A\s*PAYER\b|\bA\s*PAYER\b/,
  /\bTOTAL\b|\bMONTANT\b|\bT\.?T\.?C\b|\bSOMME\b/,
];
const NOT_TOTAL = /\bSOUS[\s-]?TOTAL\b|\bH\.?\s?T\b|\bT\.?\s?V\.?\s?A\b|\bREMISE\b|\bRENDU\b|\bNOMBRE\b|\bARTICLES?\b/;
const TAX_INCLUDED = /\bT\.?\s?T\.?\s?C\b|\bA\s*PAYER\b/;

/** The amount paid in cents: the amount of the line that names it best (or of the next line, when OCR split it). */
export function findTotal(lines: string[]): number | null {
  for (const words of TOTAL_WORDS) {
    const found: number[] = [];
    lines.forEach((line, i) => {
      const upper = plain(line);
      if (!words.test(upper)) return;
      if (NOT_TOTAL.test(upper) && !TAX_INCLUDED.test(upper)) return;
      const own = amountsOf(line).at(-1);
      const next = lines[i + 1];
      const below = next && !/\p{L}{3,}/u.test(next.replace(/EUR|€/gi, '')) ? amountsOf(next)[0] : undefined;
      const amount = own ?? below;
      if (amount && amount.cents > 0) found.push(amount.cents);
    });
    if (found.length > 0) return Math.max(...found);
  }
  return null;
}

/** Lines that are not a shop's name: contact details, legal numbers, the ticket's own words. */
const NOT_SELLER =
  /^(TEL|TELEPHONE|FAX|SIRET|SIREN|RCS|TVA|N[°O]|TICKET|FACTURE|RECU|BIENVENUE|WELCOME|CAISSE|DATE|LE \d|TABLE|CLIENT|COMMANDE|EMAIL|E-MAIL|WWW|HTTP|MERCI|DUPLICATA|COPIE)\b/;

/** The first line that looks like a name: letters mostly, not an address, a date or a contact line. */
export function findSeller(lines: string[]): string | null {
  for (const line of lines.slice(0, 8)) {
    const upper = plain(line);
    const letters = (line.match(/\p{L}/gu) ?? []).length;
    if (letters < 3 || letters / line.replace(/\s/g, '').length < 0.6) continue;
    if (NOT_SELLER.test(upper)) continue;
    if (/^\d/.test(line)) continue; // "12 rue Montorgueil", "75001 PARIS"
    if (amountsOf(line).length > 0 || findDate([line])) continue;
    const name = line.replace(/^[^\p{L}\d]+|[^\p{L}\d).]+$/gu, '');
    if (name.length >= 3) return name.slice(0, TEXT_LIMITS.name);
  }
  return null;
}

/** What a receipt's text proposes: every field found, amounts in euros, VAT lines adding up to the total. */
export function proposalFromText(text: string): ReceiptProposal {
  const lines = linesOf(text);
  const date = findDate(lines);
  const total = findTotal(lines);
  const seller = findSeller(lines);
  const read = readTaxLines(lines);
  const taxes = proposeTaxLines(read, total).map((line) => ({
    rate: line.rate,
    tf: toEuros(line.tf),
    vat: toEuros(line.vat),
  }));
  const recognized: ReceiptField[] = [];
  if (date) recognized.push('date');
  if (total !== null) recognized.push('total');
  if (seller) recognized.push('seller');
  if (read.length > 0 && taxes.length > 0) recognized.push('taxes');
  return {
    date,
    total: total === null ? null : toEuros(total),
    seller,
    taxes,
    recognized,
    text: lines.join('\n').slice(0, OCR_TEXT_MAX_CHARS),
  };
}
