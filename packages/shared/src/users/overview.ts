import { z } from 'zod';
import { LeaveBalanceOut, LeaveHistoryEntryOut } from '../leaves/contract';
import { plainText, TEXT_LIMITS } from '../text/schemas';
import { EMPLOYEE_CSV_COLUMNS, type EmployeeCsvColumn } from './csv/columns';
import { EmployeeOut } from './employees';

/*
 * GET /api/user/{id}/overview/ (issue 25): an employee's own back-office page in one call: the record, their leave
 * balances, their monthly documents and the history of changes to their account.
 */

/** The monthly documents of an employee the page lists, newest first. */
export const EMPLOYEE_DOCUMENT_KINDS = ['activity_report', 'expense_claim', 'leave'] as const;
export type EmployeeDocumentKind = (typeof EMPLOYEE_DOCUMENT_KINDS)[number];

/** How far back the page lists documents: the last twelve months and the current one. */
export const EMPLOYEE_DOCUMENT_MONTHS = 12;

export const EmployeeDocumentOut = z.object({
  kind: z.enum(EMPLOYEE_DOCUMENT_KINDS),
  id: z.number(),
  /** A report's or claim's month (its first day), a leave's first day: YYYY-MM-DD. */
  date: z.string(),
  /** A leave's last day; null for a report or a claim. */
  end_date: z.string().nullable(),
  status: z.string(),
  /** A leave's type; null for a report or a claim. */
  label: z.string().nullable(),
});
export type EmployeeDocument = z.infer<typeof EmployeeDocumentOut>;

/**
 * The fields an entry of the user's history names (each save of the form writes the changed ones): the employee's
 * writable fields, which the CSV file's columns list, with `is_active`, and without the e-mail (its changes are
 * entries of their own: requested, confirmed).
 */
export const EMPLOYEE_HISTORY_FIELDS = [
  ...EMPLOYEE_CSV_COLUMNS.filter((column): column is Exclude<EmployeeCsvColumn, 'email'> => column !== 'email'),
  'is_active' as const,
];
export type EmployeeHistoryField = (typeof EMPLOYEE_HISTORY_FIELDS)[number];

export const EmployeeOverviewOut = z.object({
  employee: EmployeeOut,
  /** Null when the company does not use leaves. */
  balances: z.array(LeaveBalanceOut).nullable(),
  /** The documents of the modules the company uses. */
  documents: z.array(EmployeeDocumentOut),
  /** Changes to the account, oldest first: e-mail changes, and each save of the employee's form. */
  history: z.array(LeaveHistoryEntryOut),
});
export type EmployeeOverviewOut = z.infer<typeof EmployeeOverviewOut>;

/** GET /api/user/username-suggestion/: the name a new employee's username is made of. */
export const UsernameSuggestionQuery = z.object({
  first_name: plainText(TEXT_LIMITS.name).default(''),
  last_name: plainText(TEXT_LIMITS.name),
});
export const UsernameSuggestionOut = z.object({ username: z.string().nullable() });
