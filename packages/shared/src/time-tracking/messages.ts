/**
 * Time tracking's messages (spec/2 §5.3, §8), by code `time.<name>`: the spec's own words where it has some, in
 * English (the wire's `detail`); the web translates by code. Defined without Zod, so the error catalogue can load them.
 */
export const TIME_MESSAGES = {
  task_in_progress: 'A task is already in progress !',
  description_required: 'Please enter a least a description !',
  start_in_future: 'The start cannot be in the future.',
  start_after_end: 'The start must not be after the end.',
  task_too_long: 'A task lasts at most 24 hours.',
  end_required: 'Please enter the end of the task.',
  long_day: 'This day would count {hours} of tracked time, more than 12 hours. Confirm to save it.',
  cell_below_others: 'The other tasks of this day and project already count more than this value.',
  cell_outside_week: 'This day is not in the week.',
  cell_twice: 'This day and project are given twice.',
  not_a_monday: 'A week starts on a Monday.',
  no_task_running: 'No task is in progress.',
  unknown_project: 'This project cannot be picked.',
  search_too_short: 'Type at least 2 characters to search.',
  remind_too_many_hours: 'You cannot pick more than 24 hours of duration !',
  remind_invalid: 'Choose a reminder of 1 to 24 hours or of 1 to 30 days.',
  duration_invalid: 'Type a duration such as 1.5 or 1:30 or 90m, of at most 24 hours.',
  tag_name_required: 'Please enter the name of the tag.',
  too_many_tags: 'A task has at most 10 tags.',
  range_invalid: 'The end of the range must be after its start.',
  range_too_long: 'The range cannot be longer than 366 days.',
} as const;
