import type { WellnessPeriod } from '@staff/shared';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyColumn, userColumn } from '../../db/columns';
import { services } from '../../platform/identity/identity.tables';
import { activityReports } from '../activities/activities.tables';
import { wellnessSurveys } from './wellness.surveys.tables';

/*
 * Wellness (spec/2 §3 "Wellness", issue 26; docs/decisions/wellness.md): the marks, the log of HR's reads of
 * individual marks, the company's retention, and the monthly figures the marks are folded into once older than it.
 * The surveys' tables are in wellness.surveys.tables.ts.
 */

/** A mark (0 to 5, 0: none): the day's (banner), the month's (activity report), a survey's (`survey_id`). */
export const wellnessMarks = pgTable(
  'wellness_marks',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    owner_id: userColumn('owner_id'),
    mark: smallint('mark').notNull(),
    wellness_period: text('wellness_period').$type<WellnessPeriod>().notNull(),
    activity_report_id: integer('activity_report_id').references(() => activityReports.id, { onDelete: 'set null' }),
    survey_id: integer('survey_id').references(() => wellnessSurveys.id, { onDelete: 'cascade' }),
    activity_date: date('activity_date', { mode: 'string' }).notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One mark per report: sending again after an unlock replaces it.
    uniqueIndex('wellness_marks_report_key').on(t.activity_report_id).where(sql`${t.activity_report_id} IS NOT NULL`),
    // One mark per person and survey: the survey's answer is given once.
    uniqueIndex('wellness_marks_survey_owner_key').on(t.survey_id, t.owner_id).where(sql`${t.survey_id} IS NOT NULL`),
    // One mark per person, period and day otherwise: a later one replaces it (issue 21: 50 POSTs stored 50).
    uniqueIndex('wellness_marks_owner_period_day_key')
      .on(t.owner_id, t.wellness_period, t.activity_date)
      .where(sql`${t.activity_report_id} IS NULL AND ${t.survey_id} IS NULL`),
    // The lists and averages: a company's days (by period), a person's days.
    index('wellness_marks_company_date_idx').on(t.company_id, t.activity_date),
    index('wellness_marks_owner_idx').on(t.owner_id, t.activity_date),
  ],
);

/** Every read of someone's individual marks by HR: who read whose, when. The person reads their own lines. */
export const wellnessReads = pgTable(
  'wellness_reads',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    reader_id: userColumn('reader_id', 'cascade'),
    owner_id: userColumn('owner_id', 'cascade'),
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wellness_reads_owner_idx').on(t.company_id, t.owner_id, t.read_at)],
);

/** The company's wellness settings; no row: the defaults (marks kept 24 months). */
export const wellnessSettings = pgTable('wellness_settings', {
  company_id: companyColumn().primaryKey(),
  retention_months: smallint('retention_months').notNull(),
});

/**
 * What is left of a month's marks once they are older than the retention: sums, counts and the number of people, for
 * the company (`service_id` null) and for each service, by period. Never a person's.
 */
export const wellnessMonthlyFigures = pgTable(
  'wellness_monthly_figures',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    service_id: integer('service_id').references(() => services.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    wellness_period: text('wellness_period').$type<WellnessPeriod>().notNull(),
    mark_sum: integer('mark_sum').notNull(),
    mark_count: integer('mark_count').notNull(),
    people: integer('people').notNull(),
  },
  (t) => [
    uniqueIndex('wellness_monthly_figures_service_key')
      .on(t.company_id, t.month, t.wellness_period, t.service_id)
      .where(sql`${t.service_id} IS NOT NULL`),
    uniqueIndex('wellness_monthly_figures_company_key')
      .on(t.company_id, t.month, t.wellness_period)
      .where(sql`${t.service_id} IS NULL`),
  ],
);
