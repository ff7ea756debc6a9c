import { z } from 'zod';
import { daysBetween, isDateInRange } from '../calendar/dates';
import { isoDateSchema, isoInstantSchema } from '../calendar/schemas';
import { idSchema } from '../ids';
import { PageQuery, queryBoolean } from '../lists/schemas';
import { plainText } from '../text/schemas';
import { CELL_MAX_SECONDS, TASK_MAX_SECONDS, trackRemindProblem } from './durations';
import { TIME_MESSAGES } from './messages';
import { isMonday, STATISTICS_MAX_DAYS, TIME_LIMITS, TIMESHEET_CELLS_MAX, weekDays } from './rules';

/*
 * The request bodies and queries of the time-tracking routes (docs/api-time-tracking.md): the server validates with
 * these, the web's forms check them too. The answers are in contract.ts.
 */

const description = plainText(TIME_LIMITS.description, { message: TIME_MESSAGES.description_required }).min(1, {
  error: TIME_MESSAGES.description_required,
});
const tagName = plainText(TIME_LIMITS.tagName, { message: TIME_MESSAGES.tag_name_required }).min(1, {
  error: TIME_MESSAGES.tag_name_required,
});
/** What a task names: its description, a project the user may pick (or none) and tags by name (new ones are made). */
const taskFields = {
  description,
  project: idSchema.nullable().default(null),
  tags: z.array(tagName).max(TIME_LIMITS.tagsPerEntry, { error: TIME_MESSAGES.too_many_tags }).default([]),
};

/**
 * POST time-entry/ (a manual task: both ends required) and PUT time-entry/{id}/ (the running task keeps `end_time`
 * null). `confirm_long_day`: the user said yes to a day past 12 hours (409 `time.long_day` otherwise).
 */
export const TimeEntryInput = z
  .object({
    ...taskFields,
    start_time: isoInstantSchema,
    end_time: isoInstantSchema.nullable().default(null),
    confirm_long_day: z.boolean().default(false),
  })
  // Zod runs the refinement even when a field failed: an instant that does not parse has its own message already.
  .refine((e) => !(Date.parse(e.start_time) > Date.parse(e.end_time ?? '')), {
    error: TIME_MESSAGES.start_after_end,
    path: ['end_time'],
  })
  // A task of years would be a typing slip, and its seconds would pass the column's bound: one day at most.
  .refine((e) => !(Date.parse(e.end_time ?? '') - Date.parse(e.start_time) > TASK_MAX_SECONDS * 1000), {
    error: TIME_MESSAGES.task_too_long,
    path: ['end_time'],
  });
export type TimeEntryInput = z.input<typeof TimeEntryInput>;
export type TimeEntryData = z.output<typeof TimeEntryInput>;

/** POST timer/: the stopwatch starts a task now (the server's clock). */
export const TimerStartInput = z.object(taskFields);
export type TimerStartInput = z.input<typeof TimerStartInput>;

/** A search on a project's or a tag's name: 2 to 18 characters (spec/2 §5.3). */
const nameSearch = plainText(TIME_LIMITS.search).min(TIME_LIMITS.searchMin, { error: TIME_MESSAGES.search_too_short });

/** GET time-entry/: the user's own entries, `date_min` included and `date_max` excluded (on `day`). */
export const TimeEntryListQuery = PageQuery.omit({ ordering: true, search: true }).extend({
  /** The spec's clients send `for_me=True`; the list is always the caller's own. */
  for_me: queryBoolean.optional(),
  date_min: isoDateSchema.optional(),
  date_max: isoDateSchema.optional(),
  project: nameSearch.optional(),
  tag: nameSearch.optional(),
});
export type TimeEntryListQuery = z.infer<typeof TimeEntryListQuery>;

/** GET time-entry/statistics/: `date_min` included, `date_max` excluded, at most 366 days. */
export const TimeStatisticsQuery = z
  .object({ date_min: isoDateSchema, date_max: isoDateSchema })
  .superRefine((q, ctx) => {
    // A date its own schema refused has its message already (and may not be a calendar date at all).
    if (!isDateInRange(q.date_min) || !isDateInRange(q.date_max)) return;
    if (q.date_max <= q.date_min) {
      ctx.addIssue({ code: 'custom', message: TIME_MESSAGES.range_invalid, path: ['date_max'] });
    } else if (daysBetween(q.date_min, q.date_max) > STATISTICS_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: TIME_MESSAGES.range_too_long, path: ['date_max'] });
    }
  });
export type TimeStatisticsQuery = z.infer<typeof TimeStatisticsQuery>;

// Zod runs the refinement even when the date failed (2024-02-30): that one has its own message already.
const monday = isoDateSchema.refine((date) => !isDateInRange(date) || isMonday(date), {
  error: TIME_MESSAGES.not_a_monday,
});

/** GET time-entry/week/ and POST time-entry/week/copy/: the week by its Monday. */
export const TimesheetWeekQuery = z.object({ week: monday });
export type TimesheetWeekQuery = z.infer<typeof TimesheetWeekQuery>;

/** PUT time-entry/week/: the cells typed in the grid, each the total of its day and project (0 empties it). */
export const TimesheetCellsInput = z
  .object({
    week: monday,
    cells: z
      .array(
        z.object({
          project: idSchema.nullable(),
          day: isoDateSchema,
          seconds: z.number().int().min(0).max(CELL_MAX_SECONDS, { error: TIME_MESSAGES.duration_invalid }),
        }),
      )
      .max(TIMESHEET_CELLS_MAX),
    confirm_long_day: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (!isDateInRange(input.week) || !isMonday(input.week)) return;
    const days = new Set(weekDays(input.week));
    const seen = new Set<string>();
    input.cells.forEach((cell, i) => {
      const key = `${cell.project}/${cell.day}`;
      if (!days.has(cell.day)) {
        ctx.addIssue({ code: 'custom', message: TIME_MESSAGES.cell_outside_week, path: ['cells', i, 'day'] });
      } else if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: TIME_MESSAGES.cell_twice, path: ['cells', i, 'day'] });
      }
      seen.add(key);
    });
  });
export type TimesheetCellsInput = z.input<typeof TimesheetCellsInput>;

/** POST tag/ and GET tag/?search=. */
export const TagInput = z.object({ name: tagName });
export type TagInput = z.input<typeof TagInput>;
export const TagListQuery = PageQuery.omit({ ordering: true }).extend({
  limit: PageQuery.shape.limit.removeDefault().default(100),
});
export type TagListQuery = z.infer<typeof TagListQuery>;

/** The `time_tracking` settings section: the reminder interval, `H:00:00` (1–24 hours) or `D 00:00:00` (1–30 days). */
export const TimeTrackingPreferences = z.object({
  track_remind: z
    .string()
    .max(20, { error: TIME_MESSAGES.remind_invalid })
    .superRefine((text, ctx) => {
      const problem = trackRemindProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: TIME_MESSAGES[problem] });
    })
    .nullable(),
});
export type TimeTrackingPreferences = z.infer<typeof TimeTrackingPreferences>;
