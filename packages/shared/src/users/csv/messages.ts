/**
 * The messages of the employee CSV import (spec/3 §4 and §8), by code under `employeeCsv.` in the error catalogue:
 * the warnings of a checked file (each tied to a line and a column) and the words of the import modal, the spec's own
 * where it gives them.
 */
export const EMPLOYEE_CSV_MESSAGES = {
  // The file as a whole (listed under the upload zone).
  empty: 'The file holds no header line.',
  columnsMissing: 'Required columns are missing: {columns}.',
  tooManyLines: 'A file holds at most {max} employees: split it into several files.',
  notCsv: 'Only .csv files are accepted.',
  // A warning of one line and one column.
  unknownColumn: 'Unknown column: its values are ignored.',
  extraFields: 'This line has more fields than the header.',
  badDate: 'Invalid date "{value}": write it as dd/mm/yyyy.',
  unknownRole: 'Unknown role "{value}": accepted values are {accepted}.',
  unknownCivility: 'Unknown civility "{value}": accepted values are {accepted}.',
  unknownEmploymentContract: 'Unknown employment contract "{value}": accepted values are {accepted}.',
  unknownService: 'Unknown service "{value}".',
  unknownContract: 'Unknown contract "{value}".',
  usernameTaken: 'The username "{value}" is already taken.',
  employeeNumberTaken: 'The employee number "{value}" is already taken.',
  usernameRepeated: 'The username "{value}" is already on line {line}.',
  usernameConfusable: 'The username "{value}" looks too much like "{other}", already used.',
  employeeNumberRepeated: 'The employee number "{value}" is already on line {line}.',
  // The import itself.
  importFinished: 'This import has already been finalized.',
  warningsFound: '{count} warning(s) found!',
  rowsIgnored: 'If you validate with warnings, concerned rows will be ignored !',
  errorsFound: 'Oops, there are {count} error(s)!',
  insertedAnyway: '{count} were inserted anyway.',
  success: 'Import successful !',
} as const;
