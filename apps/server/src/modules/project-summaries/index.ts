/** The project summaries module's door (docs/decisions/module-boundaries.md): what app.ts may use. */
export { projectSummaryRoutes } from './project-summaries.routes';
