/** The news module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export { newsRoutes } from './news.routes';
