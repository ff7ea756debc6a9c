import type { ExportPlugin } from '../../exports';
import type { ExpenseExportInput } from './expense-export.input';
import { expenseWorkbook } from './expense-xlsx';

/** The claims and their lines as an Excel workbook: see expense-xlsx.ts. */
export const expenseXlsxPlugin: ExportPlugin<'expense', ExpenseExportInput> = {
  id: 'expense-xlsx',
  name: 'Expense claims (Excel)',
  module: 'expense',
  format: 'xlsx',
  period: 'monthly',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: 'xlsx',
  fileStem: 'notes-de-frais',
  run: ({ claims }) => expenseWorkbook(claims),
};
