/** The validation inbox's door (docs/decisions/module-boundaries.md): what app.ts uses. */
export { validationInboxRoutes } from './inbox.routes';
