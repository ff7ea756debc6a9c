import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// PGlite has no ICU collation, so French names are sorted and searched through a lower-cased, accent-free key.
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿœæ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyoa';

/** A lower-cased, accent-free form of a text column, identical on PGlite and PostgreSQL. */
export const foldedColumn = (column: PgColumn | SQL): SQL => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

/** The same folding applied to a search term in JavaScript. */
export function foldText(value: string): string {
  let out = '';
  for (const ch of value.toLowerCase()) {
    const i = ACCENTED.indexOf(ch);
    out += i >= 0 ? PLAIN[i] : ch;
  }
  return out;
}

/** A LIKE pattern matching the folded term anywhere, with the term's own wildcards escaped. */
export const containsPattern = (term: string) => `%${foldText(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
