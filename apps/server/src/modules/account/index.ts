/** The account module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export { accountRoutes } from './account.routes';
