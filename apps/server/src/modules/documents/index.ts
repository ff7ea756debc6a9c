/** The documents module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export { documentRoutes } from './documents.routes';
export { createDocument, deleteDocument } from './documents.service';
export { readDocumentUpload } from './documents.upload';
