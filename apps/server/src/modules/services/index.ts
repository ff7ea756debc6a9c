/** The services module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export { serviceAttachmentRoutes } from './services.attachments.routes';
export { serviceRoutes } from './services.routes';
