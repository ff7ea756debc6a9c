/** The reference module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export { seedCompanyDefaults } from './defaults';
export { referenceTypeRoutes } from './reference-types.routes';
export { taxRateRoutes } from './tax-rates.routes';
export { typeOfLeaveRoutes } from './types-of-leave.routes';
