import type { ExportedClaim } from './expense-export.queries';

/** What an expense plugin writes: the claims of the month (or of every month), with their lines. */
export type ExpenseExportInput = {
  claims: readonly ExportedClaim[];
  /** YYYY-MM, or undefined for every month. */
  forMonth?: string;
  companyName: string;
};
