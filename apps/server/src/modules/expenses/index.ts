/** The expenses module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export { invoiceAttachmentRoutes } from './expense-attachments.routes';
export { expenseClaimPdfRoutes } from './expense-claims.pdf.routes';
export { claimTotalCents } from './expense-claims.queries';
export { expenseClaimRoutes } from './expense-claims.routes';
export type { ExpenseExportInput } from './exports/expense-export.input';
export type { ExportedClaim } from './exports/expense-export.queries';
export { EXPENSE_EXPORT_PLUGINS, expenseExportRoutes } from './exports/expense-exports.routes';
export { invoiceRoutes } from './invoices.routes';
export { transportAttachmentRoutes } from './transport-attachments.routes';
export { travelRoutes } from './travels.routes';
