/**
 * The expense claims' export plugins (spec/3 §3 "Export plugin", §7 "export-plugin/?module=expense"): their ids are
 * shared because the company's preferences name the enabled ones (`expense.export_plugins`) and the web offers them;
 * the server's registry (modules/expenses/exports/) implements one plugin per id.
 */
export const EXPENSE_EXPORT_PLUGIN_IDS = ['expense-xlsx', 'expense-journal'] as const;
export type ExpenseExportPluginId = (typeof EXPENSE_EXPORT_PLUGIN_IDS)[number];

/**
 * The accounts of the accounting journal (French chart of accounts, PCG), in one place so that the CSV, its tests and
 * docs/api-expense-exports.md agree: a receipt's HT goes to its type of expense's accounting_number.
 */
export const EXPENSE_JOURNAL_ACCOUNTS = {
  /** 445660 "TVA déductible sur autres biens et services": the receipts' VAT. */
  deductibleVat: '445660',
  /** 625100 "Voyages et déplacements": mileage allowances and the month's transport pass. */
  travel: '625100',
  /** 421000 "Personnel – rémunérations dues": what the company owes the employee, credited with the claim's total. */
  employeePayable: '421000',
} as const;

/** The journal code of the entries (NDF: notes de frais). */
export const EXPENSE_JOURNAL_CODE = 'NDF';
