/** The exports module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export { type CsvCell, csvField, csvNumber, decimalCell, frenchCsv } from './csv';
export { exportPluginRoutes } from './export-plugins.routes';
export { exportFileName, sendExportFile } from './files';
export { type ExportPlugin, ExportRegistry, type ModuleExports } from './registry';
export { commitRow, type Sheet, writeWorkbook } from './xlsx';
