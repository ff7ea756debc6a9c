/**
 * CSV as French Excel and French payroll software open it (every CSV export): UTF-8 with a byte order mark, `;`
 * between fields, a decimal comma, CRLF line ends.
 */

/**
 * One CSV field: quoted when it holds the separator, a quote or a line break; a text that starts like a formula (=, +,
 * -, @, tab, CR) gets a leading apostrophe, so that a name typed "=HYPERLINK(…)" stays text (OWASP "CSV injection").
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A number with a decimal comma and 2 decimals, no thousands separator: 1234.5 → "1234,50". */
export const frenchDecimal = (n: number): string => n.toFixed(2).replace('.', ',');

/** The header and the rows (fields already written) as one file's text. */
export const frenchCsv = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  `\uFEFF${[header, ...rows].map((fields) => fields.join(';')).join('\r\n')}\r\n`;
