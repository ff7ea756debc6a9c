import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// PGlite has no ICU collation, so French names are sorted and searched through a lower-cased, accent-free key.
// The key is made by translate() alone, never lower(): lower() leaves "É" alone in a C-locale database
// (initdb --no-locale, many containers), so Élodie would sort after Thomas and "elodie" would not find her.
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿœæ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyoa';
const ASCII_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const FROM = `${ASCII_UPPER}${ACCENTED}${ACCENTED.toUpperCase()}`;
const TO = `${ASCII_UPPER.toLowerCase()}${PLAIN}${PLAIN}`;

/** A lower-cased, accent-free form of a text column, identical on PGlite and PostgreSQL whatever the locale. */
export const foldedColumn = (column: PgColumn | SQL): SQL => sql`translate(${column}, ${FROM}, ${TO})`;

/** The folding as a plain SQL expression over a SQL text, for generated columns (DDL takes no parameters). */
export const foldedSqlText = (expression: string) => `translate(${expression}, '${FROM}', '${TO}')`;

/** The same folding applied to a search term in JavaScript. */
export function foldText(value: string): string {
  let out = '';
  for (const ch of value) {
    const i = FROM.indexOf(ch);
    out += i >= 0 ? TO[i] : ch;
  }
  return out;
}

/** A LIKE pattern matching the folded term anywhere, with the term's own wildcards escaped. */
export const containsPattern = (term: string) => `%${foldText(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
