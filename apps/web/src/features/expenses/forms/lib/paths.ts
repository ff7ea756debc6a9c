/** The routes of spec/1 §2 "Expense claims" the receipt and travel forms open on and go back to. */
export const expenseFormPaths = {
  /** The claim's page, where a saved or cancelled form goes back to. */
  claim: (claimId: number) => `/expenses/${claimId}`,
  invoice: (claimId: number, invoiceId?: number) =>
    invoiceId === undefined ? `/create_invoice/${claimId}` : `/create_invoice/${claimId}/${invoiceId}`,
  travel: (claimId: number, travelId?: number) =>
    travelId === undefined ? `/create_expense_travel/${claimId}` : `/create_expense_travel/${claimId}/${travelId}`,
};
