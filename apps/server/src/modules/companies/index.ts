/** The companies module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export { logoUrl, presentCompany, welcomeImageUrl } from './companies.present';
export { companyByHostname, companyLogoFile } from './companies.queries';
export { companyRoutes } from './companies.routes';
export { companyDeletionRoutes } from './deletion.routes';
