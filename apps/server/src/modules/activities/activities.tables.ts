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
import { companies } from '../companies/companies.tables';
import { projects } from '../projects/projects.tables';
import { typesOfOvertime } from '../reference/reference.tables';
import { users } from '../users/users.tables';

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);

/** One employee's month (spec/1 §3 "ActivityReport"): one per owner and month, the unique index says it atomically. */
export const activityReports = pgTable(
  'activity_reports',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').$type<ActivityReportStatus>().notNull().default('draft'),
    /** The company's preference when the report was created: the grid of its activities never changes afterwards. */
    slices_per_day: smallint('slices_per_day').notNull(),
    /** The contract's cap when the report was created (null: none; 0: unlimited), and whether more may be worked. */
    max_worked_days: integer('max_worked_days'),
    can_overflow_max_worked_days: boolean('can_overflow_max_worked_days').notNull().default(true),
    remark: text('remark'),
    validation_date: timestamp('validation_date', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_reports_owner_month_key').on(t.owner_id, t.month),
    // The back-office list: a company's month, by status.
    index('activity_reports_company_month_idx').on(t.company_id, t.month, t.status),
  ],
);

/**
 * One piece of work on a project (spec/1 §3 "Activity"): from a slice of a day to a slice of a day on working slots
 * only, never over a leave or another activity of the report (shared activities/slices.ts places it).
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
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
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activities_report_idx').on(t.report_id, t.begin_date),
    // Whether a project is in use (it cannot be deleted then), and the foreign key's own check on delete.
    index('activities_project_idx').on(t.project_id),
  ],
);

/** Overtime declared on an activity, per type of overtime (spec/1 §3 "ActivityOvertime"), in minutes. */
export const activityOvertimes = pgTable(
  'activity_overtimes',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    activity_id: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
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

/** A wellness mark (spec/2 §3 "Wellness"): here the month's, given when the report is sent. */
export const wellnessMarks = pgTable(
  'wellness_marks',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id),
    mark: smallint('mark').notNull(),
    wellness_period: text('wellness_period').notNull(),
    activity_report_id: integer('activity_report_id').references(() => activityReports.id, { onDelete: 'set null' }),
    activity_date: date('activity_date', { mode: 'string' }).notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One mark per report: sending again after an unlock replaces it.
    uniqueIndex('wellness_marks_report_key').on(t.activity_report_id).where(sql`${t.activity_report_id} IS NOT NULL`),
    // One mark per person, period and day outside a report: a later one replaces it (issue 21: 50 POSTs stored 50).
    uniqueIndex('wellness_marks_owner_period_day_key')
      .on(t.owner_id, t.wellness_period, t.activity_date)
      .where(sql`${t.activity_report_id} IS NULL`),
    index('wellness_marks_company_date_idx').on(t.company_id, t.activity_date),
    index('wellness_marks_owner_idx').on(t.owner_id, t.activity_date),
  ],
);
