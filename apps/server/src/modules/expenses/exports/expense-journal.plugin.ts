import type { ExportPlugin } from '../../exports';
import type { ExpenseExportInput } from './expense-export.input';
import { journalCsv } from './expense-journal';

/** The accounting journal of the expense claims (CSV): see expense-journal.ts for its entries and accounts. */
export const expenseJournalPlugin: ExportPlugin<'expense', ExpenseExportInput> = {
  id: 'expense-journal',
  name: 'Accounting journal (CSV)',
  module: 'expense',
  format: 'csv',
  period: 'monthly',
  contentType: 'text/csv; charset=utf-8',
  extension: 'csv',
  fileStem: 'journal-notes-de-frais',
  run: async ({ claims }) => new TextEncoder().encode(journalCsv(claims)),
};
