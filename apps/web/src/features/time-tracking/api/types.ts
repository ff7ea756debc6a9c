/**
 * The wire shapes of the time-tracking routes: the shared contract's types (`@staff/shared`, time-tracking/), which
 * the server validates and serializes with, so they cannot drift.
 */
/** A project as the pickers show it: what a time entry carries (`TimeEntryOut.project`). */
export type {
  ProjectOut as Project,
  TagOut as Tag,
  TimeEntryInput,
  TimeEntryOut as TimeEntry,
  TimerStartInput,
  TimeStatisticsOut as TimeStatistics,
  TimesheetCellsInput,
  TimesheetWeekOut as TimesheetWeek,
  TimeTrackingPreferences,
} from '@staff/shared';
