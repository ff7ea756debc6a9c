import { frenchDecimal } from '@staff/shared';

/**
 * CSV as French Excel and French payroll software open it (every CSV export): UTF-8 with a byte order mark, `;`
 * between fields, a decimal comma, CRLF line ends. Every cell of every CSV export is written here (issue 21, defect
 * 10): a plugin hands cells, never text it joined itself, so no value can shift the columns or be read as a formula.
 */

/**
 * What a spreadsheet reads as the start of a formula (OWASP "CSV injection"): `=`, `+`, `-`, `@`, tab, carriage
 * return. Excel evaluates such a cell of a CSV file on opening (`=HYPERLINK(…)`, `=cmd|…`).
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** A number cell, already written French style (`-12,50`): the one kind of cell that may start with `-`. */
export type CsvNumber = { readonly csvNumber: string };
/** A cell: a text (neutralised when written) or a number. */
export type CsvCell = string | CsvNumber;

const FRENCH_NUMBER = /^-?\d+(,\d+)?$/;

/** A number cell from its French text; anything but digits, one comma and a leading minus is refused (a bug). */
export function csvNumber(text: string): CsvNumber {
  if (!FRENCH_NUMBER.test(text)) throw new Error(`not a French number: ${JSON.stringify(text)}`);
  return { csvNumber: text };
}

/** A number cell with a decimal comma and 2 decimals, no thousands separator: 1234.5 → 1234,50. */
export const decimalCell = (n: number): CsvNumber => csvNumber(frenchDecimal(n));

/** A text as a spreadsheet must show it: a leading apostrophe before what would start a formula. */
export const neutralised = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * One CSV field: a number as it is; a text neutralised, then quoted when it holds the separator, a quote or a line
 * break (a quote doubled), so that `;` inside a value never makes a new column.
 */
export function csvField(cell: CsvCell): string {
  if (typeof cell !== 'string') return cell.csvNumber;
  const safe = neutralised(cell);
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells, each through csvField. */
export const csvLine = (cells: readonly CsvCell[]): string => cells.map(csvField).join(';');

/** The header and the rows as one file's text, every cell through csvField. */
export const frenchCsv = (header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string =>
  `\uFEFF${[header, ...rows].map(csvLine).join('\r\n')}\r\n`;
