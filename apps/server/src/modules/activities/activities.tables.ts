import type { ActivityReportStatus } from '@staff/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyColumn, createdAndModified, monthlyDocumentColumns, userColumn } from '../../db/columns';
import { projects } from '../projects/projects.tables';
import { typesOfOvertime } from '../reference/reference.tables';

/**
 * One employee's month, or one week's part of a month (spec/1 §3 "ActivityReport", `period`): one per owner and
 * period, the unique index says it atomically. `month` is the month's first day either way: the month's lists and
 * synthesis read a weekly company's reports as they read a monthly one's (shared activities/period.ts).
 */
export const activityReports = pgTable(
  'activity_reports',
  {
    ...monthlyDocumentColumns(),
    /** 0: the whole month; 1–31: a weekly report, the day of the month its week's part begins on. */
    week_start_day: smallint('week_start_day').notNull().default(0),
    status: text('status').$type<ActivityReportStatus>().notNull().default('draft'),
    /** The company's preference when the report was created: the grid of its activities never changes afterwards. */
    slices_per_day: smallint('slices_per_day').notNull(),
    /** The contract's cap when the report was created (null: none; 0: unlimited), and whether more may be worked. */
    max_worked_days: integer('max_worked_days'),
    can_overflow_max_worked_days: boolean('can_overflow_max_worked_days').notNull().default(true),
    remark: text('remark'),
    validation_date: timestamp('validation_date', { withTimezone: true }),
    /** Why a validator refused it, while it is refused (issue 25): cleared by the next status change, as a leave's. */
    refusal_reason: text('refusal_reason'),
    ...createdAndModified(),
  },
  (t) => [
    uniqueIndex('activity_reports_owner_period_key').on(t.owner_id, t.month, t.week_start_day),
    index('activity_reports_company_month_idx').on(t.company_id, t.month, t.status),
  ],
);

/**
 * A report's first and last day in SQL, as shared daysOfReport gives them: the month's, or its week part's (from the
 * day it begins to its Sunday or the month's end, whichever comes first).
 */
const reportFirstDay = sql`(${activityReports.month} + greatest(${activityReports.week_start_day} - 1, 0))`;
const monthLastDay = sql`(${activityReports.month} + interval '1 month - 1 day')::date`;
export const reportDaysSql = {
  first: sql<string>`${reportFirstDay}::text`,
  last: sql<string>`(CASE WHEN ${activityReports.week_start_day} = 0 THEN ${monthLastDay}
    ELSE least(${reportFirstDay} + (7 - extract(isodow FROM ${reportFirstDay})::int), ${monthLastDay}) END)::text`,
};

/**
 * One piece of work on a project (spec/1 §3 "Activity"): from a slice of a day to a slice of a day on working slots
 * only, never over a leave or another activity of the report (shared activities/slices.ts places it).
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    report_id: integer('report_id')
      .notNull()
      .references(() => activityReports.id, { onDelete: 'cascade' }),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id),
    begin_date: date('begin_date', { mode: 'string' }).notNull(),
    begin_slice: smallint('begin_slice').notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    end_slice: smallint('end_slice').notNull(),
    /** Worked slices in the span (weekends and holidays inside do not count): the days are nb_slices ÷ slices. */
    nb_slices: integer('nb_slices').notNull(),
    description: text('description'),
    ...createdAndModified(),
  },
  (t) => [
    index('activities_report_idx').on(t.report_id, t.begin_date),
    // Whether a project is in use (it cannot be deleted then), and the foreign key's own check on delete.
    index('activities_project_idx').on(t.project_id),
  ],
);

/** Where an activity lies in its report's month: what the report's totals and the synthesis both read of it. */
export const activitySpan = {
  report_id: activities.report_id,
  begin_date: activities.begin_date,
  begin_slice: activities.begin_slice,
  end_date: activities.end_date,
  end_slice: activities.end_slice,
};

/** Overtime declared on an activity, per type of overtime (spec/1 §3 "ActivityOvertime"), in minutes. */
export const activityOvertimes = pgTable(
  'activity_overtimes',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    activity_id: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    user_id: userColumn('user_id'),
    type_of_overtime_id: integer('type_of_overtime_id')
      .notNull()
      .references(() => typesOfOvertime.id),
    /** Hours × 60 + minutes, minutes in quarters (shared roundOvertime). */
    minutes: integer('minutes').notNull(),
  },
  (t) => [
    uniqueIndex('activity_overtimes_activity_type_key').on(t.activity_id, t.type_of_overtime_id),
    index('activity_overtimes_type_idx').on(t.type_of_overtime_id),
  ],
);
