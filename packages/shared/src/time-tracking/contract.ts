import { z } from 'zod';

/*
 * What the time-tracking routes answer (docs/api-time-tracking.md): the server serializes with these, the web's types
 * are their `z.infer`. Seconds everywhere; instants in ISO; days `YYYY-MM-DD` (the Paris date of the start).
 */

/** A project as a task shows it. */
export const TimeProjectOut = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  customer_name: z.string().nullable(),
});
export type TimeProjectOut = z.infer<typeof TimeProjectOut>;

export const TagOut = z.object({ id: z.number(), name: z.string() });
export type TagOut = z.infer<typeof TagOut>;

/** A time entry (spec/2 §3 "Time entry"); `end_time` and `duration` are null while it runs. */
export const TimeEntryOut = z.object({
  id: z.number(),
  description: z.string(),
  project: TimeProjectOut.nullable(),
  tags: z.array(TagOut),
  start_time: z.string(),
  end_time: z.string().nullable(),
  duration: z.number().nullable(),
  owner: z.number(),
  day: z.string(),
});
export type TimeEntryOut = z.infer<typeof TimeEntryOut>;

/** GET time-entry/statistics/: the range's finished entries grouped by project and by day. */
export const TimeStatisticsOut = z.object({
  total: z.number(),
  /** Most time first; `project_id` null: the tasks without a project. */
  by_project: z.array(
    z.object({
      project_id: z.number().nullable(),
      name: z.string().nullable(),
      color: z.string().nullable(),
      seconds: z.number(),
    }),
  ),
  /** Every day that has time, in order. */
  by_day: z.array(
    z.object({
      day: z.string(),
      seconds: z.number(),
      by_project: z.array(z.object({ project_id: z.number().nullable(), seconds: z.number() })),
    }),
  ),
  top_project: z
    .object({ project_id: z.number().nullable(), name: z.string().nullable(), seconds: z.number() })
    .nullable(),
  top_day: z.object({ day: z.string(), seconds: z.number() }).nullable(),
});
export type TimeStatisticsOut = z.infer<typeof TimeStatisticsOut>;

/** GET/PUT time-entry/week/: one row per project (null: no project) with the seconds and entry count of each day. */
export const TimesheetWeekOut = z.object({
  week: z.string(),
  days: z.array(z.string()),
  rows: z.array(
    z.object({
      project: TimeProjectOut.nullable(),
      cells: z.array(z.number()),
      entry_counts: z.array(z.number()),
    }),
  ),
  day_totals: z.array(z.number()),
  total: z.number(),
});
export type TimesheetWeekOut = z.infer<typeof TimesheetWeekOut>;

/** GET time-entry/reminder/: whether the in-app reminder notice is due, and since when nothing was tracked. */
export const TimeReminderOut = z.object({ due: z.boolean(), since: z.string().nullable() });
export type TimeReminderOut = z.infer<typeof TimeReminderOut>;
