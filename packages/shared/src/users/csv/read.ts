import { ROLES, type Role } from '../../auth';
import { isDateInRange } from '../../calendar/dates';
import type { MessageCode, MessageParams } from '../../errors/catalogue';
import {
  EMPLOYEE_CSV_COLUMNS,
  EMPLOYEE_CSV_LIST_SEPARATOR,
  EMPLOYEE_CSV_REQUIRED_COLUMNS,
  type EmployeeCsvColumn,
} from './columns';
import { type CsvRecord, csvRecords } from './parse';

/*
 * From the text of an employee CSV file to one record per employee, keyed by column: what does not depend on the
 * database. The header names the columns in any order and any case; a column the product does not know is warned of
 * and ignored. Dates, roles and lists are turned into their API form here, with a warning for each value that cannot be.
 */

/** A warning of the checked file: its line (1 = the header), its column, and what is wrong, as a coded message. */
export type EmployeeCsvWarning = { line: number; column: string; code: MessageCode; params?: MessageParams };

/** An employee line, its values by column (trimmed, empty ones left out). */
export type EmployeeCsvLine = { line: number; values: Partial<Record<EmployeeCsvColumn, string>> };

export type EmployeeCsvRead =
  | { ok: true; lines: EmployeeCsvLine[]; warnings: EmployeeCsvWarning[] }
  | { ok: false; code: MessageCode; params?: MessageParams };

const KNOWN = new Set<string>(EMPLOYEE_CSV_COLUMNS);

/**
 * The most employee lines one file may hold (issue 21, "every resource has a bound"): a file of 1 MB can hold 80,000
 * short lines; 20,000 is a large company's whole staff, checked and finalized in bounded time.
 */
export const EMPLOYEE_CSV_MAX_LINES = 20_000;

/** The answer to a file with more lines than EMPLOYEE_CSV_MAX_LINES. */
export const tooManyEmployeeLines = () =>
  ({ ok: false, code: 'employeeCsv.tooManyLines', params: { max: EMPLOYEE_CSV_MAX_LINES } }) as const;

/** The file's header and lines; `ok: false` when the file cannot be read as an employee file at all. */
export function readEmployeeCsv(text: string): EmployeeCsvRead {
  const opened = openEmployeeCsv(text);
  if (!opened.ok) return opened;
  const lines: EmployeeCsvLine[] = [];
  for (const record of opened.records) {
    if (lines.length === EMPLOYEE_CSV_MAX_LINES) return tooManyEmployeeLines();
    lines.push(opened.lineOf(record));
  }
  return { ok: true, lines, warnings: opened.warnings };
}

/** An employee file whose header was read: its remaining records, and how each becomes a line. */
export type EmployeeCsvOpened = {
  ok: true;
  /** The records after the header, read as they are asked for. */
  records: Iterator<CsvRecord> & Iterable<CsvRecord>;
  /** A record as a line; its warnings (extra fields) are added to `warnings`. */
  lineOf: (record: CsvRecord) => EmployeeCsvLine;
  warnings: EmployeeCsvWarning[];
};

/**
 * readEmployeeCsv in steps: the header now, the lines as the caller pulls them, so that a server can let its event
 * loop run between slices of a 20,000-line file (issue 21). Same lines, same warnings, same order.
 */
export function openEmployeeCsv(text: string): EmployeeCsvOpened | Extract<EmployeeCsvRead, { ok: false }> {
  const records = csvRecords(text);
  const first = records.next();
  if (first.done) return { ok: false, code: 'employeeCsv.empty' };
  const header = first.value;
  const warnings: EmployeeCsvWarning[] = [];
  // Position in the line → column, for the known columns seen first.
  const columnAt = new Map<number, EmployeeCsvColumn>();
  const seen = new Set<string>();
  header.fields.forEach((raw, index) => {
    const name = raw.trim().toLowerCase();
    if (name === '') return;
    if (!KNOWN.has(name) || seen.has(name)) {
      warnings.push({ line: header.line, column: raw.trim(), code: 'employeeCsv.unknownColumn' });
      return;
    }
    seen.add(name);
    columnAt.set(index, name as EmployeeCsvColumn);
  });
  const missing = EMPLOYEE_CSV_REQUIRED_COLUMNS.filter((column) => !seen.has(column));
  if (missing.length > 0)
    return { ok: false, code: 'employeeCsv.columnsMissing', params: { columns: missing.join(', ') } };
  return {
    ok: true,
    records,
    lineOf: (record) => lineOf(record, header.fields.length, columnAt, warnings),
    warnings,
  };
}

function lineOf(
  record: CsvRecord,
  width: number,
  columnAt: Map<number, EmployeeCsvColumn>,
  warnings: EmployeeCsvWarning[],
): EmployeeCsvLine {
  const values: EmployeeCsvLine['values'] = {};
  record.fields.forEach((raw, index) => {
    const value = raw.trim();
    if (value === '') return;
    const column = columnAt.get(index);
    if (column) values[column] = value;
    else if (index >= width)
      warnings.push({ line: record.line, column: String(index + 1), code: 'employeeCsv.extraFields' });
  });
  return { line: record.line, values };
}

/** `31/12/2024` (or an ISO `2024-12-31`) as `2024-12-31`; null when it is no real date of the supported range. */
export function csvDate(value: string): string | null {
  const french = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = french
    ? `${french[3]}-${french[2]!.padStart(2, '0')}-${french[1]!.padStart(2, '0')}`
    : /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? value
      : null;
  return iso && isDateInRange(iso) ? iso : null;
}

/** The items of a list value, `a | b` → ['a', 'b']. */
export const csvList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(EMPLOYEE_CSV_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/** How names are compared with the company's services and contracts: case, accents and spaces aside. */
export const csvNameKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const ROLE_SET = new Set<string>(ROLES);
export const isRole = (value: string): value is Role => ROLE_SET.has(value);
