/** The users module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export { employeeImportRoutes } from './employee-import.routes';
export { userRoutes } from './users.routes';
