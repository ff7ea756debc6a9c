/** spec/2 §2.2 routes; the weekly timesheet is ours (issue 23). */
export const TIME_TRACKING_PATHS = {
  taskList: '/time-tracking/task-list',
  timesheet: '/time-tracking/timesheet',
  synthesis: '/time-tracking/synthesis',
  settings: '/time-tracking/settings',
} as const;
