/** The projects module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export { customerRoutes } from './customers.routes';
export {
  budgetConsumption,
  type Consumption,
  checkReportBudgets,
  countedReportOf,
  finestSlots,
} from './projects.budgets';
export { notIdleOpenActivity, pickableBy, seenBy } from './projects.policy';
export { projectRoutes } from './projects.routes';
