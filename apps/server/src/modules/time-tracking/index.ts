/** The time-tracking module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */

export { sendTimeTrackingReminders } from './time-tracking.reminder';
export { timeEntryRoutes } from './time-tracking.routes';
export { timesheetRoutes } from './time-tracking.timesheet.routes';
