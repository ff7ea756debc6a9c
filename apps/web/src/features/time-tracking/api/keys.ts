/**
 * Every time-tracking query lives under one key: an entry written (started, stopped, added, edited, deleted, a grid
 * cell) changes the list, the week, the statistics and the running task at once, so a write refreshes them all.
 */
export const TIME_TRACKING_KEY = ['time-tracking'] as const;
