/** The leaves module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export { leaveAttachmentRoutes } from './leaves.attachments.routes';
export { balancesFor } from './leaves.balance';
export { onLeaveWritten, type WrittenLeave, type WrittenLeaveType } from './leaves.hooks';
export { leavePdfRoutes } from './leaves.pdf.routes';
export {
  daysWithoutMealOf,
  expenseFreeLeaveOn,
  insertHistory,
  mealLeavesOf,
  waitsForDecisionBy,
} from './leaves.queries';
export { removeLeaveFromReports } from './leaves.report-removal';
export { leaveRoutes } from './leaves.routes';
