/** The company-settings module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export { readCompanyPreferences } from './company-settings.queries';
export { companySettingsRoutes } from './company-settings.routes';
