import type { ExportedClaim } from './expense-export.queries';

/** What an expense plugin writes: the claims of the month (or of every month), with their lines, in export order. */
export type ExpenseExportInput = { claims: readonly ExportedClaim[] };
