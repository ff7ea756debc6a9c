/** The wellness module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */

export { foldExpiredMarks } from './wellness.retention';
export { wellnessRoutes } from './wellness.routes';
export { wellnessSurveyRoutes } from './wellness.surveys.routes';
