/** The expense claims' pages (spec/1 §2 "Expense claims"; spec/3 §2 for the back office's). */
export const EXPENSES_HOME_PATH = '/expenses';

/** The year home, on the year of `month` (YYYY-MM) when given. */
export const expensesHomePath = (month?: string) =>
  month ? `${EXPENSES_HOME_PATH}?fordate=${month}` : EXPENSES_HOME_PATH;

/** One claim's page. */
export const expenseClaimPath = (id: number) => `${EXPENSES_HOME_PATH}/${id}`;

/** The receipt form: a new receipt of the claim, or `invoiceId`'s. */
export const invoiceFormPath = (claimId: number, invoiceId?: number) =>
  invoiceId === undefined ? `/create_invoice/${claimId}` : `/create_invoice/${claimId}/${invoiceId}`;

/** The travel expense form: a new one of the claim, or `travelId`'s. */
export const travelFormPath = (claimId: number, travelId?: number) =>
  travelId === undefined ? `/create_expense_travel/${claimId}` : `/create_expense_travel/${claimId}/${travelId}`;
