/** The activities module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export { reportLeavesOf } from './activities.leaves';
export { activityRoutes } from './activities.routes';
export { activityReportPdfRoutes } from './activity-reports.pdf.routes';
export { companyPdfSettings, reportFigures } from './activity-reports.queries';
export { activityReportRoutes } from './activity-reports.routes';
export { markReport } from './activity-reports.service';
