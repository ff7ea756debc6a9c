/** The mission orders module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export { missionOrderPdfRoutes } from './mission-orders.pdf.routes';
export { missionOrderRoutes } from './mission-orders.routes';
