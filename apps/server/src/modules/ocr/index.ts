/** The ocr module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export { ocrRoutes } from './ocr.routes';
