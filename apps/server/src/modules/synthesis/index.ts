/** The synthesis module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export type { SynthesisExportInput } from './exports/synthesis-export.input';
export { synthesisRoutes } from './synthesis.routes';
export { OVERTIME_EXPORT_PLUGINS, PAYROLL_EXPORT_PLUGINS, synthesisExportRoutes } from './synthesis-exports.routes';
