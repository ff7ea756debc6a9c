/*
 * The columns of the employee CSV file: the employee's fields (spec/3 §3) under their API names, so that the header
 * of the template reads like the API. Values holding several items (roles, services) separate them with `|`, which
 * neither `;` nor `,` files use; dates are written dd/mm/yyyy as French spreadsheets show them.
 */

export const EMPLOYEE_CSV_COLUMNS = [
  'username',
  'first_name',
  'last_name',
  'email',
  'employee_number',
  'civility',
  'roles',
  'hiring_date',
  'departure_date',
  'employment_contract',
  'contract',
  'services',
  'phone',
  'mobile',
  'qualification',
  'professional_status',
  'coefficient',
  'office',
  'notes',
  'field_1',
  'field_2',
  'field_3',
  'field_4',
  'field_5',
] as const;
export type EmployeeCsvColumn = (typeof EMPLOYEE_CSV_COLUMNS)[number];

/** The columns a file must have: the fields without which no employee can be created (spec/3 §5). */
export const EMPLOYEE_CSV_REQUIRED_COLUMNS = ['username', 'first_name', 'last_name', 'email'] as const;

/** Between the items of one value: `manager|hr`, `Direction|Informatique`. */
export const EMPLOYEE_CSV_LIST_SEPARATOR = '|';

/** The columns whose value is a date, written dd/mm/yyyy. */
export const EMPLOYEE_CSV_DATE_COLUMNS = ['hiring_date', 'departure_date'] as const;

/** Spec/3 §9: CSV 1 MB (1,000,000 bytes, 'File size exceeds 1Mo.'). */
export const EMPLOYEE_CSV_MAX_BYTES = 1_000_000;

/** The name the template is downloaded under. */
export const EMPLOYEE_CSV_TEMPLATE_NAME = 'employees.csv';

/**
 * The empty template: a byte order mark (so that French Excel reads it as UTF-8, not Windows-1252), the header line
 * with `;` between columns (what French Excel expects and writes back), CRLF. Imported as it is, it creates nobody
 * and warns of nothing.
 */
export function employeeCsvTemplate(): string {
  return `\uFEFF${EMPLOYEE_CSV_COLUMNS.join(';')}\r\n`;
}
