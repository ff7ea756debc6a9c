/*
 * A CSV reader for what spreadsheets write (RFC 4180 plus what French Excel does): UTF-8 with or without a byte
 * order mark, `;` or `,` between fields (detected on the header line), fields in double quotes holding separators,
 * doubled quotes and line breaks, CRLF or LF line ends, empty lines ignored. Pure: text in, records out.
 */

/** The separators a file may use; French Excel writes `;` (the comma is the decimal mark there). */
export const CSV_SEPARATORS = [';', ','] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

/** One record of the file with the line it starts on (1 = the header), so that a message can name its line. */
export type CsvRecord = { line: number; fields: string[] };

const BOM = '\uFEFF';

export const stripBom = (text: string): string => (text.startsWith(BOM) ? text.slice(BOM.length) : text);

/**
 * The separator of the file: the one of `;` and `,` found more often outside quotes on the first line (the header
 * names no field with either). A header with neither is one column: `;` then.
 */
export function detectSeparator(text: string): CsvSeparator {
  const counts = { ';': 0, ',': 0 };
  let quoted = false;
  for (const char of stripBom(text)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (char === ';' || char === ',')) counts[char] += 1;
  }
  return counts[','] > counts[';'] ? ',' : ';';
}

/** Every record of the text, in order, blank lines left out (a trailing newline or a few empty lines at the end). */
export function parseCsv(text: string, separator: CsvSeparator = detectSeparator(text)): CsvRecord[] {
  return [...csvRecords(text, separator)];
}

/**
 * The records one by one, as parseCsv reads them: a server reading 20,000 lines lets its event loop run between
 * slices of records (issue 21) instead of parsing the whole file in one go.
 */
export function* csvRecords(text: string, separator: CsvSeparator = detectSeparator(text)): Generator<CsvRecord> {
  const source = stripBom(text);
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  // A field that was quoted is a value even when empty; a line of nothing is not a record.
  let touched = false;
  let line = 1;
  let recordLine = 1;

  const endRecord = (): CsvRecord | undefined => {
    fields.push(field);
    field = '';
    const record = touched || fields.length > 1 || fields[0] !== '' ? { line: recordLine, fields } : undefined;
    fields = [];
    touched = false;
    return record;
  };

  for (let i = 0; i < source.length; i += 1) {
    const char = source[i] as string;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      quoted = true;
      touched = true;
    } else if (char === separator) {
      fields.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      const record = endRecord();
      line += 1;
      recordLine = line;
      if (record) yield record;
    } else field += char;
  }
  const last = endRecord();
  if (last) yield last;
}
